import { BANK_ACCOUNT_TYPES, BILL_PAYMENT_STATUS, BILL_PAYMENT_STATUS_NAMES, type BillPaymentRow, fromCents, type UnpaidBill } from '@app/contract';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { type ListSpec, statusList } from '../../db/list-query.js';
import { accounts, billPayments, bills, companies, functionalExpenses, fundPrograms, vendors } from '../../db/schema/index.js';
import { findInScope } from '../../db/scoped-row.js';
import { documentEntries } from '../../documents/document-entries.js';
import { type CompanyScope, inScope, type OneCompanyScope } from '../../plugins/company-scope.js';
import { BILL_PAYMENT_SOURCE } from './bill-payments.postings.js';

export type BillPayment = typeof billPayments.$inferSelect;
const bank = alias(accounts, 'bank');
const payable = alias(accounts, 'payable');
const BANK_TYPES = [...BANK_ACCOUNT_TYPES];

/** The payment row in the caller's scope; with forUpdate it stays locked until the transaction ends (a void takes it). */
export const findPayment = (db: DbOrTx, scope: CompanyScope, id: number, opts: { forUpdate?: boolean } = {}): Promise<BillPayment | undefined> =>
  findInScope(db, billPayments, scope, id, opts);

/** The bill's live (Paid or Check) payment, locked. */
export async function livePaymentOfBill(db: DbOrTx, scope: CompanyScope, billId: number): Promise<BillPayment | undefined> {
  const [row] = await db
    .select()
    .from(billPayments)
    .where(and(eq(billPayments.billId, billId), inScope(scope, billPayments.companyId), ne(billPayments.status, BILL_PAYMENT_STATUS.Void)))
    .for('update');
  return row;
}

