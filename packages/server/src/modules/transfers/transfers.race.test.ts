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
  // Half go to checking, half to petty cash: only the account the money leaves is locked, inside the posting.
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

it('transfers crossing between two accounts in parallel, each way at once: all pass, no deadlock, the balances add up', async () => {
  const books = await a.books();
  const [x, y] = [books.byNumber['1010'], books.bank];
  await a.fund('500.00', x);
  await a.fund('500.00', y);
  const before = async (id: number) => Number((await a.api.get(`/getBalanceByBankAcc/${id}`)).body.finalAmount);
  const [bx, by] = [await before(x), await before(y)];
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      a.api.post('/transfers', {
        from_bank_account_id: i % 2 ? x : y,
        to_bank_account_id: i % 2 ? y : x,
        transfer_date: day(),
        amount: `${10 + i}.00`,
        fund_program_id: books.fundProgramId,
      }),
    ),
  );
  expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
  // Out of x: 11 + 13 + ... + 29 = 200; out of y: 10 + 12 + ... + 28 = 190.
  expect(await before(x)).toBeCloseTo(bx - 200 + 190, 2);
  expect(await before(y)).toBeCloseTo(by - 190 + 200, 2);
  expect(await ledgerProblems(t.db)).toEqual([]);
}, 120_000);
