import { BILL_STATUS, BILL_STATUS_NAMES, DEPOSIT_LIABILITY_TYPES, DEPOSIT_STATUS_NAMES, type DepositLineRow, type DepositRow, fromCents } from '@app/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { documentEntries } from '../../documents/document-entries.js';
import type { DbOrTx } from '../../db/client.js';
import { findInScope } from '../../db/scoped-row.js';
import { type ListRequest, type ListSpec, listBatch, listPage } from '../../db/list-query.js';
import { accounts, bills, companies, depositLines, deposits, fundPrograms, journalLines, vendors } from '../../db/schema/index.js';
import { type CompanyScope, inScope, ofParentIn, type OneCompanyScope } from '../../plugins/company-scope.js';
import { DEPOSIT_SOURCE } from './deposit.postings.js';

export type Deposit = typeof deposits.$inferSelect;
export type DepositLine = typeof depositLines.$inferSelect;
const bank = alias(accounts, 'bank');
const feeAccount = alias(accounts, 'fee_account');

/** The deposit in the caller's scope; with forUpdate it stays locked until the transaction ends (void, return). */
export const findDeposit = (db: DbOrTx, scope: CompanyScope, id: number, opts: { forUpdate?: boolean } = {}): Promise<Deposit | undefined> =>
  findInScope(db, deposits, scope, id, opts);

/** Accounts by id within the scope (another company's is missing: the service refuses it by field). */
export function findAccounts(db: DbOrTx, scope: OneCompanyScope, ids: number[]) {
  return db
    .select({
      id: accounts.id,
      companyId: accounts.companyId,
      typeId: accounts.accountTypeId,
      status: accounts.status,
      name: accounts.accountName,
      number: accounts.accountNumber,
    })
    .from(accounts)
    .where(and(inArray(accounts.id, ids), inScope(scope, accounts.companyId)));
}

/** Fund programs by id that the scope's company may use: its own and the global ones (company 0), not deleted. */
export function usableFunds(db: DbOrTx, scope: OneCompanyScope, ids: number[]) {
  return db
    .select({ id: fundPrograms.id, name: fundPrograms.name })
    .from(fundPrograms)
    .where(and(inArray(fundPrograms.id, ids), inArray(fundPrograms.companyId, [0, scope.companyId]), sql`${fundPrograms.deletedAt} is null`));
}

/** The lines of a deposit within the scope with the names its view shows, in count-sheet order. */
export async function linesOf(db: DbOrTx, scope: CompanyScope, depositId: number): Promise<DepositLineRow[]> {
  const rows = await db
    .select({
      l: depositLines,
      accountNumber: accounts.accountNumber,
      accountName: accounts.accountName,
      typeId: accounts.accountTypeId,
      fundName: fundPrograms.name,
      feeAccountName: feeAccount.accountName,
    })
    .from(depositLines)
    .innerJoin(accounts, eq(accounts.id, depositLines.accountId))
    .innerJoin(fundPrograms, eq(fundPrograms.id, depositLines.fundProgramId))
    .leftJoin(feeAccount, eq(feeAccount.id, depositLines.returnFeeAccountId))
    .where(ofParentIn(scope, depositLines.depositId, { table: deposits, id: deposits.id, companyId: deposits.companyId }, depositId))
    .orderBy(asc(depositLines.lineNo));
  return rows.map((r) => lineToWire(r.l, { number: r.accountNumber, name: r.accountName, typeId: r.typeId }, r.fundName, r.feeAccountName));
}

export function lineToWire(
  l: DepositLine,
  account: { number: string; name: string; typeId: number },
  fundName: string,
  feeAccountName: string | null = null,
): DepositLineRow {
  return {
    id: l.id,
    line_no: l.lineNo,
    account_id: l.accountId,
    account_number: account.number,
    account_name: account.name,
    held_for_others: DEPOSIT_LIABILITY_TYPES.has(account.typeId),
    fund_program_id: l.fundProgramId,
    fund_program_name: fundName,
    amount: fromCents(l.amountCents),
    method: l.method,
    check_number: l.checkNumber,
    payer: l.payer,
    memo: l.memo,
    returned: l.returnedOn !== null,
    returned_on: l.returnedOn,
    return_fee: l.returnFeeCents === null ? null : fromCents(l.returnFeeCents),
    return_fee_account_name: feeAccountName,
  };
}

const withNames = (db: DbOrTx) =>
  db
    .select({ d: deposits, companyName: companies.legalName, bankName: bank.accountName, bankNumber: bank.accountNumber })
    .from(deposits)
    .innerJoin(companies, eq(companies.id, deposits.companyId))
    .innerJoin(bank, eq(bank.id, deposits.bankAccountId));
type Named = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];
export type DepositListRecord = Named;

