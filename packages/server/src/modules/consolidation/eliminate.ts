import type { KeyedTotal } from '../statements/ledger-read.js';
import { type GroupBooks, type IntercompanyRole, UNMATCHED_ASSET, UNMATCHED_LIABILITY, UNMATCHED_REVENUE } from './group-books.js';
import type { LinkedTotal } from './remittance-links.js';

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
 * `linked` are the revenue and expense lines of the remittances between companies of the set (found by their
 * `remittances` row, not by an account mark): taken out of their account's totals and compared the same way.
 */
export function consolidateReading(group: GroupBooks, members: Set<number>, totals: KeyedTotal[], linked: LinkedTotal[] = []): GroupReading {
  const net = new Map<string, KeyedTotal>();
  const out = new Map<string, KeyedTotal>();
  // pair key -> net debit of each side
  const sides = new Map<string, { kind: PairKind; a: number; b: number; netA: bigint; netB: bigint }>();
  const feOf = (t: KeyedTotal) => (t.feId === null ? null : (group.feAlias.get(t.feId) ?? t.feId));
  const takeOut = (groupId: number, t: KeyedTotal, kind: PairKind, companyId: number, counterpartyId: number) => {
    add(out, groupId, t.fundId, feOf(t), t.debit, t.credit);
    const [a, b] = companyId < counterpartyId ? [companyId, counterpartyId] : [counterpartyId, companyId];
    const key = `${kind}:${a}:${b}`;
    const s = sides.get(key) ?? { kind, a, b, netA: 0n, netB: 0n };
    if (companyId === a) s.netA += t.debit - t.credit;
    else s.netB += t.debit - t.credit;
    sides.set(key, s);
  };
  const markedOut = (acc: { intercompanyRole: IntercompanyRole | null; counterpartyId: number | null }) =>
    acc.intercompanyRole !== null && acc.counterpartyId !== null && members.has(acc.counterpartyId);
  for (const t of totals) {
    const acc = group.accounts.get(t.accountId);
    if (!acc) continue;
    if (markedOut(acc)) takeOut(acc.groupId, t, kindOf(acc.intercompanyRole!), acc.companyId, acc.counterpartyId!);
    else add(net, acc.groupId, t.fundId, feOf(t), t.debit, t.credit);
  }
  for (const t of linked) {
    const acc = group.accounts.get(t.accountId);
    // An account marked for this counterparty is out whole already.
    if (!acc || markedOut(acc) || !members.has(t.counterpartyId)) continue;
    add(net, acc.groupId, t.fundId, feOf(t), -t.debit, -t.credit);
    takeOut(acc.groupId, t, 'remittance', t.companyId, t.counterpartyId);
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
