import { type CashFlowRow, type CashFlows, STATEMENT_TEXT } from '@app/contract';
import type { Books, ChartAccount } from './books.js';
import { ASSET_TYPES, CASH_TYPES, TYPE } from './classes.js';
import { type KeyedTotal, periodTotals } from './ledger-read.js';
import type { Period } from './period.js';
import { drill, m, netByAccount, type Readings, wireCents } from './shared.js';

/**
 * The indirect method: every non-cash balance-sheet account's change lands in one section, so the net change
 * equals the change in cash by construction (every entry balances). Fixed assets are split by side: debits
 * are purchases (investing), credits depreciation and disposals (an operating add-back).
 */
export function cashFlows(books: Books, p: Period, r: Readings): CashFlows {
  const flows = periodTotals(r.before, r.end);
  const moves = netByAccount(flows);
  let longTermGifts = 0n;
  for (const t of flows) {
    const a = books.chart.get(t.accountId);
    if (a?.typeId === TYPE.income && t.fundId !== null && books.funds.get(t.fundId)?.restriction === 'perpetual') longTermGifts += t.credit - t.debit;
  }
  let changeInNet = 0n;
  const operating: CashFlowRow[] = [];
  const investing: CashFlowRow[] = [];
  const financing: CashFlowRow[] = [];
  const row = (a: ChartAccount, label: string, amount: bigint): CashFlowRow => ({
    account_id: a.id,
    label,
    amount: m(amount),
    drill: drill(a.id, p.from, p.to),
  });
  const depreciation: CashFlowRow[] = [];
  for (const a of books.chart.values()) {
    const t = moves.get(a.id);
    if (!t) continue;
    const type = a.typeId;
    if (type === TYPE.netAssets || type === TYPE.income || type === TYPE.expenses) changeInNet += t.credit - t.debit;
    else if (CASH_TYPES.has(type)) continue;
    else if (type === TYPE.fixedAssets) {
      if (t.credit !== 0n) depreciation.push(row(a, `${STATEMENT_TEXT.depreciation}: ${a.name}`, t.credit));
      if (t.debit !== 0n) investing.push(row(a, `${STATEMENT_TEXT.fixedAssetPurchases}: ${a.name}`, -t.debit));
    } else if (type === TYPE.otherAsset || type === TYPE.longTermAsset) investing.push(row(a, a.name, t.credit - t.debit));
    else if (type === TYPE.longTermLiability) financing.push(row(a, a.name, t.credit - t.debit));
    // Current assets and liabilities (due to / from other funds too): an increase of an asset uses cash.
    else operating.push(row(a, `${ASSET_TYPES.has(type) ? '(Increase) decrease' : 'Increase (decrease)'} in ${a.name}`, t.credit - t.debit));
  }
  const computed = (label: string, amount: bigint): CashFlowRow => ({ account_id: null, label, amount: m(amount), drill: null });
  const opRows = [computed(STATEMENT_TEXT.changeInNetAssets, changeInNet)];
  if (longTermGifts !== 0n) opRows.push(computed(STATEMENT_TEXT.longTermContributions, -longTermGifts));
  opRows.push(...depreciation, ...operating);
  if (longTermGifts !== 0n) financing.unshift(computed(STATEMENT_TEXT.longTermContributions, longTermGifts));
  const section = (rows: CashFlowRow[]) => {
    const kept = rows.filter((x, i) => x.amount !== '0.00' || (rows === opRows && i === 0));
    return { rows: kept, total: m(kept.reduce((s, x) => s + wireCents(x.amount), 0n)) };
  };
  const op = section(opRows);
  const inv = section(investing);
  const fin = section(financing);
  const cash = (totals: KeyedTotal[]) => totals.reduce((s, t) => (CASH_TYPES.has(books.chart.get(t.accountId)?.typeId ?? 0) ? s + t.debit - t.credit : s), 0n);
  const begin = cash(r.before);
  const endCash = cash(r.end);
  return {
    from: p.from,
    to: p.to,
    operating: op,
    investing: inv,
    financing: fin,
    net_change: m(endCash - begin),
    cash_beginning: m(begin),
    cash_end: m(endCash),
  };
}
