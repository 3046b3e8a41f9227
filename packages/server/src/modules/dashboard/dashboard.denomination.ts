import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { exactCents } from '../../ledger/balances.js';
import { monthEnd, monthOf } from '../../ledger/totals.js';
import type { CountTotalCents } from './dashboard.repo.js';

/**
 * A denomination's totals for the Super-Admin's dashboard over every live company (issue 23 point 4), each
 * read from the kept totals of migration 0036 rather than from every company's history: at 5,611 companies
 * the sums of the months and of every open bill took seconds.
 */

/** Deleted companies: every read below keeps to `company_id not in DELETED` (the live ones). */
const DELETED = sql`(select id from companies where deleted_at is not null)`;

/**
 * Open bills overdue (due before `today`) and due `today` .. `soonUntil`, over every live company: the kept
 * deltas by due day (open_bill_deltas, migration 0041: a few rows a day, folded hourly), less the open bills
 * of deleted companies (few companies, read on their own index). A pass over every open bill read 800,000
 * index entries on the bench (115 ms p50 for the whole dashboard, 300-600 ms alone at load 17).
 */
export async function billsDueTotals(db: DbOrTx, today: string, soonUntil: string): Promise<{ overdue: CountTotalCents; soon: CountTotalCents }> {
  const res = await db.execute(sql`
    with d as (
      select bill_due, n::bigint as n, cents from open_bill_deltas where bill_due <= ${soonUntil}::date
      union all
      select bill_due, -1, -amount_due_cents from bills
       where status = 0 and bill_due <= ${soonUntil}::date and company_id in ${DELETED})
    select coalesce(sum(n) filter (where bill_due < ${today}::date), 0)::text as overdue_n,
           coalesce(sum(cents) filter (where bill_due < ${today}::date), 0)::text as overdue_cents,
           coalesce(sum(n) filter (where bill_due >= ${today}::date), 0)::text as soon_n,
           coalesce(sum(cents) filter (where bill_due >= ${today}::date), 0)::text as soon_cents
      from d`);
  const [r] = res.rows as Array<{ overdue_n: string; overdue_cents: string; soon_n: string; soon_cents: string }>;
  return {
    overdue: { count: Number(r.overdue_n), cents: exactCents(r.overdue_cents) },
    soon: { count: Number(r.soon_n), cents: exactCents(r.soon_cents) },
  };
}

/** Folds the open bills' deltas into one row per due day (every node, hourly); answers the rows kept. */
export async function foldOpenBillDeltas(db: DbOrTx): Promise<number> {
  const res = await db.execute(sql`select open_bill_deltas_fold() as kept`);
  return Number((res.rows[0] as { kept: number }).kept);
}

/** Paid payments not yet on a check over every live company: one pass over bill_payments_unchecked_idx. */
export async function uncheckedTotal(db: DbOrTx): Promise<CountTotalCents> {
  const res = await db.execute(
    sql`select count(*)::text as n, coalesce(sum(payment_cents), 0)::text as cents from bill_payments where status = 2 and company_id not in ${DELETED}`,
  );
  const [r] = res.rows as Array<{ n: string; cents: string }>;
  return { count: Number(r.n), cents: exactCents(r.cents) };
}

/**
 * Net spending (debits minus credits on Expenses accounts) per fund program and functional expense over
 * every live company, January 1 .. asOf: the year's kept totals (expense_year_totals), less the months after
 * asOf's (post-dated entries: ledger_totals_month_idx) and less asOf's month's lines dated after it, read only
 * in the companies with totals in that month (journal_lines_company_date_idx). One statement, both keys.
 */
export async function yearSpending(db: DbOrTx, asOf: string) {
  const year = Number(asOf.slice(0, 4));
  const month = monthOf(asOf);
  const expenses = sql`select id from accounts where account_type_id = 11`;
  const later =
    asOf === monthEnd(asOf)
      ? sql``
      : sql`
      union all
      select l.fund_program_id, l.functional_expense_id, -(l.debit_cents - l.credit_cents)
        from (select distinct company_id from ledger_totals where month = ${month}::date and company_id not in ${DELETED}) co
        cross join lateral (
          select fund_program_id, functional_expense_id, debit_cents, credit_cents from journal_lines
           where company_id = co.company_id and entry_date > ${asOf}::date and entry_date <= ${monthEnd(asOf)}::date
             and account_id in (${expenses})) l`;
  const res = await db.execute(sql`
    select fund_program_id as fund, functional_expense_id as expense, sum(net)::text as net from (
      select fund_program_id, functional_expense_id, debit_cents - credit_cents as net
        from expense_year_totals where year = ${year}::int and company_id not in ${DELETED}
      union all
      select fund_program_id, functional_expense_id, -(debit_cents - credit_cents)
        from ledger_totals where month > ${month}::date and month <= ${`${year}-12-01`}::date
         and account_id in (${expenses}) and company_id not in ${DELETED}${later}
    ) s group by 1, 2`);
  return (res.rows as Array<{ fund: number | null; expense: number | null; net: string }>).map((r) => ({
    fund: r.fund === null ? null : Number(r.fund),
    expense: r.expense === null ? null : Number(r.expense),
    cents: exactCents(r.net),
  }));
}
