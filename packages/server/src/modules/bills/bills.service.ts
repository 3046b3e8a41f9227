import {
  BILL_ALL_STATUS,
  BILL_COA_TYPES,
  BILL_STATUS,
  BILL_STATUS_NAMES,
  BILL_TEXT,
  type BillDetail,
  type BillDueFilter,
  type BillInput,
  type BillListQuery,
  type BillRow,
  formatDate,
  formatUsd,
  INCOME_OR_NET_ASSET_TYPES,
  isoDay,
  isTodaySomewhere,
  M,
  todayOnEarth,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { bills, functionalExpenses, fundPrograms } from '../../db/schema/index.js';
import { postDocument, reverseDocument } from '../../documents/post-document.js';
import { AppError, conflict, invalid, notFound } from '../../errors.js';
import { liveCompany as findCompany } from '../../lib/lookups.js';
import { pageOf } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, inScope, namesCompany, narrowScope, type OneCompanyScope, scopeOf, visibleIn } from '../../plugins/company-scope.js';
import { isKeyed } from '../../plugins/idempotency.js';
import type { RefName } from '../../ledger/references.js';
import type { ItemTable } from '../settings-items/items.repo.js';
import { pickerItems } from '../settings-items/items.service.js';
import { vendorOptions } from '../vendors/vendors.repo.js';
import { billDocument } from './bill.document.js';
import { type BillReferences, type NewBillReads, readBillReferences } from './bill-references.js';
import { type BillLineValues, columnsOf, linesOfBills, linesOfRequest, linesOnWire, writeLines } from './bill-lines.repo.js';
import { insertBillLocked, lockedBillParts } from './bills.create-locked.js';
import { callerToday, dueRange } from './bills.due.js';
import { BILL_SOURCE, type PostedBill, postingChanged } from './bills.postings.js';
import { checkBillOrder } from './bills.purchase-order.js';
import * as repo from './bills.repo.js';
import { voidReasonOf } from './void-reasons.js';

export interface BillDeps {
  db: Db;
  clock: () => Date;
}

const expenses = functionalExpenses as unknown as ItemTable;

/** The day a void or correction posts on: today, never before the bill's own entry. */
const postingDay = (now: Date, bill: { billDate: string }) => [isoDay(now), bill.billDate].sort()[1]; // ISO days sort as dates

/**
 * Every id in the bill must belong to its company (or, for tags, be global) and be usable for new records:
 * else a 422 naming the field. On an edit, the bill's own current choices stay allowed even when no longer
 * offered (a vendor since deleted, an item since deactivated): only a changed field must be usable.
 */
export async function checkReferences(
  tx: DbOrTx,
  scope: OneCompanyScope,
  input: BillInput,
  current?: repo.Bill,
  alsoCoaType?: number,
  currentLines: readonly BillLineValues[] = [],
) {
  checkAgainst(await readBillReferences(tx, scope, askedOf(input, current)), scope, input, current, alsoCoaType, currentLines);
}

/**
 * A new bill's references checked as checkReferences does, read in ONE statement with its postings' references (as
 * the ledger reads them, for postLocked) and the new rows' ids (readBillReferences' `posting`).
 */
export async function readNewBill(
  tx: DbOrTx,
  scope: OneCompanyScope,
  input: BillInput,
  posting: NewBillReads,
  alsoCoaType?: number,
): Promise<{ ids: number[]; ledger: Map<string, RefName> }> {
  const read = await readBillReferences(tx, scope, askedOf(input), posting);
  checkAgainst(read, scope, input, undefined, alsoCoaType, []);
  return { ids: read.nextIds, ledger: read.ledger };
}

/** What checkReferences reads for a bill: its vendor when new or changed, the payable and every line's tags. */
function askedOf(input: BillInput, current?: repo.Bill) {
  const lines = input.lines?.length ? linesOfRequest(input) : [linesOfRequest(input)[0]];
  return {
    vendorId: input.vendorId !== current?.vendorId ? input.vendorId : undefined,
    accountIds: [input.accountPayableId, ...lines.map((l) => l.accountId)],
    fundIds: lines.map((l) => l.fundProgramId),
    expenseIds: lines.map((l) => l.functionalExpenseId),
  };
}

