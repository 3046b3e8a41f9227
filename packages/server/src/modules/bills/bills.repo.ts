import { BILL_COA_GROUPS, BILL_COA_TYPES, BILL_STATUS, BILL_STATUS_NAMES, type BillAccountOption, type BillRow, fromCents } from '@app/contract';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ListRequest, type ListSpec, listBatch, listPage } from '../../db/list-query.js';
import { nameById } from '../../db/name-by-id.js';
import { accounts, bills, companies, functionalExpenses, fundPrograms, purchaseOrders, vendors } from '../../db/schema/index.js';
import { findInScope } from '../../db/scoped-row.js';
import { documentEntries } from '../../documents/document-entries.js';
import { type CompanyScope, inScope, type OneCompanyScope } from '../../plugins/company-scope.js';
import { BILL_SOURCE } from './bills.postings.js';

export type Bill = typeof bills.$inferSelect;

/** Accounts payable are type 6. A bill's COA is one of BILL_COA_TYPES (contract): never bank, cash, A/P, income or net assets. */
export const PAYABLE_TYPE = 6;

/** The bill row in the caller's scope; with forUpdate it stays locked until the transaction ends (every status change takes it). */
export const findBill = (db: DbOrTx, scope: CompanyScope, id: number, opts: { forUpdate?: boolean } = {}): Promise<Bill | undefined> =>
  findInScope(db, bills, scope, id, opts);

const rowColumns = {
  bill: bills,
  companyName: companies.legalName,
  vendorName: vendors.name,
  // Names no filter or sort reads: scalar subqueries, not joins. Every request plans its query anew (custom
  // plans), and each joined table widens the planner's search: 8 relations planned in several times the bare
  // server's time, when the page itself runs in under 1 ms (issue 23 point 3).
  payableName: nameById(accounts.accountName, bills.accountPayableId),
  accountName: nameById(accounts.accountName, bills.accountId),
  fundProgramName: nameById<string | null>(fundPrograms.name, bills.fundProgramId),
  functionalExpenseName: nameById<string | null>(functionalExpenses.name, bills.functionalExpenseId),
  poNumber: purchaseOrders.poNumber,
};
export type BillListRecord = RowRecord;
type RowRecord = {
  bill: Bill;
  companyName: string;
  vendorName: string;
  payableName: string;
  accountName: string;
  fundProgramName: string | null;
  functionalExpenseName: string | null;
  poNumber: number | null;
};

const withNames = (db: DbOrTx) =>
  db
    .select(rowColumns)
    .from(bills)
    .innerJoin(companies, eq(companies.id, bills.companyId))
    .innerJoin(vendors, eq(vendors.id, bills.vendorId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, bills.purchaseOrderId));

export function toWire(r: RowRecord): BillRow {
  const b = r.bill;
  return {
    id: b.id,
    pay_bills_id: b.id,
    bill_number: b.billNumber,
    company_id: b.companyId,
    company_name: r.companyName,
    refrence: b.reference,
    bill_due: b.billDue,
    date: b.billDate,
    vendor_id: b.vendorId,
    vendor_name: r.vendorName,
    memo: b.memo,
    description: b.description,
    amount_due: fromCents(b.amountDueCents),
    account_payable_id: b.accountPayableId,
    account_payable_name: r.payableName,
    account_id: b.accountId,
    account_name: r.accountName,
    fund_program_id: b.fundProgramId,
    fund_program_name: r.fundProgramName ?? '',
    funtional_expenses_id: b.functionalExpenseId,
    functional_expense_name: r.functionalExpenseName ?? '',
    status: b.status,
    status_name: BILL_STATUS_NAMES[b.status] ?? String(b.status),
    purchase_order_id: b.purchaseOrderId,
    po_number: r.poNumber,
    created_on: b.createdAt.toISOString(),
    invoice_date: b.invoiceDate ?? null,
  };
}

export async function billWithNames(db: DbOrTx, scope: CompanyScope, id: number): Promise<BillRow | undefined> {
  const [row] = await withNames(db).where(and(eq(bills.id, id), inScope(scope, bills.companyId)));
  return row ? toWire(row as RowRecord) : undefined;
}

/** The bill list (Pay Bills): company and status filters, search, sort; shared by the page and the export. */
export const billList: ListSpec<RowRecord, BillRow> = {
  name: 'bill_page',
  table: bills,
  filters: { status: bills.status, vendor: bills.vendorId },
  // The dashboard's due links: open (Created) bills whose due day lies in the range (bills.due.ts);
  // due_between: the list's own due-date filter (issue 28.5), any status (the status filter narrows it).
  ranges: {
    due: { column: bills.billDue, also: sql`${bills.status} = ${sql.raw(String(BILL_STATUS.Created))}` },
    due_between: { column: bills.billDue },
  },
  liveCompaniesOnly: true,
  joined: (db) => withNames(db).$dynamic(),
  toWire: (r) => toWire(r),
  searchIn: [bills.billNumber, bills.reference, bills.memo, bills.description, vendors.name, companies.legalName, purchaseOrders.poNumber],
  sorts: {
    bill_number: bills.billNumber,
    date: bills.billDate,
    bill_due: bills.billDue,
    vendor_name: sql`lower(${vendors.name})`,
    amount_due: bills.amountDueCents,
    status_name: bills.status,
    company_name: sql`lower(${companies.legalName})`,
  },
};

