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

it("makes a company's users in its one request, and records by the user `as` names on the company's own books", async () => {
  const world = testWorld(t);
  const location = await world.location();
  const grace = await world.company({
    name: 'Grace Chapel Members',
    location,
    members: [{ position: 'Treasurer', password: 'Members-pass-1' }, { position: 'Bookkeeper', row: { city: 'Denton' } }, { position: 'Auditor' }],
  });
  expect(grace.treasurer).toBeUndefined();
  expect(grace.members).toHaveLength(3);
  const detail = (await (await world.asAdmin()).get(`/company/${grace.id}`)).body.data;
  expect(detail.location).toBe(location);
  expect(detail.users.map((u: { id: number; position: number; city: string }) => [u.id, u.position, u.city])).toEqual([
    [grace.members[0].id, 2, 'Dallas'],
    [grace.members[1].id, 3, 'Denton'],
    [grace.members[2].id, 4, 'Dallas'],
  ]);
  const signIn = async (m: { email: string; password: string }) => world.port.client((await world.port.client().post('/login', m)).body.data.access_token);
  const treasurer = grace.as(await signIn(grace.members[0]));
  const fund = await treasurer.fundProgram('Building Fund', { restriction: 'purpose' });
  const account = await treasurer.account({ number: '1020', name: 'Building Fund Checking', type: 13 });
  const byNumber = await grace.chart();
  expect(byNumber['1020']).toBe(account);
  const [expense] = (await treasurer.api.get('/getFunctionalEnpenses/0')).body.functionaExpenses;
  grace.useBooks({
    fundProgramId: fund,
    fundProgramName: 'Building Fund',
    functionalExpenseId: expense.value,
    payable: byNumber['2000'],
    bank: account,
    expense: byNumber['5200'],
    byNumber,
  });
  const bill = await grace.as(await signIn(grace.members[1])).bill('40.00', { vendor_id: (await treasurer.vendor()).id });
  expect((await treasurer.api.get(`/getPayBillById/${bill.id}`)).body.data.fund_program_id).toBe(fund);
  await expect(grace.as(await signIn(grace.members[2])).vendor()).rejects.toThrow(/answered 403/);
});