/** checkReferences' rules, on what was read (a 422 naming the field). */
function checkAgainst(
  refs: BillReferences,
  scope: OneCompanyScope,
  input: BillInput,
  current: repo.Bill | undefined,
  alsoCoaType: number | undefined,
  currentLines: readonly BillLineValues[],
) {
  const { companyId } = scope;
  const changed = (field: keyof BillInput, now: number | undefined) => input[field] !== now;
  const split = !!input.lines?.length;
  const lines = split ? linesOfRequest(input) : [linesOfRequest(input)[0]];
  const kept: readonly LineTags[] = split
    ? currentLines
    : current
      ? [{ accountId: current.accountId, fundProgramId: current.fundProgramId, functionalExpenseId: current.functionalExpenseId }]
      : [];
  const vendorChanged = changed('vendorId', current?.vendorId);
  if (vendorChanged && !refs.vendors.has(input.vendorId)) throw invalid(BILL_TEXT.vendorUnknown, 'vendor_id');
  const payable = refs.accounts.get(input.accountPayableId);
  const payableOk =
    payable?.companyId === companyId &&
    payable.typeId === repo.PAYABLE_TYPE &&
    (payable.status === 'Active' || !changed('accountPayableId', current?.accountPayableId));
  if (!payableOk) throw invalid(BILL_TEXT.payableUnknown, 'account_payable_id');
  // A split bill: each line as the single fields are checked, its refusal naming lines.N.field.
  for (const [i, line] of lines.entries()) checkLine(refs, scope, line, split ? `lines.${i}.` : '', kept, alsoCoaType);
}

type LineTags = Pick<BillLineValues, 'accountId' | 'fundProgramId' | 'functionalExpenseId'>;

/**
 * One line's COA, fund program and functional expense (the bill's single fields are its first line), against the
 * bill's references read at once. On an edit, a choice the bill already has (`kept`) stays allowed even when no
 * longer offered.
 */
function checkLine(refs: BillReferences, scope: OneCompanyScope, line: LineTags, prefix: string, kept: readonly LineTags[], alsoCoaType?: number) {
  const { companyId } = scope;
  const keeps = (key: keyof LineTags) => kept.some((k) => k[key] === line[key]);
  const coa = refs.accounts.get(line.accountId);
  // Income and net assets are refused with their own reason: one slip booked a vendor bill to 4000 Tithes.
  // An opening bill books net assets; an edit that keeps the bill's own account keeps it whatever its type.
  const opening = coa !== undefined && (coa.typeId === alsoCoaType || keeps('accountId'));
  if (!opening && coa?.companyId === companyId && INCOME_OR_NET_ASSET_TYPES.includes(coa.typeId)) throw invalid(M.coaIncomeOrNetAssets, `${prefix}account_id`);
  const coaOk = coa?.companyId === companyId && (opening || BILL_COA_TYPES.includes(coa.typeId)) && (coa.status === 'Active' || keeps('accountId'));
  if (!coaOk) throw invalid(BILL_TEXT.coaUnknown, `${prefix}account_id`);
  if (!keeps('fundProgramId') && !refs.funds.has(line.fundProgramId as number)) throw invalid(BILL_TEXT.fundProgramUnknown, `${prefix}fund_program_id`);
  if (!keeps('functionalExpenseId') && !refs.expenses.has(line.functionalExpenseId as number)) {
    throw invalid(BILL_TEXT.functionalExpenseUnknown, `${prefix}funtional_expenses_id`);
  }
}

/** A split bill's lines must add up to its amount (422 naming both totals). */
export function checkLinesTotal(input: BillInput) {
  if (!input.lines?.length) return;
  const total = input.lines.reduce((sum, l) => sum + l.amountCents, 0);
  if (total !== input.amountDueCents) throw invalid(BILL_TEXT.linesTotal(formatUsd(total), formatUsd(input.amountDueCents)), 'lines');
}

/** The vendor's invoice date is a day that has come (somewhere on earth). */
function checkInvoiceDate(input: BillInput, now: Date) {
  if (input.invoiceDate && input.invoiceDate > todayOnEarth(now).latest) throw invalid(BILL_TEXT.invoiceAfterToday, 'invoice_date');
}

/**
 * A second live bill with the vendor and reference of another is how an invoice gets paid twice: unless
 * the user has confirmed (confirm_duplicate), answer 409 naming the first bill so the form can ask.
 */
