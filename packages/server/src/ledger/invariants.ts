import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/**
 * What must hold over the whole ledger, whatever wrote it: every entry balances and has lines, every line
 * sits in its entry's company on an account of that company, and a reversal undoes an entry of its own
 * company. Returns the problems found (empty when the books are sound). Run it after test suites.
 */
export async function ledgerProblems(db: DbOrTx): Promise<string[]> {
  const checks: Array<[string, ReturnType<typeof sql>]> = [
    [
      'unbalanced or empty entry',
      sql`select e.id from journal_entries e left join journal_lines l on l.entry_id = e.id
          group by e.id having count(l.id) < 2 or coalesce(sum(l.debit_cents), 0) <> coalesce(sum(l.credit_cents), 0)`,
    ],
    ['line in another company than its entry', sql`select l.id from journal_lines l join journal_entries e on e.id = l.entry_id where l.company_id <> e.company_id`],
    ['line on another company\u2019s account', sql`select l.id from journal_lines l join accounts a on a.id = l.account_id where a.company_id <> l.company_id`],
    [
      'reversal across companies or of a reversal',
      sql`select r.id from journal_entries r join journal_entries o on o.id = r.reverses_entry_id
          where o.company_id <> r.company_id or o.reverses_entry_id is not null`,
    ],
  ];
  const problems: string[] = [];
  for (const [what, query] of checks) {
    const res = await db.execute(query);
    for (const row of res.rows as Array<{ id: number }>) problems.push(`${what}: #${row.id}`);
  }
  return problems;
}
