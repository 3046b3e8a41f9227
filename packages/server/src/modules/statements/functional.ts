import type { FunctionalExpensesStatement } from '@app/contract';
import type { Books } from './books.js';
import { TYPE } from './classes.js';
import { periodTotals } from './ledger-read.js';
import type { Period } from './period.js';
import { drill, m, type Readings } from './shared.js';

export function functionalExpenses(books: Books, p: Period, r: Readings): FunctionalExpensesStatement {
  const cells = new Map<number, Map<number | null, bigint>>();
  for (const t of periodTotals(r.before, r.end)) {
    const a = books.chart.get(t.accountId);
    if (!a || a.typeId !== TYPE.expenses) continue;
    const row = cells.get(a.id) ?? new Map<number | null, bigint>();
    row.set(t.feId, (row.get(t.feId) ?? 0n) + t.debit - t.credit);
    cells.set(a.id, row);
  }
  const used = new Set<number>();
  for (const row of cells.values()) for (const [fe, v] of row) if (fe !== null && v !== 0n) used.add(fe);
  const columns = books.functionalExpenses.filter((x) => x.live || used.has(x.id)).map((x) => ({ functional_expense_id: x.id, name: x.name }));
  const colTotals = new Map<number, bigint>(columns.map((c) => [c.functional_expense_id, 0n]));
  let unassigned = 0n;
  let total = 0n;
  const rows = [...books.chart.values()]
    .filter((a) => cells.has(a.id) && [...cells.get(a.id)!.values()].some((v) => v !== 0n))
    .map((a) => {
      const row = cells.get(a.id)!;
      const amounts: Record<string, string> = {};
      for (const c of columns) {
        const v = row.get(c.functional_expense_id) ?? 0n;
        amounts[String(c.functional_expense_id)] = m(v);
        colTotals.set(c.functional_expense_id, colTotals.get(c.functional_expense_id)! + v);
      }
      const un = row.get(null) ?? 0n;
      const rowTotal = [...row.values()].reduce((s, v) => s + v, 0n);
      unassigned += un;
      total += rowTotal;
      return {
        account_id: a.id,
        account_number: a.number,
        account_name: a.name,
        amounts,
        unassigned: m(un),
        total: m(rowTotal),
        drill: drill(a.id, p.from, p.to),
      };
    });
  return {
    from: p.from,
    to: p.to,
    columns,
    rows,
    totals: Object.fromEntries([...colTotals].map(([k, v]) => [String(k), m(v)])),
    unassigned: m(unassigned),
    total: m(total),
  };
}