export async function askAboutDuplicate(tx: DbOrTx, scope: OneCompanyScope, input: BillInput, exceptId?: number) {
  if (input.confirmDuplicate) return;
  const first = await repo.billWithReference(tx, scope, input.vendorId, input.reference, exceptId);
  if (!first) return;
  const message = M.billDuplicate(first.billNumber, formatDate(first.billDate), formatUsd(first.amountDueCents));
  throw new AppError(409, message, { confirm_duplicate: [message] });
}

/** Whether an edit changes what makes two bills the same invoice (vendor, reference). */
const sameInvoiceChanged = (bill: repo.Bill, input: BillInput) =>
  bill.vendorId !== input.vendorId || bill.reference.trim().toLowerCase() !== input.reference.trim().toLowerCase();

async function reload(db: DbOrTx, scope: CompanyScope, id: number): Promise<BillRow> {
  const row = await repo.billWithNames(db, scope, id);
  if (!row) throw notFound();
  return row;
}

/** createPayBills: numbers the bill under the company lock and posts Dr COA / Cr A/P in the same statement. */
export async function createBill(deps: BillDeps, auth: AuthContext, input: BillInput): Promise<BillRow> {
  const scope = scopeOf(auth, input.companyId);
  if (!namesCompany(scope)) throw invalid(M.billSelectCompany, 'company_id');
  const now = deps.clock();
  const billDate = input.date ?? isoDay(now);
  // The caller's today (contract dates.ts): a day in force somewhere on earth now.
  if (!isTodaySomewhere(billDate, now)) throw invalid(BILL_TEXT.billDateNotToday, 'date');
  if (input.billDue < billDate) throw invalid(BILL_TEXT.duePast, 'bill_due');
  checkLinesTotal(input);
  checkInvoiceDate(input, now);
  // Issue 23 point 2: one read (the references, the posting's and the id), its checks, then one statement takes
  // the company's lock (and a purchase order's), numbers, writes and posts; no transaction unless keyed, so the lock
  // lasts that statement. The answer is built from what was read and written (no re-read); with an
  // Idempotency-Key it commits with the bill (issue 21 point 4).
  const write = async (db: DbOrTx) => billAnswer(await insertBill(db, auth.userId, scope, input, billDate, now, { askDuplicate: true }));
  return isKeyed(deps.db) ? deps.db.transaction(write) : write(deps.db);
}

/**
 * Writes and posts a Created bill (createPayBills; an opening balance's unpaid bill, a recurring bill inside the
 * caller's transaction): ONE read (the bill's references, its posting's as the ledger reads them, the new id),
 * the bill's checks on it, then one locked statement (insertBillLocked: the company's lock, the duplicate
 * question when `askDuplicate`, a purchase order's rules, the number, the bill, its lines and its entry).
 * Answers the new bill's id, and what createPayBills' answer is built from (billAnswer).
 */
export async function insertBill(
  tx: DbOrTx,
  userId: number | null,
  scope: OneCompanyScope,
  input: BillInput,
  billDate: string,
  now: Date,
  /** openingCoaType: an opening balance's unpaid bill books its other side to net assets (this account type). */
  opts: { askDuplicate?: boolean; openingCoaType?: number } = {},
) {
  checkLinesTotal(input);
  // the posting's lines name what the bill does (its id and number are not read by the checks)
  const { posting, row } = lockedBillParts(scope, input, { id: 0, billDate, now, userId });
  const read = await readNewBill(tx, scope, input, { lines: posting.lines, ids: ['bills'] }, opts.openingCoaType);
  // Not asked: as if the user had confirmed it (askAboutDuplicate and the lock's question both skip it).
  const asked = opts.askDuplicate ? input : { ...input, confirmDuplicate: true };
  const bill = await insertBillLocked(
    tx,
    scope,
    asked,
    { billDate, now, userId, read: { id: read.ids[0], references: read.ledger } },
    {
      duplicate: (t) => askAboutDuplicate(t, scope, asked),
      order: (t) => checkBillOrder(t, scope, input.vendorId, input.purchaseOrderId as number, { amountCents: input.amountDueCents }),
    },
  );
  return { id: bill.id, bill, row: { ...row, id: bill.id, billNumber: bill.billNumber }, names: read.ledger };
}

