import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerProblems } from './invariants.js';
import { serviceCompany } from '../../test/world/service-company.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { accounts, journalEntries, journalLines } from '../db/schema/index.js';
import { accountStatement, accountTotals, normalBalance, post, reverse } from './index.js';
import { checkLines } from './lines.js';
import { everyCompany, scopeFor } from '../../test/scopes.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  // Whatever the tests did, the books must still be sound.
  expect(await ledgerProblems(t.db)).toEqual([]);
  await t.close();
});

/** Splits total into `parts` positive amounts (parts <= total). */
const split = (total: number, cuts: number[]) => {
  const points = [...new Set(cuts.map((c) => 1 + (c % (total - 1 || 1))))].filter((p) => p < total).sort((a, b) => a - b);
  const edges = [0, ...points, total];
  return edges.slice(1).map((e, i) => e - edges[i]);
};

const amount = fc.integer({ min: 1, max: 50_000_000_00 });
// Three months, so balances mix closed months (ledger_totals) with lines of the month asked about.
const day = fc.tuple(fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 28 })).map(([m, d]) => `2026-0${m}-${String(d).padStart(2, '0')}`);
const op = fc.oneof(
  fc.record({
    kind: fc.constant('post' as const),
    date: day,
    total: amount,
    debitCuts: fc.array(fc.nat(), { maxLength: 3 }),
    creditCuts: fc.array(fc.nat(), { maxLength: 3 }),
    picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    /** 0: balanced; otherwise the entry is off by this much and must be refused */
    skew: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: -500, max: 500 }) }),
  }),
  fc.record({ kind: fc.constant('reverse' as const), target: fc.nat(), daysLater: fc.integer({ min: 0, max: 3 }) }),
);

