import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { serviceCompanyWithChart } from '../../test/world/service-company.js';
import { fundPrograms } from '../db/schema/index.js';
import { post } from './index.js';
import { addToTotals } from './totals.js';

// Migration 0046: the database checks an entry's balance once per statement that writes lines, over every entry
// the statement wrote lines for (and their lines written before), in total and within each fund, reversals
// exempt from the fund rule only.

let t: TestContext;
let c: number;
let bank: number;
let income: number;
let fund: number;

beforeAll(async () => {
  t = await createTestContext();
  const { company, byNumber } = await serviceCompanyWithChart(t);
  [c, bank, income] = [company.id, byNumber['1000'], byNumber['4000']];
  [{ id: fund }] = await t.db.insert(fundPrograms).values({ companyId: c, name: 'Mission Fund', restriction: 'purpose' }).returning();
});
afterAll(() => t.close());

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: { message?: string; cause?: { message?: string } }) => [e.message, e.cause?.message].join(' '),
  );
/** Lines (entry, account, debit, credit, fund) in ONE statement, after the entries they belong to, in one transaction. */
const writeLines = (entries: number, lines: (ids: number[]) => Array<[number, number, number, number, number | null]>, reverses: number | null = null) =>
  t.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < entries; i++) {
      const res = await tx.execute(
        sql`insert into journal_entries (company_id, entry_date, source_type, reverses_entry_id) values (${c}::int, '2026-03-01', 'manual', ${reverses}::int) returning id`,
      );
      ids.push(Number((res.rows[0] as { id: number }).id));
    }
    const rows = lines(ids);
    // The kept totals follow, as post() writes them, so the books stay whole after the file (the harness checks).
    await addToTotals(
      tx,
      c,
      '2026-03-01',
      rows.map(([, accountId, debitCents, creditCents, fundProgramId]) => ({ accountId, debitCents, creditCents, fundProgramId })),
    );
    const values = rows.map(([e, a, d, cr, f]) => sql`(${e}::int, ${c}::int, '2026-03-01'::date, ${a}::int, ${d}::bigint, ${cr}::bigint, ${f}::int)`);
    await tx.execute(
      sql`insert into journal_lines (entry_id, company_id, entry_date, account_id, debit_cents, credit_cents, fund_program_id) values ${sql.join(values, sql`, `)}`,
    );
    return ids;
  });
const count = async () =>
  Number(((await t.db.execute(sql`select count(*)::int as n from journal_entries where company_id = ${c}::int`)).rows[0] as { n: number }).n);

it('one statement writing lines for several entries is refused when any one of them does not balance, and nothing stays', async () => {
  const before = await count();
  const off = await refusal(
    writeLines(2, ([a, b]) => [
      [a, bank, 100, 0, null],
      [a, income, 0, 100, null],
      [b, bank, 70, 0, null],
      [b, income, 0, 60, null],
    ]),
  );
  expect(off).toMatch(/journal entry \d+ is not balanced \(debits 70, credits 60\)/);
  expect(await count()).toBe(before);
  expect(
    await writeLines(2, ([a, b]) => [
      [a, bank, 100, 0, null],
      [a, income, 0, 100, null],
      [b, bank, 70, 0, null],
      [b, income, 0, 70, null],
    ]),
  ).toHaveLength(2);
  expect(await count()).toBe(before + 2);
});

it('a line added later to a balanced entry is checked with the lines written before it', async () => {
  const { entryId } = await post(t.db, {
    companyId: c,
    date: '2026-03-01',
    sourceType: 'manual',
    createdBy: null,
    lines: [
      { accountId: bank, debitCents: 40, creditCents: 0 },
      { accountId: income, debitCents: 0, creditCents: 40 },
    ],
  });
  const late = await refusal(
    t.db.execute(
      sql`insert into journal_lines (entry_id, company_id, entry_date, account_id, debit_cents, credit_cents) values (${entryId}::int, ${c}::int, '2026-03-01', ${bank}::int, 5, 0)`,
    ),
  );
  expect(late).toMatch(new RegExp(`journal entry ${entryId} is not balanced \\(debits 45, credits 40\\)`));
});

it('an entry off within a fund is refused, unless it is a reversal; a reversal must still balance in total', async () => {
  const offFund = (ids: number[]): Array<[number, number, number, number, number | null]> => [
    [ids[0], bank, 30, 0, fund],
    [ids[0], income, 0, 30, null],
  ];
  expect(await refusal(writeLines(1, offFund))).toMatch(/does not balance within each fund/);
  const posted = () =>
    post(t.db, {
      companyId: c,
      date: '2026-03-01',
      sourceType: 'manual',
      createdBy: null,
      lines: [
        { accountId: bank, debitCents: 30, creditCents: 0, fundProgramId: fund },
        { accountId: income, debitCents: 0, creditCents: 30, fundProgramId: fund },
      ],
    });
  expect(await writeLines(1, offFund, (await posted()).entryId)).toHaveLength(1);
  const entryId = (await posted()).entryId;
  const unbalancedReversal = await refusal(
    writeLines(
      1,
      (ids) => [
        [ids[0], bank, 30, 0, fund],
        [ids[0], income, 0, 20, null],
      ],
      entryId,
    ),
  );
  expect(unbalancedReversal).toMatch(/journal entry \d+ is not balanced \(debits 30, credits 20\)/);
});
