import type { Books, Fund } from './books.js';
import { fundPositions, isWithAt, restrictedPart, TYPE } from './classes.js';
import { periodTotals } from './ledger-read.js';
import type { Period } from './period.js';
import { fundOfBooks, isTransfer, type Readings } from './shared.js';

export interface FundFlows {
  fund: Fund;
  beginning: bigint;
  ending: bigint;
  revenue: bigint;
  expenses: bigint;
  /** postings on net-asset accounts (transfers, opening balances) */
  other: bigint;
  /** what is left of the change in the fund's net assets after revenue, expenses and other: 0 when every entry balances within the fund */
  unbalanced: bigint;
  /** the period's flows count with donor restrictions (the fund was restricted on the period's first day) */
  flowsWith: boolean;
  released: bigint;
}

/**
 * Each fund's period: revenue, expenses and net-asset postings from the movements, its net assets at both
 * ends from the cumulative readings, and the release from restriction as what makes its restricted part
 * move from the beginning to the end: restricted at start + restricted flows - restricted at end. For a
 * purpose fund that is its expenses and fixed-asset additions (never more than it held); for a time fund
 * released in the period, all it held.
 */
export function fundFlows(books: Books, p: Period, r: Readings): Map<number | null, FundFlows> {
  const fundOf = fundOfBooks(books);
  const start = fundPositions(r.before, books.chart);
  const end = fundPositions(r.end, books.chart);
  const out = new Map<number | null, FundFlows>();
  const get = (id: number | null) => {
    let f = out.get(id);
    if (!f) {
      const fund = fundOf(id);
      f = {
        fund,
        beginning: start.get(id)?.netAssets ?? 0n,
        ending: end.get(id)?.netAssets ?? 0n,
        revenue: 0n,
        expenses: 0n,
        other: 0n,
        unbalanced: 0n,
        flowsWith: isWithAt(fund, p.from),
        released: 0n,
      };
      out.set(id, f);
    }
    return f;
  };
  for (const id of new Set([...start.keys(), ...end.keys()])) get(id);
  for (const t of periodTotals(r.before, r.end)) {
    const a = books.chart.get(t.accountId);
    if (!a) continue;
    const f = get(t.fundId);
    if (isTransfer(a) || a.typeId === TYPE.netAssets) f.other += t.credit - t.debit;
    else if (a.typeId === TYPE.income) f.revenue += t.credit - t.debit;
    else if (a.typeId === TYPE.expenses) f.expenses += t.debit - t.credit;
  }
  for (const [id, f] of out) {
    f.unbalanced = f.ending - f.beginning - (f.revenue - f.expenses + f.other);
    const restrictedStart = restrictedPart(f.fund, p.before, start.get(id));
    const restrictedEnd = restrictedPart(f.fund, p.to, end.get(id));
    // Expenses are reported without restrictions: the restricted flows are revenue and net-asset postings only.
    const restrictedFlows = f.flowsWith ? f.revenue + f.other + f.unbalanced : 0n;
    f.released = restrictedStart + restrictedFlows - restrictedEnd;
  }
  return out;
}

export const emptyFlows = (fund: Fund): FundFlows => ({
  fund,
  beginning: 0n,
  ending: 0n,
  revenue: 0n,
  expenses: 0n,
  other: 0n,
  unbalanced: 0n,
  flowsWith: false,
  released: 0n,
});