it('random postings and reversals keep every entry balanced, the trial balance at zero and each balance equal to its lines', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), fc.nat(), async (ops, asOfPick) => {
      const company = await serviceCompany(t);
      const chart = await t.db.select().from(accounts).where(eq(accounts.companyId, company.id)).orderBy(accounts.id);
      // The model: expected net (debit - credit) per account, and the posted entries with their dates.
      const net = new Map<number, number>();
      const posted: Array<{ id: number; date: string; lines: Array<{ accountId: number; d: number; c: number }>; reversed: boolean; isReversal: boolean }> = [];

      for (const o of ops) {
        if (o.kind === 'post') {
          const pick = (i: number) => chart[o.picks[i % o.picks.length] % chart.length].id;
          const debits = split(o.total, o.debitCuts).map((v, i) => ({ accountId: pick(i), debitCents: v, creditCents: 0 }));
          const credits = split(o.total + o.skew, o.creditCuts).map((v, i) => ({ accountId: pick(i + 4), debitCents: 0, creditCents: v }));
          const lines = [...debits, ...credits];
          const attempt = post(t.db, { companyId: company.id, date: o.date, sourceType: 'manual', createdBy: null, lines });
          // Unbalanced, or one account on both sides: refused.
          const debited = new Set(debits.map((l) => l.accountId));
          if (o.skew !== 0 || credits.some((l) => debited.has(l.accountId))) {
            await expect(attempt).rejects.toMatchObject({ status: 422 });
            continue;
          }
          const { entryId } = await attempt;
          for (const l of lines) net.set(l.accountId, (net.get(l.accountId) ?? 0) + l.debitCents - l.creditCents);
          posted.push({ id: entryId, date: o.date, lines: lines.map((l) => ({ accountId: l.accountId, d: l.debitCents, c: l.creditCents })), reversed: false, isReversal: false });
        } else if (posted.length) {
          const target = posted[o.target % posted.length];
          const date = `${target.date.slice(0, 8)}${String(Math.min(28, Number(target.date.slice(8)) + o.daysLater)).padStart(2, '0')}`;
          const attempt = reverse(t.db, target.id, { date, createdBy: null });
          if (target.reversed || target.isReversal) {
            await expect(attempt).rejects.toMatchObject({ status: 409 });
            continue;
          }
          const { entryId } = await attempt;
          target.reversed = true;
          for (const l of target.lines) net.set(l.accountId, (net.get(l.accountId) ?? 0) - l.d + l.c);
          posted.push({ id: entryId, date, lines: target.lines.map((l) => ({ accountId: l.accountId, d: l.c, c: l.d })), reversed: false, isReversal: true });
        }
      }

      // Every entry of the company balances, in the database.
      const perEntry = await t.db
        .select({ id: journalLines.entryId, d: sql<number>`sum(${journalLines.debitCents})`.mapWith(Number), c: sql<number>`sum(${journalLines.creditCents})`.mapWith(Number) })
        .from(journalLines)
        .where(eq(journalLines.companyId, company.id))
        .groupBy(journalLines.entryId);
      expect(perEntry).toHaveLength(posted.length);
      for (const e of perEntry) expect(e.d).toBe(e.c);

      // Each account's totals equal the model, and its running balance ends at its balance.
      const totals = await accountTotals(t.db, { scope: scopeFor(company.id) });
      for (const a of chart) {
        const tot = totals.get(a.id) ?? { debitCents: 0n, creditCents: 0n };
        expect(tot.debitCents - tot.creditCents).toBe(BigInt(net.get(a.id) ?? 0));
        const st = await accountStatement(t.db, { scope: everyCompany(), accountId: a.id, accountTypeId: a.accountTypeId, limit: 1000, offset: 0 });
        expect(BigInt(st.lines.at(-1)?.balanceCents ?? 0)).toBe(normalBalance(a.accountTypeId, tot));
      }

      // The trial balance as of any date (inside a month or at its end): net debits equal net credits, and
      // each account's totals as of that date equal the model's.
      const asOf = asOfPick % 4 === 0 ? '2026-04-30' : `2026-0${3 + (asOfPick % 3)}-${String((asOfPick % 28) + 1).padStart(2, '0')}`;
      const at = await accountTotals(t.db, { scope: scopeFor(company.id), asOf });
      const netAt = new Map<number, number>();
      for (const p of posted.filter((e) => e.date <= asOf)) for (const l of p.lines) netAt.set(l.accountId, (netAt.get(l.accountId) ?? 0) + l.d - l.c);
      for (const a of chart) {
        const v = at.get(a.id) ?? { debitCents: 0n, creditCents: 0n };
        expect(v.debitCents - v.creditCents).toBe(BigInt(netAt.get(a.id) ?? 0));
      }
      // ledger_totals equal the sums of the lines (and every other invariant holds) after each run.
      expect(await ledgerProblems(t.db)).toEqual([]);
      let dSide = 0n;
      let cSide = 0n;
      for (const v of at.values()) {
        const n = v.debitCents - v.creditCents;
        if (n > 0) dSide += n;
        else cSide -= n;
      }
      expect(dSide).toBe(cSide);
      const expectedAtDate = posted.filter((p) => p.date <= asOf).length;
      const [{ n }] = await t.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(journalEntries)
        .where(sql`${journalEntries.companyId} = ${company.id} and ${journalEntries.entryDate} <= ${asOf}`);
      expect(n).toBe(expectedAtDate);
    }),
    { numRuns: 30 },
  );
  // 30 runs of up to 12 postings: on a loaded 2-core machine (the fuzz test beside it) this needs more than 30 s.
}, 180_000);

it('checkLines accepts exactly the entries whose one-sided positive lines balance', () => {
  // Mostly well-formed one-sided lines with small amounts (so entries often balance), some malformed ones.
  const small = fc.integer({ min: 1, max: 4 });
  const line = fc.oneof(
    { weight: 4, arbitrary: small.map((v) => ({ accountId: 1, debitCents: v, creditCents: 0 })) },
    { weight: 4, arbitrary: small.map((v) => ({ accountId: 2, debitCents: 0, creditCents: v })) },
    { weight: 1, arbitrary: fc.record({ accountId: fc.constant(1), debitCents: fc.integer({ min: -2, max: 3 }), creditCents: fc.integer({ min: -2, max: 3 }) }) },
  );
  fc.assert(
    fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
      const valid =
        lines.length >= 2 &&
        lines.every((l) => l.debitCents >= 0 && l.creditCents >= 0 && (l.debitCents > 0) !== (l.creditCents > 0)) &&
        lines.reduce((s, l) => s + l.debitCents, 0) === lines.reduce((s, l) => s + l.creditCents, 0) &&
        !lines.some((c) => c.creditCents > 0 && lines.some((d) => d.debitCents > 0 && d.accountId === c.accountId));
      let accepted = true;
      try {
        checkLines(lines);
      } catch (e) {
        expect((e as { status: number }).status).toBe(422);
        accepted = false;
      }
      expect(accepted).toBe(valid);
    }),
    { numRuns: 2000 },
  );
});
