import { BILL_PAYMENT_STATUS, CHECK_STATUS_NAMES, type CheckPaymentRow, type CheckRow, type CheckType, fromCents } from '@app/contract';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { type ListSpec, statusList } from '../../db/list-query.js';
import { nameById } from '../../db/name-by-id.js';
import { accounts, billPayments, bills, checkPayments, checks, companies, functionalExpenses, fundPrograms, vendors } from '../../db/schema/index.js';
import { findInScope } from '../../db/scoped-row.js';
import { type CompanyScope, inScope, type OneCompanyScope } from '../../plugins/company-scope.js';

export type Check = typeof checks.$inferSelect;
const bank = alias(accounts, 'bank');
const coa = alias(accounts, 'coa');

/** The check row in the caller's scope; with forUpdate it stays locked until the transaction ends (a void takes it). */
export const findCheck = (db: DbOrTx, scope: CompanyScope, id: number, opts: { forUpdate?: boolean } = {}): Promise<Check | undefined> =>
  findInScope(db, checks, scope, id, opts);

/** The highest number issued on a bank account (voided checks keep theirs), 0 when none. Read under the bank account lock. */
/**
 * The bank account's next check number in one read (it runs under the bank account's lock): the highest issued
 * + 1, never below where its checkbook starts (its print set-up's first number), else 1.
 */
export async function nextCheckNumber(db: DbOrTx, scope: OneCompanyScope, bankAccountId: number): Promise<number> {
  const res = await db.execute(sql`select greatest(
      coalesce((select max(check_number) from checks where bank_account_id = ${bankAccountId}::int and company_id = ${scope.companyId}::int), 0) + 1,
      coalesce((select first_check_number from check_print_setups where bank_account_id = ${bankAccountId}::int and company_id = ${scope.companyId}::int), 1))::text as n`);
  return Number((res.rows[0] as { n: string }).n);
}

export async function highestCheckNumber(db: DbOrTx, scope: CompanyScope, bankAccountId: number): Promise<number> {
  const [row] = await db
    .select({ n: max(checks.checkNumber) })
    .from(checks)
    .where(and(eq(checks.bankAccountId, bankAccountId), inScope(scope, checks.companyId)));
  return Number(row?.n ?? 0);
}

/**
 * The payments of a voucher run with their bill's number and vendor and their row version, WITHOUT a lock; and a
 * check id from the checks' sequence per payment read, so the run knows its checks' ids without a statement of its
 * own (a run makes at most one check a payment; the ids it does not use are left as gaps).
 */
export function paymentsToCheck(tx: DbOrTx, scope: OneCompanyScope, ids: number[]) {
  return tx
    .select({
      p: billPayments,
      billNumber: bills.billNumber,
      vendorId: bills.vendorId,
      version: sql<string>`${billPayments}.xmin::text`,
      checkId: sql<number>`nextval(pg_get_serial_sequence('checks', 'id'))::int`.mapWith(Number),
    })
    .from(billPayments)
    .innerJoin(bills, eq(bills.id, billPayments.billId))
    .where(and(inArray(billPayments.id, ids), inScope(scope, billPayments.companyId)));
}
export type PaymentToCheck = Awaited<ReturnType<typeof paymentsToCheck>>[number];

/** The amount in words stored when the check was made (null for checks made before migration 0014). */
export async function amountWordsOf(db: DbOrTx, scope: CompanyScope, id: number): Promise<string | null> {
  const [row] = await db
    .select({ words: checks.amountWords })
    .from(checks)
    .where(and(eq(checks.id, id), inScope(scope, checks.companyId)));
  return row?.words ?? null;
}

export async function insertCheck(tx: DbOrTx, values: typeof checks.$inferInsert): Promise<Check> {
  const [row] = await tx.insert(checks).values(values).returning();
  return row;
}

export async function recordCheckPayments(tx: DbOrTx, checkId: number, paymentIds: number[]) {
  if (paymentIds.length) await tx.insert(checkPayments).values(paymentIds.map((billPaymentId) => ({ checkId, billPaymentId })));
}

/** The live payments standing on a check, locked. */
export function livePaymentsOfCheck(tx: DbOrTx, scope: CompanyScope, checkId: number) {
  return tx
    .select()
    .from(billPayments)
    .where(and(eq(billPayments.checkId, checkId), inScope(scope, billPayments.companyId)))
    .orderBy(asc(billPayments.id))
    .for('update');
}

const paymentColumns = {
  p: billPayments,
  bill: bills,
  vendorName: vendors.name,
  accountName: coa.accountName,
  fundProgramName: fundPrograms.name,
  functionalExpenseName: functionalExpenses.name,
};
const paymentsWithNames = (db: DbOrTx) =>
  db
    .select(paymentColumns)
    .from(billPayments)
    .innerJoin(bills, eq(bills.id, billPayments.billId))
    .innerJoin(vendors, eq(vendors.id, bills.vendorId))
    .innerJoin(coa, eq(coa.id, bills.accountId))
    .leftJoin(fundPrograms, eq(fundPrograms.id, bills.fundProgramId))
    .leftJoin(functionalExpenses, eq(functionalExpenses.id, bills.functionalExpenseId));
type NamedPayment = Awaited<ReturnType<ReturnType<typeof paymentsWithNames>['execute']>>[number];

