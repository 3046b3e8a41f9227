import { type FinancialPosition, type FinancialPositionRow, STATEMENT_TEXT } from '@app/contract';
import type { Books } from './books.js';
import { ASSET_TYPES, CURRENT_ASSET_TYPES, CURRENT_LIABILITY_TYPES, fundPositions, LIABILITY_TYPES, netAssetsByClass, TYPE } from './classes.js';
import type { KeyedTotal } from './ledger-read.js';
import { cls, drill, fundOfBooks, isDue, m, netByAccount } from './shared.js';

export function financialPosition(books: Books, asOf: string, totals: KeyedTotal[]): FinancialPosition {
  const byAccount = netByAccount(totals);
  const assets: FinancialPositionRow[] = [];
  const liabilities: FinancialPositionRow[] = [];
  const sums = { ca: 0n, nca: 0n, cl: 0n, ncl: 0n };
  let interfund = 0n; // due from (asset) minus due to (liability): zero when every loan is complete
  for (const a of books.chart.values()) {
    const t = byAccount.get(a.id);
    if (!t) continue;
    if (isDue(a)) {
      interfund += t.debit - t.credit;
      continue;
    }
    const isAsset = ASSET_TYPES.has(a.typeId);
    if (!isAsset && !LIABILITY_TYPES.has(a.typeId)) continue;
    const amount = isAsset ? t.debit - t.credit : t.credit - t.debit;
    if (amount === 0n) continue;
    const current = isAsset ? CURRENT_ASSET_TYPES.has(a.typeId) : CURRENT_LIABILITY_TYPES.has(a.typeId);
    const row: FinancialPositionRow = {
      account_id: a.id,
      account_number: a.number,
      account_name: a.name,
      account_type_id: a.typeId,
      account_type: a.type,
      group: current ? 'current' : 'non_current',
      amount: m(amount),
      drill: drill(a.id, null, asOf),
    };
    if (isAsset) {
      assets.push(row);
      if (current) sums.ca += amount;
      else sums.nca += amount;
    } else {
      liabilities.push(row);
      if (current) sums.cl += amount;
      else sums.ncl += amount;
    }
  }
  if (interfund !== 0n) {
    const asset = interfund > 0n;
    const amount = asset ? interfund : -interfund;
    const typeId = asset ? TYPE.otherCurrentAsset : TYPE.otherCurrentLiability;
    const row: FinancialPositionRow = {
      account_id: null,
      account_number: '',
      account_name: STATEMENT_TEXT.interfundNet,
      account_type_id: typeId,
      account_type: asset ? 'Other Current Asset' : 'Other Current Liability',
      group: 'current',
      amount: m(amount),
      drill: null,
    };
    if (asset) {
      assets.push(row);
      sums.ca += amount;
    } else {
      liabilities.push(row);
      sums.cl += amount;
    }
  }
  const net = netAssetsByClass(fundPositions(totals, books.chart), fundOfBooks(books), asOf);
  const totalLiabilities = sums.cl + sums.ncl;
  return {
    as_of: asOf,
    assets,
    total_current_assets: m(sums.ca),
    total_non_current_assets: m(sums.nca),
    total_assets: m(sums.ca + sums.nca),
    liabilities,
    total_current_liabilities: m(sums.cl),
    total_non_current_liabilities: m(sums.ncl),
    total_liabilities: m(totalLiabilities),
    net_assets: cls(net.without, net.with),
    total_liabilities_and_net_assets: m(totalLiabilities + net.total),
  };
}