export type BillListRequest = Omit<ListRequest, 'filters' | 'ranges'> & {
  scope: CompanyScope;
  status: number | null;
  due?: { from: string; until: string };
  dueBetween?: { from: string; until: string };
  vendorId?: number | null;
};
const billRequest = ({ scope, status, due, dueBetween, vendorId, ...r }: BillListRequest): ListRequest => ({
  ...r,
  scope,
  filters: { status, vendor: vendorId ?? null },
  ranges: { due, due_between: dueBetween },
});

/** One page of bills in the scope (newest first unless sorted); status null = every status. */
export const pageBills = (db: DbOrTx, p: BillListRequest & { page: number; perPage: number }) =>
  listPage(db, billList, { ...billRequest(p), page: p.page, perPage: p.perPage });

/** The export's reader: (limit, offset) => the list's raw rows, every bill in its order. */
export const billBatch = (db: DbOrTx, p: BillListRequest) => listBatch(db, billList, billRequest(p));

const accountOption = {
  id: accounts.id,
  account_name: accounts.accountName,
  account_number: accounts.accountNumber,
  account_type_id: accounts.accountTypeId,
};

/** The COA select's group order (expenses, assets, liabilities; anything else kept last) as SQL. */
const coaGroupOrder = sql`case ${sql.join(
  BILL_COA_GROUPS.map(
    (g, n) =>
      sql`when ${accounts.accountTypeId} in (${sql.join(
        g.types.map((t) => sql`${t}`),
        sql`, `,
      )}) then ${n}`,
  ),
  sql` `,
)} else ${BILL_COA_GROUPS.length} end`;

/** A company's Active accounts of a kind, plus `keep` (the bill's current choice, even if no longer offered). */
function accountOptions(db: DbOrTx, scope: OneCompanyScope, kind: SQL, keep: number[] = [], groupOrder?: SQL): Promise<BillAccountOption[]> {
  const ofCompany = inScope(scope, accounts.companyId);
  const offered = and(ofCompany, eq(accounts.status, 'Active'), kind);
  return db
    .select(accountOption)
    .from(accounts)
    .where(keep.length ? or(offered, and(ofCompany, inArray(accounts.id, keep))) : offered)
    .orderBy(...(groupOrder ? [groupOrder] : []), asc(accounts.accountNumber), asc(accounts.id));
}

export const payableOptions = (db: DbOrTx, scope: OneCompanyScope, keep?: number[]) =>
  accountOptions(db, scope, eq(accounts.accountTypeId, PAYABLE_TYPE), keep);
/** The COA select: expenses, then assets and liabilities (section grouping on the form). */
export const coaOptions = (db: DbOrTx, scope: OneCompanyScope, keep?: number[]) =>
  accountOptions(db, scope, inArray(accounts.accountTypeId, [...BILL_COA_TYPES]), keep, coaGroupOrder);

/**
 * A live (not void) bill of the vendor with the same reference, trimmed and case-insensitive (index of
 * migration 0013), other than the bill being edited: the bill a user may be about to pay twice.
 */
export async function billWithReference(db: DbOrTx, scope: OneCompanyScope, vendorId: number, reference: string, exceptId?: number) {
  const [row] = await db
    .select({ billNumber: bills.billNumber, billDate: bills.billDate, amountDueCents: bills.amountDueCents })
    .from(bills)
    .where(
      and(
        eq(bills.vendorId, vendorId),
        inScope(scope, bills.companyId),
        sql`${bills.status} <> ${BILL_STATUS.Void}`,
        sql`lower(btrim(${bills.reference})) = lower(btrim(${reference}))`,
        exceptId ? sql`${bills.id} <> ${exceptId}` : undefined,
      ),
    )
    .orderBy(bills.id)
    .limit(1);
  return row;
}

/** A vendor within the scope and its company (the bill list's vendor filter: another company's is not found). */
export async function vendorCompany(db: DbOrTx, scope: CompanyScope, id: number) {
  const [row] = await db
    .select({ id: vendors.id, companyId: vendors.companyId })
    .from(vendors)
    .where(and(eq(vendors.id, id), inScope(scope, vendors.companyId)));
  return row;
}

/** The entries a bill posted (create, edits, void), oldest first, with their totals. */
export const billEntries = (db: DbOrTx, scope: OneCompanyScope, billId: number) => documentEntries(db, scope, BILL_SOURCE, billId);