/** The payments' insert (ids given) for postLocked's statement, gated on its lock's answer (a standard check's payment is written on its check). */
export function insertPaymentsSql(
  rows: Array<
    Pick<
      typeof billPayments.$inferSelect,
      | 'id'
      | 'companyId'
      | 'billId'
      | 'accountPayableId'
      | 'bankAccountId'
      | 'amountDueCents'
      | 'discountCents'
      | 'paymentCents'
      | 'status'
      | 'paymentDate'
      | 'createdBy'
    > & {
      /** a standard check's payment: its check's id, an id or the check insert's answer (`(select id from c)`) */
      checkId?: number | SQL | null;
    }
  >,
  gate: SQL,
): SQL {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::int, ${r.companyId}::int, ${r.billId}::int, ${r.accountPayableId}::int, ${r.bankAccountId}::int, ${r.amountDueCents}::bigint, ${r.discountCents}::bigint, ${r.paymentCents}::bigint, ${r.status}::smallint, ${r.paymentDate}::date, ${r.createdBy}::int, ${r.checkId ?? null}::int)`,
    ),
    sql`, `,
  );
  return sql`insert into bill_payments (id, company_id, bill_id, account_payable_id, bank_account_id, amount_due_cents, discount_cents, payment_cents, status, payment_date, created_by, check_id)
    select v.* from (values ${values}) as v(id, company_id, bill_id, account_payable_id, bank_account_id, amount_due_cents, discount_cents, payment_cents, status, payment_date, created_by, check_id)
    where ${gate} returning id, created_at`;
}

/** An account of the chart within the scope (the checks before a payment's lock); undefined: unknown or another company's. */
export async function findAccount(db: DbOrTx, scope: CompanyScope, id: number) {
  const [row] = await db
    .select({ id: accounts.id, companyId: accounts.companyId, typeId: accounts.accountTypeId, status: accounts.status, name: accounts.accountName })
    .from(accounts)
    .where(and(eq(accounts.id, id), inScope(scope, accounts.companyId)));
  return row;
}

export const isBankType = (typeId: number) => BANK_ACCOUNT_TYPES.has(typeId);

const accountOption = { id: accounts.id, account_name: accounts.accountName, account_number: accounts.accountNumber };

/** A company's Active bank and cash accounts (types 13 and 1), plus `keep` (a payment's own account). */
export function bankOptions(db: DbOrTx, scope: OneCompanyScope, keep: number[] = []) {
  const ofCompany = inScope(scope, accounts.companyId);
  const offered = and(ofCompany, eq(accounts.status, 'Active'), inArray(accounts.accountTypeId, BANK_TYPES));
  return db
    .select(accountOption)
    .from(accounts)
    .where(keep.length ? or(offered, and(ofCompany, inArray(accounts.id, keep))) : offered)
    .orderBy(asc(accounts.accountNumber), asc(accounts.id));
}

/**
 * The payment screen's table: a company's Created bills on a payable account, oldest due first, at most `limit`, and how many there are: the
 * page and its count side by side (two statements at once, as every list's page), the page with only the
 * columns the picker shows and each bill's fund names (distinct, in line order: a split bill has several) in
 * its own statement (issue 23 point 3: whole bill rows mapped for 500 bills, then a second read of their lines).
 */
export async function unpaidBills(db: DbOrTx, scope: OneCompanyScope, accountPayableId: number, limit: number): Promise<{ rows: UnpaidBill[]; total: number }> {
  const where = and(inScope(scope, bills.companyId), eq(bills.accountPayableId, accountPayableId), eq(bills.status, 0));
  const fundNames = sql<string[] | null>`(select array_agg(n.name order by n.first) from (select f.name, min(bl.line_no) as first from bill_lines bl
      join fund_programs f on f.id = bl.fund_program_id where bl.bill_id = ${bills.id} and bl.company_id = ${bills.companyId} group by f.name) n)`;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(bills).where(where),
    db
      .select({
        id: bills.id,
        billNumber: bills.billNumber,
        billDue: bills.billDue,
        reference: bills.reference,
        vendorId: bills.vendorId,
        amountDueCents: bills.amountDueCents,
        vendorName: vendors.name,
        fundProgramName: fundPrograms.name,
        functionalExpenseName: functionalExpenses.name,
        fundNames,
      })
      .from(bills)
      .innerJoin(vendors, eq(vendors.id, bills.vendorId))
      .leftJoin(fundPrograms, eq(fundPrograms.id, bills.fundProgramId))
      .leftJoin(functionalExpenses, eq(functionalExpenses.id, bills.functionalExpenseId))
      .where(where)
      .orderBy(asc(bills.billDue), asc(bills.id))
      .limit(limit),
  ]);
  return {
    total: Number(total),
    rows: rows.map((b) => ({
      id: b.id,
      bill_id: b.id,
      bill_number: b.billNumber,
      bill_due: b.billDue,
      refrence: b.reference,
      vendor_id: b.vendorId,
      vendor_name: b.vendorName,
      amount_due: fromCents(b.amountDueCents),
      fund_program_name: b.fundProgramName ?? '',
      functional_expense_name: b.functionalExpenseName ?? '',
      fund_program_names: b.fundNames ?? [],
    })),
  };
}

// Only the columns the wire shows (toWire): drizzle maps every selected column of every row, and a page
// selecting both whole rows (~40 columns) served 0.3-0.4 of the bare server (issue 23 point 3).
const namedColumns = {
  p: {
    id: billPayments.id,
    billId: billPayments.billId,
    companyId: billPayments.companyId,
    accountPayableId: billPayments.accountPayableId,
    bankAccountId: billPayments.bankAccountId,
    amountDueCents: billPayments.amountDueCents,
    discountCents: billPayments.discountCents,
    paymentCents: billPayments.paymentCents,
    status: billPayments.status,
    checkId: billPayments.checkId,
    paymentDate: billPayments.paymentDate,
    createdAt: billPayments.createdAt,
    voidedAt: billPayments.voidedAt,
  },
  bill: { billNumber: bills.billNumber, reference: bills.reference, billDue: bills.billDue, vendorId: bills.vendorId },
  companyName: companies.legalName,
  bankName: bank.accountName,
  payableName: payable.accountName,
  vendorName: vendors.name,
  // Names no filter or sort reads: scalar subqueries, not joins. Every request plans its query anew (custom
  // plans), and two more joined tables tripled the planning (8 relations: 7-10 ms against the bare server's
  // 3-4 ms on the bench, when the page itself runs in under 1 ms: issue 23 point 3).
  fundProgramName: sql<string | null>`(select fp.name from fund_programs fp where fp.id = ${bills.fundProgramId})`,
  functionalExpenseName: sql<string | null>`(select fe.name from functional_expenses fe where fe.id = ${bills.functionalExpenseId})`,
};
const withNames = (db: DbOrTx) =>
  db
    .select(namedColumns)
    .from(billPayments)
    .innerJoin(bills, eq(bills.id, billPayments.billId))
    .innerJoin(companies, eq(companies.id, billPayments.companyId))
    .innerJoin(bank, eq(bank.id, billPayments.bankAccountId))
    .innerJoin(payable, eq(payable.id, billPayments.accountPayableId))
    .innerJoin(vendors, eq(vendors.id, bills.vendorId));
type Named = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];
export type PaymentListRecord = Named;

/** One payment as the wire names it, from its row and the names around it (read by a join, or known by a write). */
export function toWire(r: Named): BillPaymentRow {
  const p = r.p;
  return {
    id: p.id,
    bill_payment_id: p.id,
    bill_id: p.billId,
    pay_bills_id: p.billId,
    bill_number: r.bill.billNumber,
    refrence: r.bill.reference,
    bill_due: r.bill.billDue,
    company_id: p.companyId,
    companyName: r.companyName,
    account_payable_id: p.accountPayableId,
    payable_account_name: r.payableName,
    bank_account_id: p.bankAccountId,
    bank_account_name: r.bankName,
    vendor_id: r.bill.vendorId,
    vendor_name: r.vendorName,
    fund_program_name: r.fundProgramName ?? '',
    functional_expense_name: r.functionalExpenseName ?? '',
    amount: fromCents(p.amountDueCents),
    discount: fromCents(p.discountCents),
    final_payment: fromCents(p.paymentCents),
    status: p.status,
    status_name: BILL_PAYMENT_STATUS_NAMES[p.status] ?? String(p.status),
    check_id: p.checkId,
    payment_date: p.paymentDate,
    created_on: p.createdAt.toISOString(),
    voided_at: p.voidedAt ? p.voidedAt.toISOString() : null,
  };
}

export async function paymentWithNames(db: DbOrTx, scope: CompanyScope, id: number): Promise<BillPaymentRow | undefined> {
  const [row] = await withNames(db).where(and(eq(billPayments.id, id), inScope(scope, billPayments.companyId)));
  return row ? toWire(row) : undefined;
}

/** Every payment a bill has had (newest first): the bill view shows them. */
export async function paymentsOfBill(db: DbOrTx, scope: CompanyScope, billId: number): Promise<BillPaymentRow[]> {
  const where = and(eq(billPayments.billId, billId), inScope(scope, billPayments.companyId));
  return (await withNames(db).where(where).orderBy(desc(billPayments.id))).map(toWire);
}

/** The payment list: company and status filters, search, sort; shared by the page and the export. */
export const paymentList: ListSpec<Named, BillPaymentRow> = {
  name: 'payment_page',
  table: billPayments,
  filters: { status: billPayments.status },
  liveCompaniesOnly: true,
  joined: (db) => withNames(db).$dynamic(),
  toWire,
  searchIn: [bills.billNumber, bills.reference, vendors.name, bank.accountName, companies.legalName],
  sorts: {
    bill_number: bills.billNumber,
    payment_date: billPayments.paymentDate,
    bill_due: bills.billDue,
    vendor_name: sql`lower(${vendors.name})`,
    final_payment: billPayments.paymentCents,
    status_name: billPayments.status,
    companyName: sql`lower(${companies.legalName})`,
  },
};

/** The payment list's pages and export reader. */
export const paymentListing = statusList(paymentList);

/** The entries a payment posted (the payment and its void), oldest first, with their totals. */
export const paymentEntries = (db: DbOrTx, scope: OneCompanyScope, paymentId: number) => documentEntries(db, scope, BILL_PAYMENT_SOURCE, paymentId);
