import { type ActivityExpenseRow, type ActivityRow, STATEMENT_TEXT, type StatementOfActivities } from '@app/contract';
import type { Books } from './books.js';
import { fundPositions, netAssetsByClass, TYPE } from './classes.js';
import { fundFlows } from './fund-flows.js';
import { periodTotals } from './ledger-read.js';
import type { Period } from './period.js';
import { cls, drill, fundOfBooks, isTransfer, type Readings } from './shared.js';

export function statementOfActivities(books: Books, p: Period, r: Readings): StatementOfActivities {
  const flows = fundFlows(books, p, r);
  const withFlow = (fundId: number | null) => flows.get(fundId)?.flowsWith ?? false;
  const revenue = new Map<number, { without: bigint; with: bigint }>();
  const other = new Map<number, { without: bigint; with: bigint }>();
  const byFe = new Map<number | null, bigint>();
  for (const t of periodTotals(r.before, r.end)) {
    const a = books.chart.get(t.accountId);
    if (!a) continue;
    const target = isTransfer(a) || a.typeId === TYPE.netAssets ? other : a.typeId === TYPE.income ? revenue : null;
    if (target) {
      const row = target.get(a.id) ?? { without: 0n, with: 0n };
      if (withFlow(t.fundId)) row.with += t.credit - t.debit;
      else row.without += t.credit - t.debit;
      target.set(a.id, row);
    } else if (a.typeId === TYPE.expenses) byFe.set(t.feId, (byFe.get(t.feId) ?? 0n) + t.debit - t.credit);
  }
  const accountRows = (map: Map<number, { without: bigint; with: bigint }>) =>
    [...books.chart.values()]
      .filter((a) => map.has(a.id) && (map.get(a.id)!.without !== 0n || map.get(a.id)!.with !== 0n))
      .map((a): ActivityRow => {
        const v = map.get(a.id)!;
        return { account_id: a.id, account_number: a.number, name: a.name, ...cls(v.without, v.with), drill: drill(a.id, p.from, p.to) };
      });
  const sum = (map: Map<number, { without: bigint; with: bigint }>) =>
    [...map.values()].reduce((s, v) => ({ without: s.without + v.without, with: s.with + v.with }), { without: 0n, with: 0n });

  let released = 0n;
  const unbalanced = { without: 0n, with: 0n };
  for (const f of flows.values()) {
    released += f.released;
    if (f.flowsWith) unbalanced.with += f.unbalanced;
    else unbalanced.without += f.unbalanced;
  }
  const rev = sum(revenue);
  const oth = sum(other);
  const otherRows = accountRows(other);
  if (unbalanced.without !== 0n || unbalanced.with !== 0n) {
    otherRows.push({ account_id: null, account_number: null, name: STATEMENT_TEXT.unbalancedFunds, ...cls(unbalanced.without, unbalanced.with), drill: null });
    oth.without += unbalanced.without;
    oth.with += unbalanced.with;
  }
  const feName = new Map(books.functionalExpenses.map((x) => [x.id, x.name]));
  const expenses: ActivityExpenseRow[] = [...byFe.entries()]
    .filter(([, v]) => v !== 0n)
    .map(([id, v]) => ({ functional_expense_id: id, name: id === null ? STATEMENT_TEXT.unassigned : (feName.get(id) ?? `#${id}`), ...cls(v, 0n) }))
    .sort((x, y) => (x.functional_expense_id === null ? 1 : y.functional_expense_id === null ? -1 : x.name.localeCompare(y.name)));
  const totalExpenses = [...byFe.values()].reduce((s, v) => s + v, 0n);

  const fundOf = fundOfBooks(books);
  const begin = netAssetsByClass(fundPositions(r.before, books.chart), fundOf, p.before);
  const end = netAssetsByClass(fundPositions(r.end, books.chart), fundOf, p.to);
  const totalRevenue = { without: rev.without + released, with: rev.with - released };
  const change = { without: totalRevenue.without - totalExpenses + oth.without, with: totalRevenue.with + oth.with };
  return {
    from: p.from,
    to: p.to,
    revenue: accountRows(revenue),
    released: cls(released, -released),
    total_revenue: cls(totalRevenue.without, totalRevenue.with),
    expenses,
    total_expenses: cls(totalExpenses, 0n),
    other_changes: otherRows,
    total_other_changes: cls(oth.without, oth.with),
    change_in_net_assets: cls(change.without, change.with),
    net_assets_beginning: cls(begin.without, begin.with),
    net_assets_end: cls(end.without, end.with),
  };
}
