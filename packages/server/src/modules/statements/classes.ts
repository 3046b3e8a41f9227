import type { ChartAccount, Fund, Restriction } from './books.js';
import type { KeyedTotal } from './ledger-read.js';

/** Account types (contract ACCOUNT_TYPES) by their place on the statements. */
export const TYPE = {
  cash: 1,
  receivables: 2,
  otherCurrentAsset: 3,
  fixedAssets: 4,
  otherAsset: 5,
  payables: 6,
  otherCurrentLiability: 7,
  longTermLiability: 8,
  netAssets: 9,
  income: 10,
  expenses: 11,
  longTermAsset: 12,
  bank: 13,
} as const;
export const ASSET_TYPES = new Set<number>([1, 2, 3, 4, 5, 12, 13]);
export const CURRENT_ASSET_TYPES = new Set<number>([1, 2, 3, 13]);
export const LIABILITY_TYPES = new Set<number>([6, 7, 8]);
export const CURRENT_LIABILITY_TYPES = new Set<number>([6, 7]);
export const CASH_TYPES = new Set<number>([1, 13]);

export const UNTAGGED: Fund = { id: null, name: 'General (undesignated)', restriction: 'without', releaseOn: null, live: true };

export const isWithRestriction = (r: Restriction) => r !== 'without';

/**
 * Is the fund's money with donor restrictions at the end of `day`? purpose and perpetual: always; time: until
 * its release_on (released on that day); without and untagged: never.
 */
export function isWithAt(fund: Fund, day: string): boolean {
  if (fund.restriction === 'time') return fund.releaseOn !== null && fund.releaseOn > day;
  return isWithRestriction(fund.restriction);
}

/** Per fund: net assets (assets - liabilities of its lines) and its fixed assets, cumulative to a day. */
export interface FundPosition {
  netAssets: bigint;
  fixedAssets: bigint;
}

export function fundPositions(totals: KeyedTotal[], chart: Map<number, ChartAccount>): Map<number | null, FundPosition> {
  const out = new Map<number | null, FundPosition>();
  for (const t of totals) {
    const a = chart.get(t.accountId);
    if (!a) continue;
    const p = out.get(t.fundId) ?? { netAssets: 0n, fixedAssets: 0n };
    if (ASSET_TYPES.has(a.typeId)) p.netAssets += t.debit - t.credit;
    else if (LIABILITY_TYPES.has(a.typeId)) p.netAssets -= t.credit - t.debit;
    if (a.typeId === TYPE.fixedAssets) p.fixedAssets += t.debit - t.credit;
    out.set(t.fundId, p);
  }
  return out;
}

/**
 * The part of a fund's net assets with donor restrictions at a day. A restricted fund's fixed assets are
 * released when bought (placed in service): they and any deficit count without restrictions, so the
 * restricted part is never more than the fund holds in other assets, and never below zero.
 */
export function restrictedPart(fund: Fund, day: string, p: FundPosition | undefined): bigint {
  if (!p || !isWithAt(fund, day)) return 0n;
  const held = p.netAssets - p.fixedAssets;
  return held > 0n ? held : 0n;
}

/** Net assets by class at a day: sum of each fund's restricted part, the rest without restrictions. */
export function netAssetsByClass(positions: Map<number | null, FundPosition>, fundOf: (id: number | null) => Fund, day: string) {
  let total = 0n;
  let withR = 0n;
  for (const [id, p] of positions) {
    total += p.netAssets;
    withR += restrictedPart(fundOf(id), day, p);
  }
  return { without: total - withR, with: withR, total };
}
