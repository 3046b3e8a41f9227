import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fundPrograms, journalEntries, journalLines } from '../db/schema/index.js';
import { serviceCompanyWithChart } from '../../test/world/service-company.js';
import { ledgerProblems } from './invariants.js';
import { post, reverse } from './post.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
// This file breaks the books on purpose (around the ledger API) to prove the check finds it.
afterAll(() => t.close({ skipInvariants: true }));

it('finds entries written around the ledger that break the books', async () => {
  const a = await serviceCompanyWithChart(t);
  const b = await serviceCompanyWithChart(t);
  const ok = await post(t.db, {
    companyId: a.company.id,
    date: '2026-01-01',
    sourceType: 'manual',
    createdBy: null,
    lines: [
      { accountId: a.byNumber['1000'], debitCents: 100, creditCents: 0 },
      { accountId: a.byNumber['3000'], debitCents: 0, creditCents: 100 },
    ],
  });
  await reverse(t.db, ok.entryId, { date: '2026-01-02', createdBy: null });
  expect(await ledgerProblems(t.db)).toEqual([]);

  // Balanced, so the database accepts it, but it posts to company B's account under company A.
  const foreign = await t.db.transaction(async (tx) => {
    const [bad] = await tx.insert(journalEntries).values({ companyId: a.company.id, entryDate: '2026-01-03', sourceType: 'manual' }).returning();
    const [line] = await tx
      .insert(journalLines)
      .values([
        { entryId: bad.id, companyId: a.company.id, entryDate: '2026-01-03', accountId: b.byNumber['1000'], debitCents: 5 },
        { entryId: bad.id, companyId: a.company.id, entryDate: '2026-01-04', accountId: a.byNumber['3000'], creditCents: 5 },
      ])
      .returning();
    return line;
  });
  // Written around post(), so ledger_totals never heard of these lines either; the second is misdated.
  expect(await ledgerProblems(t.db)).toEqual([
    `line on another company\u2019s account: #${foreign.id}`,
    `line dated otherwise than its entry: #${foreign.id + 1}`,
    ...[b.byNumber['1000'], a.byNumber['3000']].sort((x, y) => x - y).map((id) => `ledger totals differ from the lines of account: #${id}`),
  ]);
});

it('finds an entry that balances in total but not within each fund; a reversal is exempt', async () => {
  const a = await serviceCompanyWithChart(t);
  const [building] = await t.db.insert(fundPrograms).values({ companyId: a.company.id, name: 'Building Fund', restriction: 'purpose' }).returning();
  // The broken entries: 30 debited to the bank in the Building Fund, 30 credited untagged (the general fund).
  const sound = await post(t.db, {
    companyId: a.company.id,
    date: '2026-02-01',
    sourceType: 'manual',
    createdBy: null,
    lines: [
      { accountId: a.byNumber['1000'], debitCents: 30, creditCents: 0, fundProgramId: building.id },
      { accountId: a.byNumber['3000'], debitCents: 0, creditCents: 30, fundProgramId: building.id },
    ],
  });
  const before = await ledgerProblems(t.db);
  // Behind the API's back, past the database's deferred fund check too (as a restore or a hand edit would be):
  // as the database's owner on PostgreSQL (the application role may not turn triggers off), as is on PGlite.
  const c = a.company.id;
  const entry = (date: string, reverses = 'null') =>
    `insert into journal_entries (company_id, entry_date, source_type, reverses_entry_id) values (${c}, '${date}', 'manual', ${reverses}) returning id`;
  const offLines = (id: number, date: string) =>
    `insert into journal_lines (entry_id, company_id, entry_date, account_id, debit_cents, credit_cents, fund_program_id) values
       (${id}, ${c}, '${date}', ${a.byNumber['1000']}, 30, 0, ${building.id}), (${id}, ${c}, '${date}', ${a.byNumber['3000']}, 0, 30, null)`;
  const ownerUrl = (t.database as { ownerUrl?: string }).ownerUrl;
  const run = async (exec: (q: string) => Promise<Array<{ id: number }>>) => {
    await exec('set local session_replication_role = replica');
    const bad = (await exec(entry('2026-02-02')))[0].id;
    await exec(offLines(bad, '2026-02-02'));
    // A reversal off within a fund is exempt, as in post(): undoing an old entry must always work.
    const undo = (await exec(entry('2026-02-03', String(sound.entryId))))[0].id;
    await exec(offLines(undo, '2026-02-03'));
    return bad;
  };
  let off: number;
  if (ownerUrl) {
    const owner = new pg.Client({ connectionString: ownerUrl });
    await owner.connect();
    await owner.query('begin');
    off = await run(async (q) => (await owner.query(q)).rows);
    await owner.query('commit');
    await owner.end();
  } else off = await t.db.transaction((tx) => run(async (q) => (await tx.execute(sql.raw(q))).rows as Array<{ id: number }>));
  const found = (await ledgerProblems(t.db)).filter((p) => !before.includes(p));
  expect(found.filter((p) => p.startsWith('entry off within a fund'))).toEqual([`entry off within a fund: #${off}`]);
});

