import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, secondNode, type TestContext } from '../../../test/harness.js';
import { day, testWorld } from '../../../test/world/server.js';
import { setFundShareGuard } from '../../ledger/fund-shares.fixtures.js';
import { ledgerProblems } from '../../ledger/index.js';
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

// A company that refuses fund overdrafts locks the banks in a statement of its own first (ledger/fund-shares.ts).
it.each([false, true])(
  'entries crossing between two bank accounts, each way at once, fund shares guarded: %s: every one posts, none deadlocks',
  async (guarded) => {
    const a = await testWorld(t).company({ name: `Crossing Chapel ${guarded}` });
    if (guarded) await setFundShareGuard(t, a, true);
    const books = await a.books();
    const [x, y] = [books.byNumber['1010'], books.bank];
    // Each bank's money in the fund the entries move, so the guarded company finds the fund's share there.
    for (const bank of [x, y]) {
      const lines = [
        { account_id: bank, debit: '500.00', credit: '', fund_program_id: books.fundProgramId },
        { account_id: books.byNumber['3000'], debit: '', credit: '500.00', fund_program_id: books.fundProgramId },
      ];
      expect((await a.api.post('/journals', { entry_date: day(), memo: 'Opening', lines })).status).toBe(200);
    }
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        a.api.post('/journals', {
          entry_date: day(),
          memo: 'Between our accounts',
          lines: [
            { account_id: i % 2 ? y : x, debit: '10.00', credit: '', fund_program_id: books.fundProgramId },
            { account_id: i % 2 ? x : y, debit: '', credit: '10.00', fund_program_id: books.fundProgramId },
          ],
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(16).fill(200));
    expect(await ledgerProblems(t.db)).toEqual([]);
  },
);
