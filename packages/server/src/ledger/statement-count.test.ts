import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { everyCompany } from '../../test/scopes.js';
import { serviceCompanyWithChart } from '../../test/world/service-company.js';
import { fundPrograms } from '../db/schema/index.js';
import { accountStatement, post, reverse } from './index.js';
import { ledgerProblems } from './invariants.js';
import type { PostLine } from './lines.js';
import { STATEMENT_COUNT_CAP } from './statement.js';
import { foldLedgerTotals } from './totals.js';

// Migration 0045: the account ledger's total is ledger_totals' kept line count of whole months, less the lines of
// the period's first and last month outside it. It must equal counting the lines, for every period and tag
// filter, after postings, reversals, postings on other stripes and the fold.

let t: TestContext;
let companyId: number;
let bank: number;
let income: number;
let salaries: number;
let fund: number;

beforeAll(async () => {
  t = await createTestContext();
  const { company, byNumber } = await serviceCompanyWithChart(t);
  companyId = company.id;
  [bank, income, salaries] = [byNumber['1000'], byNumber['4000'], byNumber['5000']];
  [{ id: fund }] = await t.db.insert(fundPrograms).values({ companyId, name: 'Building Fund', restriction: 'purpose' }).returning();
});
afterAll(() => t.close());

const entry = (date: string, lines: PostLine[]) => post(t.db, { companyId, date, sourceType: 'manual', createdBy: null, lines });
/** Income into the bank (in the fund or not); with `twice` the bank gets two lines of one entry. */
const gift = (date: string, cents: number, opts: { inFund?: boolean; twice?: boolean } = {}) => {
  const f = opts.inFund ? fund : null;
  const bankLines = opts.twice ? [cents - 1, 1] : [cents];
  return entry(date, [
    ...bankLines.map((d) => ({ accountId: bank, debitCents: d, creditCents: 0, fundProgramId: f })),
    { accountId: income, debitCents: 0, creditCents: cents, fundProgramId: f },
  ]);
};
/** Salaries paid from the bank, with a functional expense or none. */
const salary = (date: string, cents: number, expense: number | null) =>
  entry(date, [
    { accountId: salaries, debitCents: cents, creditCents: 0, functionalExpenseId: expense },
    { accountId: bank, debitCents: 0, creditCents: cents },
  ]);

const periods: Array<{ from?: string; to?: string }> = [
  {},
  { from: '2026-02-01' },
  { from: '2026-02-14' },
  { to: '2026-02-28' },
  { to: '2026-02-13' },
  { from: '2026-01-31', to: '2026-03-01' },
  { from: '2026-02-14', to: '2026-02-14' },
  { from: '2026-02-01', to: '2026-02-28' },
  { from: '2026-02-20', to: '2026-02-10' },
  { from: '2026-03-05', to: '2026-01-20' },
  { from: '2025-12-01', to: '2027-12-31' },
];
const tagSets = () => [
  {},
  { fundProgramId: fund },
  { fundProgramId: 'none' as const },
  { functionalExpenseId: 1 },
  { functionalExpenseId: 'none' as const },
  { fundProgramId: 'none' as const, functionalExpenseId: 1 },
];

/** Every (account, period, tags) whose page total is not the number of its lines counted one by one. */
async function totalsOffTheLines(): Promise<string[]> {
  const off: string[] = [];
  for (const accountId of [bank, income, salaries])
    for (const period of periods)
      for (const tags of tagSets()) {
        const where: SQL[] = [sql`account_id = ${accountId}::int`];
        if (period.from) where.push(sql`entry_date >= ${period.from}::date`);
        if (period.to) where.push(sql`entry_date <= ${period.to}::date`);
        for (const [col, v] of [
          ['fund_program_id', tags.fundProgramId],
          ['functional_expense_id', tags.functionalExpenseId],
        ] as const)
          if (v === 'none') where.push(sql`${sql.raw(col)} is null`);
          else if (v !== undefined) where.push(sql`${sql.raw(col)} = ${v}::int`);
        const res = await t.db.execute(sql`select count(*)::int as n from journal_lines where ${sql.join(where, sql` and `)}`);
        const lines = Number((res.rows[0] as { n: number }).n);
        const st = await accountStatement(t.db, { scope: everyCompany(), accountId, accountTypeId: 1, ...period, tags, limit: 1 });
        if (st.total !== lines || !st.totalIsExact) off.push(`${accountId} ${JSON.stringify({ ...period, ...tags })}: ${st.total} of ${lines}`);
      }
  return off;
}

