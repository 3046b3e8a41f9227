import { M } from '@app/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { day, testWorld, type WorldCompany } from '../../../test/world/server.js';
import { ledgerProblems } from '../../ledger/index.js';

// Meaningful on the PostgreSQL server (TEST_DATABASE_URL): there the requests really run at once; the
// embedded database serializes them, and the same rule must hold there too.
let t: TestContext;
let a: WorldCompany;

beforeAll(async () => {
  t = await createTestContext();
  a = await testWorld(t).company({ name: 'Racing Chapel' });
});
afterAll(() => t.close());

it('20 parallel transfers out of one account holding 7: never overdrawn, 7 pass, 13 hear insufficient funds', async () => {
  const books = await a.books();
  const savings = books.byNumber['1010'];
  await a.fund('700.00', savings);
  // Half go to checking, half to petty cash: the locks of both accounts are taken in id order either way.
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      a.api.post('/transfers', {
        from_bank_account_id: savings,
        to_bank_account_id: i % 2 ? books.bank : books.byNumber['1050'],
        transfer_date: day(),
        amount: '100.00',
        fund_program_id: books.fundProgramId,
      }),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(7);
  expect(results.filter((r) => r.status !== 200).every((r) => r.status === 422 && r.body.message === M.insufficientFunds)).toBe(true);
  expect((await a.api.get(`/getBalanceByBankAcc/${savings}`)).body.finalAmount).toBe('0.00');
  expect(await ledgerProblems(t.db)).toEqual([]);
}, 120_000);
