import type { UnmatchedIntercompany } from '@app/contract';
import { fromCents } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { KeyedTotal } from '../statements/ledger-read.js';
import type { CompanySet } from './company-set.js';
import { consolidateReading, type GroupReading, type PairReading } from './eliminate.js';
import { type GroupBooks, loadGroupBooks } from './group-books.js';
import { remittanceLinks } from './remittance-links.js';
import { setTotalsAsOfDays } from './set-totals.js';

/**
 * One read of a roll-up with JIT compilation off: over a whole denomination its aggregates are estimated far
 * above jit_above_cost, and compiling them took ~300 ms of a national statement's time, more than it saved on
 * a few hundred thousand rows (EXPLAIN ANALYZE on the bench's tree). Each read keeps a connection of its own.
 */
function withoutJit<T>(db: DbOrTx, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return read(tx);
  });
}

/** The roll-up's books and one consolidated reading per day, from ledger_totals in one pass for the whole set. */
export async function readGroup(db: DbOrTx, set: CompanySet, days: string[]): Promise<{ group: GroupBooks; readings: GroupReading[] }> {
  const ids = set.companies.map((c) => c.id);
  const [group, totals, linked] = await Promise.all([
    loadGroupBooks(db, set),
    withoutJit(db, (tx) => setTotalsAsOfDays(tx, ids, days)),
    withoutJit(db, (tx) => remittanceLinks(tx, set, days)),
  ]);
  const members = new Set(ids);
  return { group, readings: totals.map((t, i) => consolidateReading(group, members, t, linked[i])) };
}

/** Two readings' totals added (the summed books before eliminations = what is left + what was taken out). */
export function mergeTotals(a: KeyedTotal[], b: KeyedTotal[]): KeyedTotal[] {
  const out = new Map<string, KeyedTotal>();
  for (const t of [...a, ...b]) {
    const key = `${t.accountId}:${t.fundId}:${t.feId}`;
    const r = out.get(key) ?? { ...t, debit: 0n, credit: 0n };
    r.debit += t.debit;
    r.credit += t.credit;
    out.set(key, r);
  }
  return [...out.values()];
}

/**
 * The pairs that disagree, for the mismatch report and `data.unmatched`: balances (due from / due to) as of
 * the end reading; remittance revenue against expense over the period (end minus `before`, when given).
 */
export function unmatchedOf(set: CompanySet, end: PairReading[], before: PairReading[] | null): UnmatchedIntercompany[] {
  const name = new Map(set.companies.map((c) => [c.id, c.name]));
  const key = (p: PairReading) => `${p.kind}:${Math.min(p.companyId, p.counterpartyId)}:${Math.max(p.companyId, p.counterpartyId)}`;
  const prior = new Map((before ?? []).map((p) => [key(p), p]));
  const rows: UnmatchedIntercompany[] = [];
  for (const p of end) {
    if (p.kind === 'remittance' && !before) continue;
    let { companyAmount: ca, counterpartyAmount: cpa } = p;
    const b = p.kind === 'remittance' ? prior.get(key(p)) : undefined;
    if (b) {
      // the same pair read before the period: same sides if the same company claims, else swapped
      const same = b.companyId === p.companyId;
      ca -= same ? b.companyAmount : b.counterpartyAmount;
      cpa -= same ? b.counterpartyAmount : b.companyAmount;
    }
    if (ca === cpa) continue;
    rows.push({
      company_id: p.companyId,
      company_name: name.get(p.companyId) ?? '',
      counterparty_company_id: p.counterpartyId,
      counterparty_company_name: name.get(p.counterpartyId) ?? '',
      kind: p.kind,
      company_amount: fromCents(ca),
      counterparty_amount: fromCents(cpa),
      difference: fromCents(ca - cpa),
    });
  }
  return rows.sort(
    (x, y) =>
      x.company_name.localeCompare(y.company_name) || x.counterparty_company_name.localeCompare(y.counterparty_company_name) || x.kind.localeCompare(y.kind),
  );
}