/** A new bill as the view reads it (repo.toWire), from its written row and the names its read found. */
function billAnswer({ bill, row, names }: Awaited<ReturnType<typeof insertBill>>): BillRow {
  const name = (key: string) => names.get(key)?.name ?? null;
  return repo.toWire({
    bill: row as repo.Bill,
    companyName: name(`c${row.companyId}`) ?? '',
    vendorName: name(`v${row.vendorId}`) ?? '',
    payableName: name(`a${row.accountPayableId}`) ?? '',
    accountName: name(`a${row.accountId}`) ?? '',
    fundProgramName: row.fundProgramId == null ? null : name(`f${row.fundProgramId}`),
    functionalExpenseName: row.functionalExpenseId == null ? null : name(`x${row.functionalExpenseId}`),
    poNumber: bill.poNumber,
  });
}

/**
 * updateBill: only a Created bill changes. When what it posts changes, the old entry is reversed and the
 * new one posted in the same transaction, both dated the day of the edit.
 */
export async function updateBill(deps: BillDeps, auth: AuthContext, id: number, input: BillInput): Promise<BillRow> {
  scopeOf(auth, input.companyId); // another company named: 404 before anything
  // The bill is looked up in the caller's own scope: a Super-Admin naming another company hears companyFixed below.
  const scope = scopeOf(auth);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const bill = visibleIn(scope, await repo.findBill(tx, scope, id, { forUpdate: true }));
    if (bill.status !== BILL_STATUS.Created) throw conflict(BILL_TEXT.notEditable(BILL_STATUS_NAMES[bill.status]));
    if (input.companyId && input.companyId !== bill.companyId) throw new AppError(409, BILL_TEXT.companyFixed, { company_id: [BILL_TEXT.companyFixed] });
    // An unchanged due date may stay even when it has passed; a new one cannot be in the past.
    if (input.billDue !== bill.billDue && input.billDue < todayOnEarth(now).earliest) throw invalid(BILL_TEXT.duePast, 'bill_due');
    checkLinesTotal(input);
    checkInvoiceDate(input, now);
    const currentLines = (await linesOfBills(tx, scope, [bill.id])).get(bill.id) ?? [];
    // A split bill is never collapsed into one line by a caller that does not know its lines.
    if (currentLines.length > 1 && !input.lines?.length) throw invalid(BILL_TEXT.splitNeedsLines, 'lines');
    await checkReferences(tx, narrowScope(scope, bill.companyId), input, bill, undefined, currentLines);
    if (sameInvoiceChanged(bill, input)) await askAboutDuplicate(tx, narrowScope(scope, bill.companyId), input, bill.id);
    // Left out = keep the bill's order; a kept link is checked again (vendor and order status may have changed).
    const purchaseOrderId = input.purchaseOrderId === undefined ? bill.purchaseOrderId : input.purchaseOrderId;
    if (purchaseOrderId)
      await checkBillOrder(tx, narrowScope(scope, bill.companyId), input.vendorId, purchaseOrderId, {
        amountCents: input.amountDueCents,
        exceptBillId: bill.id,
      });
    const lines = linesOfRequest(input);
    const after: PostedBill = { ...bill, ...columnsOf(input), lines };
    if (postingChanged({ ...bill, lines: currentLines }, after)) {
      const day = postingDay(now, bill);
      await reverseDocument(tx, billDocument, bill, day, auth.userId);
      await postDocument(tx, billDocument, after, day, auth.userId);
    }
    await tx
      .update(bills)
      .set({ ...columnsOf(input), purchaseOrderId, updatedAt: now })
      .where(and(eq(bills.id, id), inScope(scope, bills.companyId)));
    await writeLines(tx, narrowScope(scope, bill.companyId), bill.id, lines);
    return reload(tx, scope, id);
  });
}

export async function getBill(db: Db, auth: AuthContext, id: number): Promise<BillRow> {
  return reload(db, scopeOf(auth), id);
}

