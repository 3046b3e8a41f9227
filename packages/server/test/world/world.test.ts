import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../harness.js';
import { testWorld } from './server.js';

/** The builder makes every kind of record through the API, and the books it leaves balance (checked on close). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it('builds a company with users, books, vendors, bills, payments, checks and an order through the API', async () => {
  const world = testWorld(t);
  const grace = await world.company({ name: 'Grace Chapel World' });
  const auditor = await grace.user('Auditor');
  const supervisor = await grace.user('Treasurer', { approver: true });
  expect(new Set([grace.treasurer.id, auditor.id, supervisor.id]).size).toBe(3);
  await grace.fund('1000.00');
  const bill = await grace.bill('120.00');
  const [payment] = await grace.pay([bill]);
  const [check] = await grace.voucherCheck([payment.id]);
  const standard = await grace.standardCheck('50.00');
  const order = await grace.order();
  expect([bill.id, payment.id, check.id, standard.id, order].every((id) => id > 0)).toBe(true);
  expect((await grace.api.get(`/getBalanceByBankAcc/${(await grace.books()).bank}`)).body.finalAmount).toBe('830.00');
  expect((await auditor.api.get(`/getPayBillById/${bill.id}`)).status).toBe(200);
});
