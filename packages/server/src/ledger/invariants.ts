import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/**
 * What must hold over the whole ledger, whatever wrote it: every entry balances and has lines, every line
 * sits in its entry's company on an account of that company, and a reversal undoes an entry of its own
 * company, and every entry but a reversal balances within each fund (ledger/funds.ts; untagged lines a fund
 * of their own), ledger_totals holds the lines' sums and count, and the kept totals (account_balances, expense_year_totals, open_bill_deltas) equal
 * what they keep. Returns the problems found (empty when the books are sound). Run it after test suites.
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
    [
      'line in another company than its entry',
      sql`select l.id from journal_lines l join journal_entries e on e.id = l.entry_id where l.company_id <> e.company_id`,
    ],
    ['line on another company\u2019s account', sql`select l.id from journal_lines l join accounts a on a.id = l.account_id where a.company_id <> l.company_id`],
    [
      'reversal across companies or of a reversal',
      sql`select r.id from journal_entries r join journal_entries o on o.id = r.reverses_entry_id
          where o.company_id <> r.company_id or o.reverses_entry_id is not null`,
    ],
    [
      'line dated otherwise than its entry',
      sql`select l.id from journal_lines l join journal_entries e on e.id = l.entry_id where l.entry_date <> e.entry_date`,
    ],
    [
      // ledger_totals must equal the sums and the number of the lines for every key and month (balances read the
      // totals, the account ledger's page total their line_count of migration 0045), its stripes summed (0044).
      'ledger totals differ from the lines of account',
      sql`select distinct coalesce(l.account_id, t.account_id) as id from (
            select company_id, account_id, fund_program_id, functional_expense_id, date_trunc('month', entry_date)::date as month,
                   sum(debit_cents) as d, sum(credit_cents) as c, count(*) as n
            from journal_lines group by 1, 2, 3, 4, 5) l
          full join (
            select company_id, account_id, fund_program_id, functional_expense_id, month, sum(debit_cents) as d, sum(credit_cents) as c, sum(line_count) as n
            from ledger_totals group by 1, 2, 3, 4, 5) t on t.company_id = l.company_id and t.account_id = l.account_id and t.month = l.month
            and t.fund_program_id is not distinct from l.fund_program_id and t.functional_expense_id is not distinct from l.functional_expense_id
          where coalesce(l.d, 0) <> coalesce(t.d, 0) or coalesce(l.c, 0) <> coalesce(t.c, 0) or coalesce(l.n, 0) <> coalesce(t.n, 0)
          order by 1`,
    ],
    [
      // account_balances (migration 0036) must equal each account's ledger_totals summed over every key and month (stripes summed).
      'account balance differs from the totals of account',
      sql`select coalesce(t.account_id, b.account_id) as id from (
            select account_id, min(company_id) as company_id, sum(debit_cents) as d, sum(credit_cents) as c from ledger_totals group by account_id) t
          full join (
            select account_id, min(company_id) as company_id, max(company_id) as other_company, min(account_type_id) as type_id, max(account_type_id) as other_type,
                   sum(debit_cents) as d, sum(credit_cents) as c
            from account_balances group by account_id) b on b.account_id = t.account_id
          left join accounts a on a.id = b.account_id
          where coalesce(t.d, 0) <> coalesce(b.d, 0) or coalesce(t.c, 0) <> coalesce(b.c, 0) or t.company_id <> b.company_id
             or b.company_id <> b.other_company or a.account_type_id <> b.type_id or b.type_id <> b.other_type
          order by 1`,
    ],
    [
      // expense_year_totals (migration 0036): each Expenses account's ledger_totals summed per key and year.
      'expense year totals differ from the totals of account',
      sql`select distinct coalesce(t.account_id, y.account_id) as id from (
            select t.company_id, t.account_id, t.fund_program_id, t.functional_expense_id, extract(year from t.month)::integer as year,
                   sum(t.debit_cents) as d, sum(t.credit_cents) as c
            from ledger_totals t join accounts a on a.id = t.account_id and a.account_type_id = 11 group by 1, 2, 3, 4, 5) t
          full join (
            select company_id, account_id, fund_program_id, functional_expense_id, year, sum(debit_cents) as d, sum(credit_cents) as c
            from expense_year_totals group by 1, 2, 3, 4, 5) y on y.company_id = t.company_id and y.account_id = t.account_id and y.year = t.year
            and y.fund_program_id is not distinct from t.fund_program_id and y.functional_expense_id is not distinct from t.functional_expense_id
          where coalesce(t.d, 0) <> coalesce(y.d, 0) or coalesce(t.c, 0) <> coalesce(y.c, 0)
          order by 1`,
    ],
    [
      // open_bill_deltas (migration 0041): per due day, the count and cents of the open (Created) bills.
      'open bill deltas differ from the open bills due on',
      sql`select to_char(coalesce(b.bill_due, d.bill_due), 'YYYYMMDD')::int as id from (
            select bill_due, count(*) as n, sum(amount_due_cents) as c from bills where status = 0 group by 1) b
          full join (select bill_due, sum(n) as n, sum(cents) as c from open_bill_deltas group by 1) d on d.bill_due = b.bill_due
          where coalesce(b.n, 0) <> coalesce(d.n, 0) or coalesce(b.c, 0) <> coalesce(d.c, 0)
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
