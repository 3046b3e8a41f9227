import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';
import { type OpenBill, payableAccounts } from './payables.read.js';

/*
 * Today's aging from what the bills keep, not from every A/P line up to the day (openBills): the same figures.
 * Over all time a bill's A/P lines net to its amount due while it is Created (status 0: its entry credited
 * that much, a payment pays a bill in full and a voided payment was reversed; an edit reversed the old entry)
 * and to nothing once Paid, on a Check or Void (paid in full, or everything it posted reversed). The lines
 * dated after the day (a bill or payment dated on the user's calendar, a day ahead of UTC, and its void) are
 * taken back out, so the answer is the ledger's for any day; it is cheap where few lines follow the day:
 * today and later. ap-aging.kept.test.ts compares the two on every kind of bill history.
 */

/** The company's bill and payment lines on the A/P accounts dated after `asOf`, netted per bill (credit - debit). */
const linesAfter = (scope: OneCompanyScope, asOf: string) => sql`
  select (case when e.source_type = 'bill' then e.source_id else p.bill_id end) as bill_id, sum(l.credit_cents - l.debit_cents)::bigint as net
  from journal_lines l
  join journal_entries e on e.id = l.entry_id
  left join bill_payments p on e.source_type = 'bill_payment' and p.id = e.source_id
  where l.account_id in ${payableAccounts(scope)} and l.entry_date > ${asOf}::date
    and e.source_type in ('bill', 'bill_payment')
  group by 1`;

const columns = sql`b.id, b.bill_number, b.reference, b.bill_date::text as bill_date, b.bill_due::text as bill_due,
  b.amount_due_cents::text as amount_due, b.vendor_id`;

interface KeptRow {
  id: number;
  bill_number: number;
  reference: string;
  bill_date: string;
  bill_due: string;
  amount_due: string;
  vendor_id: number;
  /** null: the amount due (no line of the bill after the day) */
  open: string | null;
}

/**
 * Every bill with an amount open on the A/P accounts at the end of `asOf`, as openBills answers it, in its
 * order (vendor name lowercased, vendor, due day, bill), from the bills' status. ~100,000 open bills of one
 * company are as lean as the wire allows: no vendor name per row, the open amount only where lines after
 * the day make it differ from the amount due, and the order put here, not by the database (that sort of wide
 * rows spilled to disk and took half the query): the vendors are ranked by the database (its collation),
 * the bills grouped by vendor in that rank and sorted by due day and id.
 */
export async function openBillsKept(db: DbOrTx, scope: OneCompanyScope, asOf: string): Promise<OpenBill[]> {
  const keptOpen = sql`b.status = 0 and b.account_payable_id in ${payableAccounts(scope)}`;
  const [vendors, owed] = await Promise.all([
    db.execute(sql`select id, name from vendors where company_id = ${scope.companyId}::int order by lower(name), id`),
    db.execute(sql`
      with later as (${linesAfter(scope, asOf)})
      select ${columns}, (b.amount_due_cents - x.net)::text as open
      from bills b left join later x on x.bill_id = b.id
      where b.company_id = ${scope.companyId}::int and ${keptOpen} and b.amount_due_cents is distinct from x.net
      union all
      select ${columns}, (-x.net)::text as open
      from later x join bills b on b.id = x.bill_id and b.company_id = ${scope.companyId}::int
      where not (${keptOpen}) and x.net <> 0`),
  ]);
  const byVendor = new Map((vendors.rows as Array<{ id: number; name: string }>).map((v) => [v.id, { name: v.name, bills: [] as OpenBill[] }]));
  for (const r of owed.rows as unknown as KeptRow[]) {
    const vendor = byVendor.get(r.vendor_id);
    if (!vendor) throw new Error(`bill ${r.id}: its vendor is not the company's`);
    const amountDueCents = Number(r.amount_due);
    vendor.bills.push({
      billId: r.id,
      billNumber: r.bill_number,
      reference: r.reference,
      billDate: r.bill_date,
      billDue: r.bill_due,
      amountDueCents,
      vendorId: r.vendor_id,
      vendorName: vendor.name,
      openCents: r.open === null ? amountDueCents : Number(r.open),
    });
  }
  const byDueThenId = (a: OpenBill, b: OpenBill) => (a.billDue === b.billDue ? a.billId - b.billId : a.billDue < b.billDue ? -1 : 1);
  return [...byVendor.values()].flatMap((v) => v.bills.sort(byDueThenId));
}

/** The A/P accounts' balance (credit - debit) at the end of `asOf`: their kept all-time totals less the lines after the day. */
export async function payableBalanceKept(db: DbOrTx, scope: OneCompanyScope, asOf: string): Promise<number> {
  const res = await db.execute(sql`
    select ((select coalesce(sum(credit_cents - debit_cents), 0) from account_balances where account_id in ${payableAccounts(scope)})
          - (select coalesce(sum(credit_cents - debit_cents), 0) from journal_lines
             where account_id in ${payableAccounts(scope)} and entry_date > ${asOf}::date))::text as net`);
  return Number((res.rows[0] as { net: string }).net);
}
