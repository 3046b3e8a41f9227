import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';

/** The Accounts Payable account type (account_types 6): the accounts bills credit and payments debit. */
export const PAYABLE_TYPE = 6;
export const payableAccounts = (scope: OneCompanyScope) =>
  sql`(select id from accounts where company_id = ${scope.companyId}::int and account_type_id = ${PAYABLE_TYPE}::int)`;

export interface OpenBill {
  billId: number;
  billNumber: number;
  reference: string;
  billDate: string;
  billDue: string;
  amountDueCents: number;
  vendorId: number;
  vendorName: string;
  openCents: number;
}

/**
 * Every bill with an amount still open on the A/P accounts at the end of `asOf`: its bill entry's A/P credit
 * less its payments' A/P debits, reversals (voids, corrections) counted on their own dates. Read from the
 * ledger's lines of the payable accounts up to the day (journal_lines_account_date_idx), so a past day shows
 * what was owed then.
 */
export async function openBills(db: DbOrTx, scope: OneCompanyScope, asOf: string): Promise<OpenBill[]> {
  const res = await db.execute(sql`
    select b.id as bill_id, b.bill_number, b.reference, b.bill_date::text as bill_date, b.bill_due::text as bill_due,
           b.amount_due_cents::text as amount_due, b.vendor_id, v.name as vendor_name,
           sum(l.credit_cents - l.debit_cents)::text as open
    from journal_lines l
    join journal_entries e on e.id = l.entry_id
    left join bill_payments p on e.source_type = 'bill_payment' and p.id = e.source_id
    join bills b on b.id = (case when e.source_type = 'bill' then e.source_id else p.bill_id end) and b.company_id = ${scope.companyId}::int
    join vendors v on v.id = b.vendor_id
    where l.account_id in ${payableAccounts(scope)} and l.entry_date <= ${asOf}::date
      and e.source_type in ('bill', 'bill_payment')
    group by b.id, v.name
    having sum(l.credit_cents - l.debit_cents) <> 0
    order by lower(v.name), b.vendor_id, b.bill_due, b.id`);
  return (res.rows as Array<Record<string, string | number>>).map((r) => ({
    billId: Number(r.bill_id),
    billNumber: Number(r.bill_number),
    reference: String(r.reference),
    billDate: String(r.bill_date),
    billDue: String(r.bill_due),
    amountDueCents: Number(r.amount_due),
    vendorId: Number(r.vendor_id),
    vendorName: String(r.vendor_name),
    openCents: Number(r.open),
  }));
}

/** The A/P accounts' balance (credit - debit) at the end of `asOf`, every line counted: the trial balance's figure. */
export async function payableBalance(db: DbOrTx, scope: OneCompanyScope, asOf: string): Promise<number> {
  const res = await db.execute(sql`
    select coalesce(sum(credit_cents - debit_cents), 0)::text as net from journal_lines
    where account_id in ${payableAccounts(scope)} and entry_date <= ${asOf}::date`);
  return Number((res.rows[0] as { net: string }).net);
}

/** What is owed to one vendor at the end of `day` (its A/P lines, any source). */
export async function vendorOwed(db: DbOrTx, scope: OneCompanyScope, vendorId: number, day: string): Promise<number> {
  const res = await db.execute(sql`
    select coalesce(sum(credit_cents - debit_cents), 0)::text as net from journal_lines
    where account_id in ${payableAccounts(scope)} and vendor_id = ${vendorId}::int and entry_date <= ${day}::date`);
  return Number((res.rows[0] as { net: string }).net);
}

export interface VendorEntry {
  entryId: number;
  date: string;
  sourceType: string;
  reversal: boolean;
  memo: string;
  /** the entry's A/P lines of the vendor: credit - debit */
  netCents: number;
  billId: number | null;
  billNumber: number | null;
  billReference: string | null;
  billVoid: boolean;
  paymentCents: number | null;
  discountCents: number | null;
  checkId: number | null;
  checkNumber: number | null;
}

/** The vendor's A/P entries dated from..to, in posting order, with the bill and payment each came from. */
export async function vendorEntries(db: DbOrTx, scope: OneCompanyScope, vendorId: number, from: string, to: string): Promise<VendorEntry[]> {
  const res = await db.execute(sql`
    select e.id as entry_id, e.entry_date::text as date, e.source_type, e.reverses_entry_id is not null as reversal, e.memo,
           x.net, b.id as bill_id, b.bill_number, b.reference, b.status = 1 as bill_void,
           p.payment_cents::text as payment, p.discount_cents::text as discount, c.id as check_id, c.check_number::text as check_number
    from (select entry_id, sum(credit_cents - debit_cents)::text as net from journal_lines
          where account_id in ${payableAccounts(scope)} and vendor_id = ${vendorId}::int
            and entry_date between ${from}::date and ${to}::date
          group by entry_id) x
    join journal_entries e on e.id = x.entry_id
    left join bill_payments p on e.source_type = 'bill_payment' and p.id = e.source_id
    left join bills b on b.id = (case when e.source_type = 'bill' then e.source_id when e.source_type = 'bill_payment' then p.bill_id end)
    left join checks c on c.id = p.check_id
    order by e.entry_date, e.id`);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return (res.rows as Array<Record<string, unknown>>).map((r) => ({
    entryId: Number(r.entry_id),
    date: String(r.date),
    sourceType: String(r.source_type),
    reversal: r.reversal === true,
    memo: String(r.memo ?? ''),
    netCents: Number(r.net),
    billId: num(r.bill_id),
    billNumber: num(r.bill_number),
    billReference: r.reference === null ? null : String(r.reference),
    billVoid: r.bill_void === true,
    paymentCents: num(r.payment),
    discountCents: num(r.discount),
    checkId: num(r.check_id),
    checkNumber: num(r.check_number),
  }));
}

export interface VendorCheck {
  id: number;
  date: string;
  checkNumber: number;
  checkType: string;
  amountCents: number;
  void: boolean;
}

/** The vendor's checks dated from..to (a check posts nothing itself: the statement shows it for reference). */
export async function vendorChecks(db: DbOrTx, scope: OneCompanyScope, vendorId: number, from: string, to: string): Promise<VendorCheck[]> {
  const res = await db.execute(sql`
    select id, check_date::text as date, check_number::text as n, check_type, amount_cents::text as amount, status = 2 as void
    from checks where company_id = ${scope.companyId}::int and vendor_id = ${vendorId}::int and check_date between ${from}::date and ${to}::date
    order by check_date, id`);
  return (res.rows as Array<Record<string, unknown>>).map((r) => ({
    id: Number(r.id),
    date: String(r.date),
    checkNumber: Number(r.n),
    checkType: String(r.check_type),
    amountCents: Number(r.amount),
    void: r.void === true,
  }));
}

/** The vendor's name when it is one of the company's (deleted vendors keep their history), else null. */
export async function vendorOfCompany(db: DbOrTx, scope: OneCompanyScope, vendorId: number): Promise<string | null> {
  const res = await db.execute(sql`select name from vendors where id = ${vendorId}::int and company_id = ${scope.companyId}::int`);
  return res.rows.length ? String((res.rows[0] as { name: string }).name) : null;
}