it('the total equals the lines counted, after postings, reversals, other stripes and the fold', async () => {
  const posted = [
    await gift('2026-01-10', 500),
    await gift('2026-01-31', 300, { inFund: true }),
    await gift('2026-02-01', 200, { twice: true }),
    await salary('2026-02-01', 50, 1),
    await gift('2026-02-13', 70, { inFund: true, twice: true }),
    await gift('2026-02-14', 90),
    await salary('2026-02-14', 40, null),
    await salary('2026-02-28', 30, 1),
    await gift('2026-03-01', 110, { inFund: true }),
    await salary('2026-03-04', 20, null),
    await gift('2027-01-05', 60),
  ];
  expect(await totalsOffTheLines()).toEqual([]);

  // Reversals add their lines (dated in other months than the entries they undo).
  await reverse(t.db, posted[2].entryId, { date: '2026-03-01', createdBy: null });
  await reverse(t.db, posted[4].entryId, { date: '2026-02-14', createdBy: null });
  await reverse(t.db, posted[7].entryId, { date: '2027-01-05', createdBy: null });
  expect(await totalsOffTheLines()).toEqual([]);

  // February's rows moved to stripe 5 (the kept totals follow), then more February postings on this
  // connection's stripe: a key's count spread over stripes.
  await t.db.execute(sql`update ledger_totals set slot = 5 where company_id = ${companyId}::int and month = '2026-02-01'`);
  await gift('2026-02-14', 15, { twice: true });
  await salary('2026-02-20', 5, 1);
  expect(await totalsOffTheLines()).toEqual([]);
  expect(await ledgerProblems(t.db)).toEqual([]);

  await foldLedgerTotals(t.db);
  const slots = await t.db.execute(sql`select distinct slot from ledger_totals where company_id = ${companyId}::int`);
  expect(slots.rows.map((r) => Number((r as { slot: number }).slot))).toEqual([0]);
  expect(await totalsOffTheLines()).toEqual([]);
  expect(await ledgerProblems(t.db)).toEqual([]);
});

it('a kept count that drifted from the lines is found by the ledger check (and would show on the page)', async () => {
  await gift('2026-04-02', 25);
  const drift = (by: number) =>
    t.db.execute(sql`update ledger_totals set line_count = line_count + ${by}::int where account_id = ${bank}::int and month = '2026-04-01'`);
  await drift(1);
  expect(await ledgerProblems(t.db)).toContain(`ledger totals differ from the lines of account: #${bank}`);
  expect((await totalsOffTheLines()).length).toBeGreaterThan(0);
  await drift(-1);
  expect(await ledgerProblems(t.db)).toEqual([]);
});

it('past the cap the total says "more than" as before; a period under it is exact', async () => {
  const { company, byNumber } = await serviceCompanyWithChart(t);
  const half = Math.ceil((STATEMENT_COUNT_CAP + 2) / 2);
  for (const date of ['2026-05-10', '2026-06-10'])
    await post(t.db, {
      companyId: company.id,
      date,
      sourceType: 'manual',
      createdBy: null,
      lines: [
        ...Array.from({ length: half }, () => ({ accountId: byNumber['1000'], debitCents: 1, creditCents: 0 })),
        { accountId: byNumber['4000'], debitCents: 0, creditCents: half },
      ],
    });
  const read = (period: { from?: string; to?: string }) =>
    accountStatement(t.db, { scope: everyCompany(), accountId: byNumber['1000'], accountTypeId: 1, ...period, limit: 10 });
  expect(await read({})).toMatchObject({ total: STATEMENT_COUNT_CAP, totalIsExact: false });
  expect(await read({ to: '2026-05-31' })).toMatchObject({ total: half, totalIsExact: true });
  expect(await read({ from: '2026-06-10', to: '2026-06-10' })).toMatchObject({ total: half, totalIsExact: true });
});