/** One deposit as the wire names it, from its row and the names around it (read by a join, or known by a write). */
export function toWire(r: Named): DepositRow {
  const d = r.d;
  return {
    id: d.id,
    company_id: d.companyId,
    companyName: r.companyName,
    bank_account_id: d.bankAccountId,
    bank_account_name: r.bankName,
    bank_account_number: r.bankNumber,
    deposit_date: d.depositDate,
    memo: d.memo,
    counted_by: [d.countedBy1, d.countedBy2],
    cash_total: fromCents(d.cashCents),
    check_total: fromCents(d.checkCents),
    electronic_total: fromCents(d.electronicCents),
    total: fromCents(d.totalCents),
    line_count: d.lineCount,
    status: d.status,
    status_name: DEPOSIT_STATUS_NAMES[d.status] ?? String(d.status),
    created_on: d.createdAt.toISOString(),
    voided_at: d.voidedAt ? d.voidedAt.toISOString() : null,
  };
}

export async function depositWithNames(db: DbOrTx, scope: CompanyScope, id: number): Promise<DepositRow | undefined> {
  const [row] = await withNames(db).where(and(eq(deposits.id, id), inScope(scope, deposits.companyId)));
  return row ? toWire(row) : undefined;
}

/** The deposit list: company, status and date filters, search, sort; shared by the page and the export. */
export const depositList: ListSpec<Named, DepositRow> = {
  name: 'deposit_page',
  table: deposits,
  filters: { status: deposits.status },
  ranges: { date: { column: deposits.depositDate } },
  liveCompaniesOnly: true,
  joined: (db) => withNames(db).$dynamic(),
  toWire,
  searchIn: [deposits.id, deposits.memo, deposits.countedBy1, deposits.countedBy2, bank.accountName, companies.legalName],
  sorts: {
    deposit_date: deposits.depositDate,
    total: deposits.totalCents,
    bank_account_name: sql`lower(${bank.accountName})`,
    status_name: deposits.status,
    companyName: sql`lower(${companies.legalName})`,
  },
};

export type DepositListRequest = Omit<ListRequest, 'filters' | 'ranges'> & {
  scope: CompanyScope;
  status: number | null;
  dates: { from: string; until: string } | undefined;
};
const listRequest = ({ scope, status, dates, ...r }: DepositListRequest): ListRequest => ({
  ...r,
  scope,
  filters: { status },
  ranges: { date: dates },
});

export const pageDeposits = (db: DbOrTx, p: DepositListRequest & { page: number; perPage: number }) =>
  listPage(db, depositList, { ...listRequest(p), page: p.page, perPage: p.perPage });

export const depositBatch = (db: DbOrTx, p: DepositListRequest) => listBatch(db, depositList, listRequest(p));

/** The entries a deposit posted (the deposit, its returned checks, its void), oldest first, with their totals. */
export const depositEntries = (db: DbOrTx, scope: OneCompanyScope, depositId: number) => documentEntries(db, scope, DEPOSIT_SOURCE, depositId);

/** The live bills (not Void) of a company on one liability account and fund: they pay held money out. */
export function billsPayingOut(db: DbOrTx, scope: OneCompanyScope, accountId: number, fundProgramId: number) {
  return db
    .select({ id: bills.id, billNumber: bills.billNumber, vendorName: vendors.name, amountDueCents: bills.amountDueCents, status: bills.status })
    .from(bills)
    .innerJoin(vendors, eq(vendors.id, bills.vendorId))
    .where(and(inScope(scope, bills.companyId), eq(bills.accountId, accountId), eq(bills.fundProgramId, fundProgramId), ne(bills.status, BILL_STATUS.Void)))
    .orderBy(asc(bills.id))
    .limit(50)
    .then((rows) => rows.map((b) => ({ ...b, statusName: BILL_STATUS_NAMES[b.status] ?? String(b.status) })));
}

/** A liability account's credit balance in one fund, all time: what is still held for others there. */
export async function heldBalance(db: DbOrTx, scope: OneCompanyScope, accountId: number, fundProgramId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${journalLines.creditCents} - ${journalLines.debitCents}), 0)`.mapWith(Number) })
    .from(journalLines)
    .where(and(inScope(scope, journalLines.companyId), eq(journalLines.accountId, accountId), eq(journalLines.fundProgramId, fundProgramId)));
  return row.cents;
}

/**
 * A month of deposits per fund program (Posted deposits dated from `from` to `until`, returned checks left out),
 * largest first; over every company, funds with one name are one row (as the dashboard's spending card).
 */
export async function monthByFund(db: DbOrTx, scope: CompanyScope, from: string, until: string) {
  return db
    .select({
      id: sql<number>`min(${fundPrograms.id})`.mapWith(Number),
      name: fundPrograms.name,
      cents: sql<number>`sum(${depositLines.amountCents})`.mapWith(Number),
    })
    .from(deposits)
    .innerJoin(depositLines, eq(depositLines.depositId, deposits.id))
    .innerJoin(fundPrograms, eq(fundPrograms.id, depositLines.fundProgramId))
    .where(
      and(
        inScope(scope, deposits.companyId),
        eq(deposits.status, 2),
        sql`${deposits.depositDate} between ${from}::date and ${until}::date`,
        sql`${depositLines.returnedOn} is null`,
      ),
    )
    .groupBy(fundPrograms.name)
    .orderBy(sql`sum(${depositLines.amountCents}) desc`, fundPrograms.name);
}