/** getPayBillById: the bill with the lists its form shows (each keeps the bill's own choice) and its entries. */
export async function billDetail(deps: BillDeps, auth: AuthContext, id: number): Promise<BillDetail> {
  const data = await getBill(deps.db, auth, id);
  const ofBill = narrowScope(scopeOf(auth), data.company_id);
  const company = await findCompany(deps.db, data.company_id);
  const keepItem = <T extends { id: number }>(rows: T[], own: T) => (rows.some((r) => r.id === own.id) ? rows : [...rows, own]);
  // The pickers of the bill's company; Super-Admin reads them for that company explicitly.
  const asCompany = { ...auth, isSuperAdmin: true };
  const programs = await pickerItems(deps, fundPrograms, asCompany, data.company_id);
  const functional = await pickerItems(deps, expenses, asCompany, data.company_id);
  const vendors = await vendorOptions(deps.db, scopeOf(asCompany, data.company_id));
  return {
    data,
    companyData: { id: data.company_id, legal_name: company?.legalName ?? data.company_name },
    assestAccount: await repo.coaOptions(deps.db, ofBill, [data.account_id]),
    payAbleAccount: await repo.payableOptions(deps.db, ofBill, [data.account_payable_id]),
    getVendor: keepItem(
      vendors.map((v) => ({ id: v.id, name: v.name })),
      { id: data.vendor_id, name: data.vendor_name },
    ),
    getFndProgram: keepItem(programs, { id: data.fund_program_id, name: data.fund_program_name }),
    getFunctionalExpenses: keepItem(functional, { id: data.funtional_expenses_id, name: data.functional_expense_name }).map((f) => ({
      label: f.name,
      value: f.id,
    })),
    journalEntries: await repo.billEntries(deps.db, ofBill, data.id),
    lines: await linesOnWire(deps.db, ofBill, data.id),
    void_reason: await voidReasonOf(deps.db, BILL_SOURCE, data.id),
  };
}

/** getAccountBehalfofcompanyId: payable accounts (type 6) and COA accounts (neither payable, bank nor cash). */
export async function billAccounts(db: Db, auth: AuthContext, requested: number) {
  const asked = scopeOf(auth, requested);
  if (!namesCompany(asked)) throw invalid(M.billSelectCompany, 'companyId');
  if (!(await findCompany(db, asked.companyId))) throw notFound();
  const scope = narrowScope(asked, asked.companyId); // a chooser: the one company, never a district's subtree
  return { account_payable: await repo.payableOptions(db, scope), assest_data: await repo.coaOptions(db, scope) };
}

/** The bill list's filters (the path-filtered calls have no search, sort or due filter: newest first). */
export type BillFilters = { company_id: number; status: number } & Partial<Pick<BillListQuery, 'search' | 'sort' | 'dir'>> & {
    due?: BillDueFilter;
    today?: string;
    vendor_id?: number;
    due_from?: string;
    due_to?: string;
  };

/**
 * What the caller's list shows: company (0 = all, Super-Admin; a company user only their own), status (5 = all),
 * and the dashboard's due links (open bills overdue or due in the next 14 days of the caller's day).
 */
export function billListRequest(auth: AuthContext, q: BillFilters, now: Date = new Date()): repo.BillListRequest {
  const scope = scopeOf(auth, q.company_id);
  const status = q.status === BILL_ALL_STATUS ? null : q.status;
  const range = q.due ? dueRange(q.due, callerToday(now, q.today)) : undefined;
  const due = range ? { from: range.after, until: range.until } : undefined;
  // Issue 28.5: a due-date range (either end may be open; due_to alone is "due by") and one vendor.
  if (q.due_from && q.due_to && q.due_from > q.due_to) throw invalid('The "due from" date must not be after the "due to" date.', 'due_from');
  const dueBetween = q.due_from || q.due_to ? { from: q.due_from ?? '0001-01-01', until: q.due_to ?? '9999-12-31' } : undefined;
  return { scope, status, due, dueBetween, vendorId: q.vendor_id ?? null, search: q.search, sort: q.sort, dir: q.dir ?? 'desc' };
}

/** A vendor filter names a vendor the caller sees (another company's: 404, as every id of another company). */
export async function checkVendorFilter(db: DbOrTx, request: repo.BillListRequest): Promise<void> {
  if (!request.vendorId) return;
  const vendor = await repo.vendorCompany(db, request.scope, request.vendorId);
  visibleIn(request.scope, vendor);
}

/**
 * The bill list, newest first unless sorted. A vendor the caller cannot see has no bill in the caller's scope,
 * so only an empty page asks whether its vendor filter is visible (404): one round trip fewer for every other.
 */
export async function listBills(db: Db, auth: AuthContext, q: BillFilters & { page: number; per_page: number }, now: Date = new Date()) {
  const request = billListRequest(auth, q, now);
  const { total, exact, rows } = await repo.pageBills(db, { ...request, page: q.page, perPage: q.per_page });
  if (!rows.length) await checkVendorFilter(db, request);
  return pageOf(rows, total, q.page, q.per_page, exact);
}

export { postingDay };
