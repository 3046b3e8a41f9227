import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { everyCompany } from '../../test/scopes.js';
import { serviceCompanyWithChart } from '../../test/world/service-company.js';
import { accountBalance, post } from './index.js';
import { ledgerProblems } from './invariants.js';
import { foldLedgerTotals } from './totals.js';

// Migration 0044: a key's totals may be spread over stripes (slot 0-7, one per writing connection); readers sum
// them, and ledger_totals_fold() moves them back into stripe 0 without changing any sum.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const rows = async (table: string, companyId: number) =>
  (
    (await t.db.execute(sql`select slot, count(*)::int as n from ${sql.raw(table)} where company_id = ${companyId}::int group by slot order by slot`))
      .rows as Array<{ slot: number; n: number }>
  ).map((r) => [Number(r.slot), r.n]);

it('folds every stripe of a key into stripe 0, the kept totals with it, and no balance moves', async () => {
  const { company, byNumber } = await serviceCompanyWithChart(t);
  const [bank, salaries, income] = [byNumber['1000'], byNumber['5000'], byNumber['4000']];
  const entry = (date: string, cents: number, expense: number | null) =>
    post(t.db, {
      companyId: company.id,
      date,
      sourceType: 'manual',
      createdBy: null,
      lines: [
        { accountId: income, debitCents: 0, creditCents: cents * 3 },
        { accountId: bank, debitCents: cents * 2, creditCents: 0 },
        { accountId: salaries, debitCents: cents, creditCents: 0, functionalExpenseId: expense },
      ],
    });
  for (const [i, date] of ['2026-03-04', '2026-03-20', '2026-04-02', '2027-01-05'].entries()) await entry(date, 100 + i, i % 2 ? 1 : null);
  // Spread the keys over stripes as postings on other connections would (the trigger moves the kept totals along):
  // all in stripe 0 first, March's moved to stripe 5, then a posting on this connection's stripe, April's to 3.
  await foldLedgerTotals(t.db);
  await t.db.execute(sql`update ledger_totals set slot = 5 where company_id = ${company.id}::int and month = '2026-03-01'`);
  await entry('2026-03-09', 7, null);
  await entry('2026-03-10', 9, null);
  await t.db.execute(sql`update ledger_totals set slot = 3 where company_id = ${company.id}::int and month = '2026-04-01'`);
  const balances = async () => Promise.all([bank, salaries, income].map(async (id) => (await accountBalance(t.db, everyCompany(), id)).balanceCents));
  const before = await balances();
  const posted = BigInt(100 + 101 + 102 + 103 + 7 + 9);
  expect(before).toEqual([2n * posted, posted, 3n * posted]);
  expect((await rows('ledger_totals', company.id)).some(([slot]) => slot !== 0)).toBe(true);
  expect((await rows('account_balances', company.id)).some(([slot]) => slot !== 0)).toBe(true);
  expect((await rows('expense_year_totals', company.id)).some(([slot]) => slot !== 0)).toBe(true);
  expect(await ledgerProblems(t.db)).toEqual([]);

  await foldLedgerTotals(t.db);

  expect(await balances()).toEqual(before);
  expect(await ledgerProblems(t.db)).toEqual([]);
  // One row per key left: 3 accounts x 3 months, salaries' two expenses in March (null, 1) and the 2027 one.
  expect(await rows('ledger_totals', company.id)).toEqual([[0, 3 * 3 + 1]]);
  expect(await rows('account_balances', company.id)).toEqual([[0, 3]]);
  expect(await rows('expense_year_totals', company.id)).toEqual([[0, 3]]);
});

it('a fold racing parallel postings on the same accounts loses nothing and deadlocks with none', async () => {
  const { company, byNumber } = await serviceCompanyWithChart(t);
  const bank = byNumber['1000'];
  const others = [byNumber['4000'], byNumber['5000'], byNumber['5110']];
  const posting = (i: number) =>
    post(t.db, {
      companyId: company.id,
      date: '2026-06-01',
      sourceType: 'manual',
      createdBy: null,
      lines: [
        { accountId: bank, debitCents: 200 + i, creditCents: 0 },
        { accountId: others[i % 3], debitCents: 0, creditCents: 100 + i, fundProgramId: null, functionalExpenseId: i % 2 ? 1 : null },
        { accountId: others[(i + 1) % 3], debitCents: 0, creditCents: 100 },
      ],
    });
  // Stripes to fold while the postings run.
  await Promise.all(Array.from({ length: 8 }, (_, i) => posting(i)));
  await foldLedgerTotals(t.db);
  await t.db.execute(sql`update ledger_totals set slot = (account_id + coalesce(functional_expense_id, 0)) % 8 where company_id = ${company.id}::int`);
  await Promise.all([...Array.from({ length: 24 }, (_, i) => posting(8 + i)), foldLedgerTotals(t.db), foldLedgerTotals(t.db)]);
  expect(await ledgerProblems(t.db)).toEqual([]);
  const expected = Array.from({ length: 32 }, (_, i) => 200 + i).reduce((s, c) => s + c, 0);
  expect((await accountBalance(t.db, everyCompany(), bank)).balanceCents).toBe(BigInt(expected));
  await foldLedgerTotals(t.db);
  expect(await ledgerProblems(t.db)).toEqual([]);
  expect((await accountBalance(t.db, everyCompany(), bank)).balanceCents).toBe(BigInt(expected));
});
