import type { FundBalanceRow } from '@app/contract';
import type { Books } from './books.js';
import { CASH_TYPES, UNTAGGED } from './classes.js';
import { emptyFlows, fundFlows } from './fund-flows.js';
import type { Period } from './period.js';
import { drill, m, type Readings } from './shared.js';

export function fundBalances(books: Books, p: Period, r: Readings): FundBalanceRow[] {
  const flows = fundFlows(books, p, r);
  for (const f of books.funds.values()) if (f.live && !flows.has(f.id)) flows.set(f.id, { ...emptyFlows(f) });
  if (!flows.has(null)) flows.set(null, emptyFlows(UNTAGGED));
  const shares = new Map<number | null, Map<number, bigint>>();
  for (const t of r.end) {
    const a = books.chart.get(t.accountId);
    if (!a || !CASH_TYPES.has(a.typeId)) continue;
    const s = shares.get(t.fundId) ?? new Map<number, bigint>();
    s.set(a.id, (s.get(a.id) ?? 0n) + t.debit - t.credit);
    shares.set(t.fundId, s);
  }
  const rows = [...flows.values()].sort((x, y) => (x.fund.id === null ? -1 : y.fund.id === null ? 1 : x.fund.name.localeCompare(y.fund.name)));
  return rows.map((f) => ({
    fund_program_id: f.fund.id,
    name: f.fund.name,
    restriction: f.fund.restriction,
    release_on: f.fund.releaseOn,
    beginning: m(f.beginning),
    revenue: m(f.revenue),
    expenses: m(f.expenses),
    released: m(f.released),
    transfers: m(f.other + f.unbalanced),
    ending: m(f.ending),
    bank_shares: [...(shares.get(f.fund.id) ?? new Map<number, bigint>())]
      .filter(([, v]) => v !== 0n)
      .map(([accountId, v]) => ({
        account_id: accountId,
        account_name: books.chart.get(accountId)?.name ?? '',
        amount: m(v),
        drill: drill(accountId, null, p.to, f.fund.id ?? 'none'),
      })),
  }));
}
