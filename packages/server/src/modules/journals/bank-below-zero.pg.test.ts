import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, secondNode, type TestContext } from '../../../test/harness.js';
import { checkingCompany } from '../checks/checks.fixtures.js';

// Issue 21.6 on the PostgreSQL server, two app nodes on one database: manual entries racing for the last of
// a bank account take its lock, so unconfirmed ones never take it below zero together.
let t: TestContext;
let second: Awaited<ReturnType<typeof secondNode>>;
beforeAll(async () => {
  t = await createTestContext();
  second = await secondNode(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

it('eight parallel entries of 30.00 against a bank holding 100.00: three post, five are asked to confirm, never below zero', async () => {
  const c = await checkingCompany(t);
  await c.fund('100.00');
  const { token } = await c.world.user('Treasurer');
  const body = {
    entry_date: new Date().toISOString().slice(0, 10),
    memo: 'Racing transfer',
    lines: [
      { account_id: c.expenseAccount, debit: '30.00', credit: '' },
      { account_id: c.bank, debit: '', credit: '30.00' },
    ],
  };
  const results = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      (i % 2 ? second.app : t.app).inject({ method: 'POST', url: '/api/v1/journals', headers: { authorization: `Bearer ${token}` }, payload: body }),
    ),
  );
  expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
  expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
  expect(await c.balance()).toBe('10.00');
});
