import type { UnmatchedIntercompany } from '@app/contract';
import { formatUsd } from '@app/contract';
import type { Printable, PrintRow } from '../statements/printable.js';

/** A wire amount ("-12.30") as dollars. */
const usd = (s: string) => formatUsd(BigInt(s.replace('.', '')));
const amountOf = (r: PrintRow | undefined, pick: number) => (r ? (r.values.at(pick) ?? null) : '0.00');

/**
 * A roll-up printed with each elimination in its own column: the companies' figures summed, the amounts
 * eliminated, and what remains (the consolidated statement), row by row, taking from each printed statement
 * its total column `pick`. Rows only the consolidated statement has (an unmatched difference) are placed after
 * their neighbour; rows wholly eliminated stay, with 0.00 left.
 */
export function rollupPrintable(
  gross: Printable,
  eliminated: Printable,
  net: Printable,
  pick: number,
  companies: string[],
  unmatched: UnmatchedIntercompany[],
): Printable {
  const byLabel = (p: Printable) => new Map(p.rows.filter((r) => !r.heading).map((r) => [r.label, r]));
  const [g, e, n] = [byLabel(gross), byLabel(eliminated), byLabel(net)];
  const order: PrintRow[] = [...gross.rows];
  let at = -1;
  for (const r of net.rows) {
    const i = order.findIndex((o) => o.label === r.label && !!o.heading === !!r.heading);
    if (i >= 0) at = i;
    else order.splice(++at, 0, r);
  }
  const rows = order.map((r): PrintRow => {
    if (r.heading || !r.values.length) return r;
    return { ...r, values: [amountOf(g.get(r.label), pick), amountOf(e.get(r.label), pick), amountOf(n.get(r.label), pick)] };
  });
  const notes = [
    `Roll-up of ${companies.length} ${companies.length === 1 ? 'company' : 'companies'}: ${companies.join(', ')}.`,
    'Eliminations take out the due to / due from balances and the remittance revenue and expense between these companies.',
    ...unmatched.map(
      (u) =>
        `Unmatched intercompany difference: ${u.company_name} books ${usd(u.company_amount)}, ${u.counterparty_company_name} books ${usd(u.counterparty_amount)} (${u.kind === 'balance' ? 'due to / due from' : 'remittance'}): ${usd(u.difference)} not eliminated.`,
    ),
    ...(gross.notes ?? []),
  ];
  return { ...net, columns: ['Companies combined', 'Eliminations', 'Consolidated'], rows, notes };
}
