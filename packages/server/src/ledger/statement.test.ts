import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { everyCompany } from '../../test/scopes.js';
import { serviceCompanyWithChart } from '../../test/world/service-company.js';
import { accountStatement, decodeCursor, post, reverse } from './index.js';

let t: TestContext;
let checking: number;
let tithes: number;
/** every line on the checking account in posting order, with the expected running balance */
const expected: Array<{ lineId: number; balance: number }> = [];

beforeAll(async () => {
  t = await createTestContext();
  const { company, byNumber } = await serviceCompanyWithChart(t);
  checking = byNumber['1000'];
  tithes = byNumber['4000'] ?? byNumber['3000'];
  // 37 entries over three months, several on one day and some with two lines on the account (ties on date
  // and entry), posted out of date order, plus reversals: the order is (date, entry, line), not insertion.
  const days = ['2026-03-31', '2026-02-01', '2026-03-01', '2026-02-14', '2026-01-10', '2026-03-01', '2026-02-01'];
  for (let i = 0; i < 37; i++) {
    const amount = 100 + i;
    const date = days[i % days.length];
    const twoLines = i % 5 === 0;
    const lines = twoLines
      ? [
          { accountId: checking, debitCents: amount, creditCents: 0 },
          { accountId: checking, debitCents: 7, creditCents: 0 },
          { accountId: tithes, debitCents: 0, creditCents: amount + 7 },
        ]
      : [
          { accountId: checking, debitCents: amount, creditCents: 0 },
          { accountId: tithes, debitCents: 0, creditCents: amount },
        ];
    const { entryId } = await post(t.db, { companyId: company.id, date, sourceType: 'manual', createdBy: null, lines });
    if (i % 9 === 0) await reverse(t.db, entryId, { date: '2026-03-31', createdBy: null });
  }
  // The expectation straight from the table, ordered by the entry's date (not the line's copy of it).
  const full = await t.db.execute(sql`select l.id, l.debit_cents - l.credit_cents as net from journal_lines l
    join journal_entries e on e.id = l.entry_id where l.account_id = ${checking} order by e.entry_date, e.id, l.id`);
  let run = 0;
  for (const l of full.rows as Array<{ id: number; net: string }>) {
    run += Number(l.net);
    expected.push({ lineId: Number(l.id), balance: run });
  }
  expect(expected.length).toBeGreaterThan(40);
});
afterAll(() => t.close());

it('keyset pages forward neither skip nor repeat a line, and carry the running balance across pages', async () => {
  for (const size of [1, 4, 7, 50]) {
    const seen: Array<{ lineId: number; balance: number }> = [];
    let after: string | null = null;
    for (let guard = 0; guard < 200; guard++) {
      const page = await accountStatement(t.db, { scope: everyCompany(), accountId: checking, accountTypeId: 1, limit: size, after: after ? decodeCursor(after)! : undefined });
      seen.push(...page.lines.map((l) => ({ lineId: l.lineId, balance: l.balanceCents })));
      if (!page.nextCursor) break;
      after = page.nextCursor;
    }
    expect(seen).toEqual(expected);
  }
});

it('keyset pages backward from the end give the same lines in the same order', async () => {
  const size = 6;
  const last = expected.at(-1)!;
  const lastPage = await accountStatement(t.db, { scope: everyCompany(), accountId: checking, accountTypeId: 1, limit: expected.length + 1 });
  const endLine = lastPage.lines.at(-1)!;
  expect(endLine.lineId).toBe(last.lineId);
  // Start from the page ending with the last line, then follow prev_cursor to the beginning.
  const pages: Array<Array<{ lineId: number; balance: number }>> = [];
  const first = await accountStatement(t.db, { scope: everyCompany(),
    accountId: checking,
    accountTypeId: 1,
    limit: size,
    before: { date: '9999-12-31', entryId: 0, lineId: 0 },
  });
  pages.unshift(first.lines.map((l) => ({ lineId: l.lineId, balance: l.balanceCents })));
  let before = first.prevCursor;
  while (before) {
    const page = await accountStatement(t.db, { scope: everyCompany(), accountId: checking, accountTypeId: 1, limit: size, before: decodeCursor(before)! });
    pages.unshift(page.lines.map((l) => ({ lineId: l.lineId, balance: l.balanceCents })));
    before = page.prevCursor;
  }
  expect(pages.flat()).toEqual(expected);
});

it('a period starts from the opening balance of the lines before it; its total is exact when small', async () => {
  const period = await accountStatement(t.db, { scope: everyCompany(), accountId: checking, accountTypeId: 1, from: '2026-02-14', to: '2026-03-01', limit: 500 });
  const all = await accountStatement(t.db, { scope: everyCompany(), accountId: checking, accountTypeId: 1, limit: 500 });
  const before = all.lines.filter((l) => l.entryDate < '2026-02-14');
  const inside = all.lines.filter((l) => l.entryDate >= '2026-02-14' && l.entryDate <= '2026-03-01');
  expect(period.openingCents).toBe(before.reduce((s, l) => s + l.debitCents - l.creditCents, 0));
  expect(period.lines.map((l) => [l.lineId, l.balanceCents])).toEqual(inside.map((l) => [l.lineId, l.balanceCents]));
  expect(period.total).toBe(inside.length);
  expect(period.totalIsExact).toBe(true);
  expect(period.prevCursor).toBeNull();
  expect(period.nextCursor).toBeNull();
});