it('the database refuses a journal entry without lines at commit', async () => {
  const a = await serviceCompanyWithChart(t);
  const count = async () => (await t.db.select().from(journalEntries)).length;
  const before = await count();
  // The reason is the error's own message (PGlite) or its cause's (node-postgres).
  const refused = (p: Promise<unknown>) =>
    p.then(
      () => '',
      (e: { message?: string; cause?: { message?: string } }) => `${e.message} ${e.cause?.message}`,
    );
  expect(await refused(t.db.insert(journalEntries).values({ companyId: a.company.id, entryDate: '2026-01-03', sourceType: 'manual' }))).toMatch(/has no lines/);
  expect(
    await refused(
      t.db.transaction(async (tx) => {
        await tx.insert(journalEntries).values({ companyId: a.company.id, entryDate: '2026-01-03', sourceType: 'manual' });
      }),
    ),
  ).toMatch(/has no lines/);
  expect(await count()).toBe(before);
});

it("keeps each account's all-time balance equal to its ledger totals through post and reverse, and finds one that drifts", async () => {
  const a = await serviceCompanyWithChart(t);
  const bank = a.byNumber['1000'];
  const lines = (cents: number, fundProgramId?: number) => [
    { accountId: bank, debitCents: cents, creditCents: 0, fundProgramId },
    { accountId: a.byNumber['3000'], debitCents: 0, creditCents: cents, fundProgramId },
  ];
  const [fund] = await t.db.insert(fundPrograms).values({ companyId: a.company.id, name: 'Missions' }).returning();
  const one = await post(t.db, { companyId: a.company.id, date: '2026-03-01', sourceType: 'manual', createdBy: null, lines: lines(700) });
  await post(t.db, { companyId: a.company.id, date: '2026-04-15', sourceType: 'manual', createdBy: null, lines: lines(45, fund.id) });
  await reverse(t.db, one.entryId, { date: '2026-04-16', createdBy: null });
  const balance = async () =>
    (await t.db.execute(sql`select company_id, debit_cents::text as d, credit_cents::text as c from account_balances where account_id = ${bank}`)).rows;
  // Three months and two funds of ledger_totals rows, one balance row: 745 in, 700 out.
  expect(await balance()).toEqual([{ company_id: a.company.id, d: '745', c: '700' }]);
  expect((await ledgerProblems(t.db)).filter((p) => p.startsWith('account balance'))).toEqual([]);

  await t.db.execute(sql`update account_balances set debit_cents = debit_cents + 1 where account_id = ${bank}`);
  expect((await ledgerProblems(t.db)).filter((p) => p.startsWith('account balance'))).toEqual([`account balance differs from the totals of account: #${bank}`]);
  await t.db.execute(sql`update account_balances set debit_cents = debit_cents - 1 where account_id = ${bank}`);
  expect((await ledgerProblems(t.db)).filter((p) => p.startsWith('account balance'))).toEqual([]);
});

it("keeps each Expenses account's year by fund, and each company's open bills, and finds them when they drift", async () => {
  const a = await serviceCompanyWithChart(t);
  const salaries = a.byNumber['5000'];
  const [fund] = await t.db.insert(fundPrograms).values({ companyId: a.company.id, name: 'Youth' }).returning();
  const spend = (date: string, cents: number) =>
    post(t.db, {
      companyId: a.company.id,
      date,
      sourceType: 'manual',
      createdBy: null,
      lines: [
        { accountId: salaries, debitCents: cents, creditCents: 0, fundProgramId: fund.id },
        { accountId: a.byNumber['1000'], debitCents: 0, creditCents: cents, fundProgramId: fund.id },
      ],
    });
  await spend('2026-01-31', 100);
  const undone = await spend('2026-02-01', 20);
  await spend('2027-01-01', 5);
  await reverse(t.db, undone.entryId, { date: '2026-03-01', createdBy: null });
  const years = (
    await t.db.execute(sql`select year, debit_cents::text as d, credit_cents::text as c from expense_year_totals where account_id = ${salaries} order by year`)
  ).rows;
  // Two months and a reversal in 2026, one row; 2027 its own; the bank (not an Expenses account) has none.
  expect(years).toEqual([
    { year: 2026, d: '120', c: '20' },
    { year: 2027, d: '5', c: '0' },
  ]);
  expect((await t.db.execute(sql`select 1 from expense_year_totals where account_id = ${a.byNumber['1000']}`)).rows).toEqual([]);
  const kept = (p: string) => p.startsWith('expense year');
  expect((await ledgerProblems(t.db)).filter(kept)).toEqual([]);

  await t.db.execute(sql`update expense_year_totals set credit_cents = credit_cents + 1 where account_id = ${salaries} and year = 2027`);
  expect((await ledgerProblems(t.db)).filter(kept)).toEqual([
    `expense year totals differ from the totals of account: #${salaries}`,
  ]);
  await t.db.execute(sql`update expense_year_totals set credit_cents = credit_cents - 1 where account_id = ${salaries} and year = 2027`);
  expect((await ledgerProblems(t.db)).filter(kept)).toEqual([]);
});
