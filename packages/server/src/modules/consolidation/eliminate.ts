import type { KeyedTotal } from '../statements/ledger-read.js';
import { type GroupBooks, type IntercompanyRole, UNMATCHED_ASSET, UNMATCHED_LIABILITY, UNMATCHED_REVENUE } from './group-books.js';

export type PairKind = 'balance' | 'remittance';
/** One pair of companies of the set and one kind: the claiming side's amount and the other side's. */
export interface PairReading {
  kind: PairKind;
  /** the claiming side: its due from / remittance revenue (the lower id when neither claims) */
  companyId: number;
  counterpartyId: number;
  /** amounts on each side's own normal balance: the claim, the acknowledgement */
  companyAmount: bigint;
  counterpartyAmount: bigint;
}
/** One reading of a roll-up: the summed totals after eliminations, what was taken out, and the pairs. */
export interface GroupReading {
  net: KeyedTotal[];
  eliminated: KeyedTotal[];
  pairs: PairReading[];
}

const kindOf = (role: IntercompanyRole): PairKind => (role === 'due_from' || role === 'due_to' ? 'balance' : 'remittance');

function add(map: Map<string, KeyedTotal>, accountId: number, fundId: number | null, feId: number | null, debit: bigint, credit: bigint) {
  const key = `${accountId}:${fundId}:${feId}`;
  const t = map.get(key) ?? { accountId, fundId, feId, debit: 0n, credit: 0n };
  t.debit += debit;
  t.credit += credit;
  map.set(key, t);
}

/**
 * One cumulative reading of the set's companies, summed into the roll-up chart. The lines of an intercompany
 * account whose counterparty is in the set are taken out (eliminated) whole; per pair of companies the two
 * sides are compared (a due from against the due to, a remittance revenue against the remittance expense) and
 * any difference is put back as an "Unmatched intercompany difference" row, so it is shown, never eliminated
 * silently (ASC 810-10-45-1 eliminates only what both books agree on). The fund of a put-back difference is
 * the untagged one: the difference belongs to no donor's gift.
 */
export function consolidateReading(group: GroupBooks, members: Set<number>, totals: KeyedTotal[]): GroupReading {
  const net = new Map<string, KeyedTotal>();
  const out = new Map<string, KeyedTotal>();
  // pair key -> net debit of each side
  const sides = new Map<string, { kind: PairKind; a: number; b: number; netA: bigint; netB: bigint }>();
  for (const t of totals) {
    const acc = group.accounts.get(t.accountId);
    if (!acc) continue;
    const fe = t.feId === null ? null : (group.feAlias.get(t.feId) ?? t.feId);
    const role = acc.intercompanyRole;
    if (role && acc.counterpartyId !== null && members.has(acc.counterpartyId)) {
      add(out, acc.groupId, t.fundId, fe, t.debit, t.credit);
      const kind = kindOf(role);
      const [a, b] = acc.companyId < acc.counterpartyId ? [acc.companyId, acc.counterpartyId] : [acc.counterpartyId, acc.companyId];
      const key = `${kind}:${a}:${b}`;
      const s = sides.get(key) ?? { kind, a, b, netA: 0n, netB: 0n };
      if (acc.companyId === a) s.netA += t.debit - t.credit;
      else s.netB += t.debit - t.credit;
      sides.set(key, s);
    } else add(net, acc.groupId, t.fundId, fe, t.debit, t.credit);
  }
  const pairs: PairReading[] = [];
  for (const s of sides.values()) {
    const diff = s.netA + s.netB; // net debit left over when both sides are taken out
    if (diff !== 0n) {
      const target = s.kind === 'balance' ? (diff > 0n ? UNMATCHED_ASSET : UNMATCHED_LIABILITY) : UNMATCHED_REVENUE;
      const [d, c] = diff > 0n ? [diff, 0n] : [0n, -diff];
      add(net, target, null, null, d, c);
      add(out, target, null, null, -d, -c);
    }
    // The claiming side holds a debit balance (due from) or a credit one (remittance revenue).
    const claimOf = (n: bigint) => (s.kind === 'balance' ? n : -n);
    const aClaims = claimOf(s.netA) > 0n || (claimOf(s.netA) === 0n && claimOf(s.netB) <= 0n);
    const [cid, nc, cp, ncp] = aClaims ? [s.a, s.netA, s.b, s.netB] : [s.b, s.netB, s.a, s.netA];
    pairs.push({ kind: s.kind, companyId: cid, counterpartyId: cp, companyAmount: claimOf(nc), counterpartyAmount: -claimOf(ncp) });
  }
  const live = (m: Map<string, KeyedTotal>) => [...m.values()].filter((t) => t.debit !== 0n || t.credit !== 0n);
  return { net: live(net), eliminated: live(out), pairs };
}
