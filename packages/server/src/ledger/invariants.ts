import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/**
 * What must hold over the whole ledger, whatever wrote it: every entry balances and has lines, every line
 * sits in its entry's company on an account of that company, and a reversal undoes an entry of its own
 * company, and every entry but a reversal balances within each fund (ledger/funds.ts; untagged lines a fund
 * of their own). Returns the problems found (empty when the books are sound). Run it after test suites.
 * (Books that were kept before the fund rule, migration 0019, may hold entries off within a fund: those are
 * reported too, for the treasurer to correct with a journal entry of the funds concerned.)
 */
export async function ledgerProblems(db: DbOrTx): Promise<string[]> {
  const checks: Array<[string, ReturnType<typeof sql>]> = [
    [
      'unbalanced or empty entry',
      sql`select e.id from journal_entries e left join journal_lines l on l.entry_id = e.id
          group by e.id having count(l.id) < 2 or coalesce(sum(l.debit_cents), 0) <> coalesce(sum(l.credit_cents), 0)`,
    ],
    [
      // The deferred trigger of migration 0019 and post() both refuse it; reversals are exempt (undoing an old entry always works).
      'entry off within a fund',
      sql`select distinct f.id from (
            select e.id from journal_entries e join journal_lines l on l.entry_id = e.id
            where e.reverses_entry_id is null
            group by e.id, l.fund_program_id having sum(l.debit_cents) <> sum(l.credit_cents)) f
          order by 1`,
    ],
    ['line in another company than its entry', sql`select l.id from journal_lines l join journal_entries e on e.id = l.entry_id where l.company_id <> e.company_id`],
    ['line on another company\u2019s account', sql`select l.id from journal_lines l join accounts a on a.id = l.account_id where a.company_id <> l.company_id`],
    [
      'reversal across companies or of a reversal',
      sql`select r.id from journal_entries r join journal_entries o on o.id = r.reverses_entry_id
          where o.company_id <> r.company_id or o.reverses_entry_id is not null`,
    ],
    ['line dated otherwise than its entry', sql`select l.id from journal_lines l join journal_entries e on e.id = l.entry_id where l.entry_date <> e.entry_date`],
    [
      // ledger_totals must equal the sums of the lines for every key and month (balances read the totals).
      'ledger totals differ from the lines of account',
      sql`select distinct coalesce(l.account_id, t.account_id) as id from (
            select company_id, account_id, fund_program_id, functional_expense_id, date_trunc('month', entry_date)::date as month,
                   sum(debit_cents) as d, sum(credit_cents) as c
            from journal_lines group by 1, 2, 3, 4, 5) l
          full join ledger_totals t on t.company_id = l.company_id and t.account_id = l.account_id and t.month = l.month
            and t.fund_program_id is not distinct from l.fund_program_id and t.functional_expense_id is not distinct from l.functional_expense_id
          where coalesce(l.d, 0) <> coalesce(t.debit_cents, 0) or coalesce(l.c, 0) <> coalesce(t.credit_cents, 0)
          order by 1`,
    ],
  ];
  const problems: string[] = [];
  for (const [what, query] of checks) {
    const res = await db.execute(query);
    for (const row of res.rows as Array<{ id: number }>) problems.push(`${what}: #${row.id}`);
  }
  return problems;
}
