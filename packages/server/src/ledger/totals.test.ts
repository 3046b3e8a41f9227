import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { serviceCompanyWithChart } from '../../test/world/service-company.js';
import { accountBalance, accountTotals, functionalExpenseTotals, post, reverse } from './index.js';
import { ledgerProblems } from './invariants.js';
import { everyCompany, scopeFor } from '../../test/scopes.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it('parallel postings and reversals on the same accounts keep ledger_totals equal to the lines (no lost update, no deadlock)', async () => {
  const { company, byNumber } = await serviceCompanyWithChart(t);
  const bank = byNumber['1000'];
  const others = [byNumber['4000'], byNumber['4010'], byNumber['5000'], byNumber['5110']];
  // 24 postings at once, each touching the bank and two other accounts in varying order, some tagged.
  const results = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      post(t.db, {
        companyId: company.id,
        date: i % 2 ? '2026-05-31' : '2026-06-01',
        sourceType: 'manual',
        createdBy: null,
        lines: [
          { accountId: others[i % 4], debitCents: 0, creditCents: 100 + i, functionalExpenseId: i % 3 === 0 ? 1 : null },
          { accountId: bank, debitCents: 150 + i, creditCents: 0 },
          { accountId: others[(i + 1) % 4], debitCents: 0, creditCents: 50 },
        ],
      }),
    ),
  );
  await Promise.all(results.filter((_, i) => i % 5 === 0).map((r) => reverse(t.db, r.entryId, { date: '2026-06-02', createdBy: null })));
  expect(await ledgerProblems(t.db)).toEqual([]);

  const kept = Array.from({ length: 24 }, (_, i) => i).filter((i) => i % 5 !== 0);
  const bankCents = kept.reduce((s, i) => s + 150 + i, 0);
  expect((await accountBalance(t.db, everyCompany(), bank)).balanceCents).toBe(BigInt(bankCents));
  // As of the 31st of May: only the odd postings (dated then), none reversed yet.
  const may = await accountTotals(t.db, { accountIds: [bank], asOf: '2026-05-31' });
  expect(may.get(bank)?.debitCents).toBe(BigInt(Array.from({ length: 24 }, (_, i) => i).filter((i) => i % 2).reduce((s, i) => s + 150 + i, 0)));
  // The functional-expense dimension: every tagged credit, less the reversed ones (reversals debit it back).
  const fe = (await functionalExpenseTotals(t.db, { scope: scopeFor(company.id) })).get(1)!;
  const tagged = (list: number[]) => BigInt(list.filter((i) => i % 3 === 0).reduce((s, i) => s + 100 + i, 0));
  expect(fe.creditCents).toBe(tagged(Array.from({ length: 24 }, (_, i) => i)));
  expect(fe.creditCents - fe.debitCents).toBe(tagged(kept));
  const [{ n }] = (await t.db.execute(sql`select count(*)::int as n from ledger_totals where company_id = ${company.id}`)).rows as Array<{ n: number }>;
  expect(n).toBeGreaterThan(0);
});