const paymentToWire = (r: NamedPayment): CheckPaymentRow => ({
  bill_payment_id: r.p.id,
  bill_id: r.bill.id,
  bill_number: r.bill.billNumber,
  refrence: r.bill.reference,
  bill_date: r.bill.billDate,
  bill_due: r.bill.billDue,
  vendor_id: r.bill.vendorId,
  vendor_name: r.vendorName,
  account_name: r.accountName,
  memo: r.bill.memo || r.bill.description,
  fund_program_name: r.fundProgramName ?? '',
  functional_expense_name: r.functionalExpenseName ?? '',
  amount_due: fromCents(r.p.amountDueCents),
  discount: fromCents(r.p.discountCents),
  amount: fromCents(r.p.paymentCents),
  payment_date: r.p.paymentDate,
  status: r.p.status,
});

/** The Paid payments of a bank account waiting for a voucher check, oldest first (at most `limit`). */
export async function paidPaymentsOfBank(db: DbOrTx, scope: OneCompanyScope, bankAccountId: number, limit: number) {
  const rows = await paymentsWithNames(db)
    .where(and(inScope(scope, billPayments.companyId), eq(billPayments.bankAccountId, bankAccountId), eq(billPayments.status, BILL_PAYMENT_STATUS.Paid)))
    .orderBy(asc(billPayments.id))
    .limit(limit);
  return rows.map(paymentToWire);
}

/** Every payment a check has held (its stubs), in payment order. */
export async function paymentsOfCheck(db: DbOrTx, scope: CompanyScope, checkId: number): Promise<CheckPaymentRow[]> {
  const ids = (await db.select({ id: checkPayments.billPaymentId }).from(checkPayments).where(eq(checkPayments.checkId, checkId))).map((r) => r.id);
  if (!ids.length) return [];
  return (
    await paymentsWithNames(db)
      .where(and(inArray(billPayments.id, ids), inScope(scope, billPayments.companyId)))
      .orderBy(asc(billPayments.id))
  ).map(paymentToWire);
}

const checkColumns = { c: checks, companyName: companies.legalName, vendorName: vendors.name, bankName: bank.accountName };
const checksWithNames = (db: DbOrTx) =>
  db
    .select(checkColumns)
    .from(checks)
    .innerJoin(companies, eq(companies.id, checks.companyId))
    .innerJoin(vendors, eq(vendors.id, checks.vendorId))
    .innerJoin(bank, eq(bank.id, checks.bankAccountId));
type NamedCheck = Awaited<ReturnType<ReturnType<typeof checksWithNames>['execute']>>[number];
export type CheckListRecord = NamedCheck;

const checkToWire = (r: NamedCheck): CheckRow => ({
  id: r.c.id,
  check_id: r.c.id,
  check_number: r.c.checkNumber,
  check_type: r.c.checkType as CheckType,
  company_id: r.c.companyId,
  company_name: r.companyName,
  vendor_id: r.c.vendorId,
  vendor_name: r.vendorName,
  memo: r.c.memo,
  check_amount: fromCents(r.c.amountCents),
  status: r.c.status,
  status_name: CHECK_STATUS_NAMES[r.c.status] ?? String(r.c.status),
  bank_account_id: r.c.bankAccountId,
  bank_account_name: r.bankName,
  check_current_date: r.c.checkDate,
  bill_id: r.c.billId,
  created_on: r.c.createdAt.toISOString(),
  voided_at: r.c.voidedAt ? r.c.voidedAt.toISOString() : null,
});

export async function checkWithNames(db: DbOrTx, scope: CompanyScope, id: number): Promise<CheckRow | undefined> {
  const [row] = await checksWithNames(db).where(and(eq(checks.id, id), inScope(scope, checks.companyId)));
  return row ? checkToWire(row) : undefined;
}

/** The checks among `ids` in the caller's scope, in number order (a print run). */
export async function checksByIds(db: DbOrTx, scope: CompanyScope, ids: number[]): Promise<CheckRow[]> {
  const rows = await checksWithNames(db)
    .where(and(inArray(checks.id, ids), inScope(scope, checks.companyId)))
    .orderBy(asc(checks.bankAccountId), asc(checks.checkNumber));
  return rows.map(checkToWire);
}

/** The cheque list: company and status filters, search, sort; shared by the page and the export. */
export const checkList: ListSpec<NamedCheck, CheckRow> = {
  name: 'check_page',
  table: checks,
  filters: { status: checks.status },
  liveCompaniesOnly: true,
  joined: (db) => checksWithNames(db).$dynamic(),
  // Names no filter reads as scalar subqueries (a search or a sort by name uses `joined`): issue 23 point 3.
  shown: (db) =>
    db
      .select({
        c: checks,
        companyName: nameById(companies.legalName, checks.companyId),
        vendorName: nameById(vendors.name, checks.vendorId),
        bankName: nameById(accounts.accountName, checks.bankAccountId),
      })
      .from(checks)
      .$dynamic(),
  toWire: checkToWire,
  searchIn: [checks.checkNumber, checks.memo, vendors.name, bank.accountName, companies.legalName],
  sorts: {
    check_number: checks.checkNumber,
    check_current_date: checks.checkDate,
    vendor_name: sql`lower(${vendors.name})`,
    check_amount: checks.amountCents,
    status_name: checks.status,
    company_name: sql`lower(${companies.legalName})`,
  },
};

/** The cheque list's pages and export reader. */
export const checkListing = statusList(checkList);

export async function vendorOf(db: DbOrTx, scope: CompanyScope, id: number) {
  const [v] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.id, id), inScope(scope, vendors.companyId)));
  return v;
}

/** The check's company, when the scope reaches it (a company's own row: its id is its company). */
export async function companyOf(db: DbOrTx, scope: CompanyScope, id: number) {
  const [c] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), inScope(scope, companies.id)));
  return c;
}
