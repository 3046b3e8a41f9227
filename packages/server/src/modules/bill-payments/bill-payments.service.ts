import {
  BILL_PAYMENT_ALL_STATUS,
  BILL_PAYMENT_TEXT,
  BILL_STATUS,
  BILL_STATUS_NAMES,
  type BillPaymentDetail,
  type BillPaymentInput,
  type BillToPay,
  type BillPaymentRow,
  fromCents,
  isoDay,
  isTodaySomewhere,
  M,
  UNPAID_BILLS_MAX,
} from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, conflict, invalid, notFound } from '../../errors.js';
import { transitionRefusal, transitionSql } from '../../documents/transition.js';
import { GATE, postLocked } from '../../ledger/post-locked.js';
import { sql } from 'drizzle-orm';
import { accountBalance } from '../../ledger/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { isKeyed } from '../../plugins/idempotency.js';
import { statusListService } from '../../lib/status-list.js';
import { type CompanyScope, namesCompany, narrowScope, type OneCompanyScope, scopeOf, visibleIn } from '../../plugins/company-scope.js';
import { type Bill, findBill, PAYABLE_TYPE, payableOptions } from '../bills/bills.repo.js';
import { liveCompany as findCompany, liveCompanyWithAccount } from '../../lib/lookups.js';
import { billDocument } from '../bills/bill.document.js';
import { fundNamesOfBills } from '../bills/bill-lines.repo.js';
import { voidReasonOf } from '../bills/void-reasons.js';
import { BILL_PAYMENT_SOURCE } from './bill-payments.postings.js';
import { billPaymentDocument } from './bill-payment.document.js';
import { type PaymentReads, readForPayment } from './bill-payments.reads.js';
import * as repo from './bill-payments.repo.js';

export interface BillPaymentDeps {
  db: Db;
  clock: () => Date;
}

export interface PayBillsInput {
  /** the paying company: its accounts and bills only */
  scope: OneCompanyScope;
  accountPayableId: number;
  bankAccountId: number;
  bills: BillToPay[];
  /** the payment (accounting) date, 'YYYY-MM-DD' */
  date: string;
  userId: number | null;
}

/**
 * The company must be there and live; the payable account the company's Accounts Payable; the bank account
 * one of its Active bank or cash accounts (checked in the screen's order). Answers the names the answer shows.
 */
function checkReads(read: PaymentReads, input: PayBillsInput) {
  if (!read.company?.live) throw notFound();
  const payable = read.accounts.get(input.accountPayableId);
  if (!payable || payable.typeId !== PAYABLE_TYPE) throw invalid(BILL_PAYMENT_TEXT.payableUnknown, 'account_payable_id');
  const bank = read.accounts.get(input.bankAccountId);
  if (!bank || !repo.isBankType(bank.typeId) || bank.status !== 'Active') throw invalid(BILL_PAYMENT_TEXT.bankUnknown, 'account_id');
  return { companyName: read.company.name, payableName: payable.name, bankName: bank.name };
}

/** A payment as written (RETURNING), with its locked bill and the names the checks and the posting already read. */
export type PaidBill = repo.PaymentListRecord;

/** A locked bill's row version moved since it was checked: read and check again (then usually a 409). */
const STALE_RETRIES = 3;

/**
 * Pays every listed bill in full, all or nothing: inside the caller's transaction if `db` is one (a test of
 * the checks module), else in the one statement that locks (no transaction, so the lock lasts that statement).
 * The company must be live, and each bill the company's, on that payable account and still Created (409
 * otherwise, e.g. paid by a racing request); the bank's ledger balance minus the total must not go below zero
 * (422 'Insufficient funds in your account!!'). Posts Dr A/P / Cr bank / Cr expense (discount) per bill and
 * marks each bill Paid. Returns the new payments in the order of `input.bills`, with what their answer names
 * (no re-read).
 *
 * Issue 23 point 2: the company, the accounts, the bills, their lines and the ids are read in ONE statement
 * (readForPayment) with the postings' references, all BEFORE the bank account's lock; then ONE
 * statement (postLocked) locks the bank and the bills (ledger_lock_payment, migration 0039), checks that no
 * bill changed since it was read and the bank's funds, and writes the payments, their entries, lines and
 * totals and the bills' status: the lock is held for that statement (and the COMMIT, in a transaction).
 */
export async function payBillsNamed(db: DbOrTx, input: PayBillsInput): Promise<PaidBill[]> {
  const billIds = input.bills.map((b) => b.billId);
  const ask = { accountPayableId: input.accountPayableId, bankAccountId: input.bankAccountId, billIds, n: input.bills.length };
  for (let attempt = 0; ; attempt++) {
    const read = await readForPayment(db, input.scope, ask);
    const names = checkReads(read, input);
    const versions = new Map(read.bills.map(({ version, ...b }) => [b.id, version]));
    const bills = new Map(read.bills.map(({ version: _v, ...b }) => [b.id, b]));
    const planned = input.bills.map((wanted) => planPayment(input, bills.get(wanted.billId), wanted));
    const total = planned.reduce((sum, p) => sum + p.paymentCents, 0);
    const payments = planned.map((p, i) => ({
      id: read.ids[i],
      companyId: input.scope.companyId,
      billId: p.bill.id,
      accountPayableId: input.accountPayableId,
      bankAccountId: input.bankAccountId,
      amountDueCents: p.bill.amountDueCents,
      discountCents: p.discountCents,
      paymentCents: p.paymentCents,
      status: billPaymentDocument.initial,
      checkId: null,
      paymentDate: input.date,
      createdBy: input.userId,
      voidedAt: null,
      voidedBy: null,
    }));
    const postings = payments.map((payment, i) =>
      billPaymentDocument.posting!({ bill: { ...planned[i].bill, lines: read.lines.get(planned[i].bill.id) }, payment }, input.date, input.userId),
    );
    const wrote = await postLocked(db, postings, {
      guard: sql`select ledger_lock_payment(${input.bankAccountId}::int, ${intArray(billIds)}, ${textArray(billIds.map((id) => versions.get(id) ?? ''))}, ${total}::bigint) as ok`,
      ctes: [
        ['p', repo.insertPaymentsSql(payments, GATE)],
        ['s', transitionSql(db, input.scope, billDocument, billIds, 'pay', { updatedAt: new Date() }, GATE)],
      ],
      answer: sql`(select count(*) from s)::int as moved, (select min(created_at) from p) as paid_at`,
      references: read.references,
    });
    if (wrote.ok === 'stale' && attempt < STALE_RETRIES) continue;
    if (wrote.ok === 'stale') throw conflict(BILL_PAYMENT_TEXT.amountChanged(planned[0].bill.billNumber));
    if (wrote.ok === 'funds') throw new AppError(422, M.insufficientFunds, { account_id: [M.insufficientFunds] });
    if (Number(wrote.row.moved) !== new Set(billIds).size) throw transitionRefusal(billDocument, 'pay');
    const createdAt = new Date(String(wrote.row.paid_at));
    return planned.map((p, i) => {
      // Every line carries the bill's tags, so the first (A/P) line names its vendor, fund program and functional expense.
      const [line] = wrote.entries[i].lines;
      return {
        p: { ...payments[i], createdAt },
        bill: p.bill,
        ...names,
        vendorName: line.vendorName ?? '',
        fundProgramName: line.fundProgramName,
        functionalExpenseName: line.functionalExpenseName,
      };
    });
  }
}

/** One bill's refusals (checked before the lock; the lock's statement refuses a bill changed since): what it pays. */
function planPayment(input: PayBillsInput, bill: Bill | undefined, wanted: BillToPay) {
  if (bill?.companyId !== input.scope.companyId) throw invalid(BILL_PAYMENT_TEXT.billUnknown, 'bill_amount_info');
  if (bill.accountPayableId !== input.accountPayableId) throw invalid(BILL_PAYMENT_TEXT.billOtherPayable, 'bill_amount_info');
  if (bill.status !== BILL_STATUS.Created) throw conflict(BILL_PAYMENT_TEXT.billNotOpen(bill.billNumber, BILL_STATUS_NAMES[bill.status]));
  if (wanted.amountDueCents != null && wanted.amountDueCents !== bill.amountDueCents) throw conflict(BILL_PAYMENT_TEXT.amountChanged(bill.billNumber));
  if (wanted.discountCents > bill.amountDueCents) throw invalid(BILL_PAYMENT_TEXT.discountTooLarge, 'bill_amount_info');
  const paymentCents = bill.amountDueCents - wanted.discountCents;
  if (wanted.paymentCents != null && wanted.paymentCents !== paymentCents) throw invalid(BILL_PAYMENT_TEXT.paymentMismatch, 'bill_amount_info');
  return { bill, discountCents: wanted.discountCents, paymentCents };
}

const intArray = (ids: number[]) => sql`array[${sql.join(
  ids.map((id) => sql`${id}::int`),
  sql`, `,
)}]::int[]`;
const textArray = (texts: string[]) => sql`array[${sql.join(
  texts.map((t) => sql`${t}::text`),
  sql`, `,
)}]::text[]`;

/** payBillsNamed for callers that need only the new payment ids, in the order of `input.bills`. */
export async function payBills(tx: DbOrTx, input: PayBillsInput): Promise<number[]> {
  return (await payBillsNamed(tx, input)).map((paid) => paid.p.id);
}

/**
 * The payment date: the user's calendar day (the screen's read-only date), which may be a day before or after
 * the server's UTC day; accepted when it is today somewhere on earth (UTC-12 .. UTC+14), else 422.
 */
function paymentDate(now: Date, requested: string | null): string {
  if (!requested) return isoDay(now);
  if (!isTodaySomewhere(requested, now)) throw invalid(BILL_PAYMENT_TEXT.dateNotToday, 'date');
  return requested;
}

/**
 * createBillPayment: the screen's submission, one payment per selected bill, all or nothing. No transaction
 * unless keyed (the Idempotency-Key's answer commits with the money): the write is one statement.
 */
export async function createBillPayment(deps: BillPaymentDeps, auth: AuthContext, input: BillPaymentInput): Promise<BillPaymentRow[]> {
  const scope = scopeOf(auth, input.companyId);
  if (!namesCompany(scope)) throw invalid(M.billSelectCompany, 'company_id');
  const date = paymentDate(deps.clock(), input.date);
  const pay = { scope, accountPayableId: input.accountPayableId, bankAccountId: input.bankAccountId, bills: input.bills, date, userId: auth.userId };
  const write = async (db: DbOrTx) => (await payBillsNamed(db, pay)).map(repo.toWire);
  // The answer from what the write returned and the checks read: no re-read under the bank account's lock.
  return isKeyed(deps.db) ? deps.db.transaction(write) : write(deps.db);
}

async function reload(db: DbOrTx, scope: CompanyScope, id: number): Promise<BillPaymentRow> {
  const row = await repo.paymentWithNames(db, scope, id);
  if (!row) throw notFound();
  return row;
}

/** viewBillPaymentByBillPaymentId: the payment, its company, the account lists of its locked screen, its entries. */
export async function paymentDetail(db: Db, auth: AuthContext, id: number): Promise<BillPaymentDetail> {
  const scope = scopeOf(auth);
  const row = await reload(db, scope, id);
  const data = { ...row, fund_program_names: (await fundNamesOfBills(db, scope, [row.bill_id])).get(row.bill_id) ?? [] };
  const ofPayment = narrowScope(scope, data.company_id);
  return {
    data,
    companyData: { id: data.company_id, legal_name: data.companyName },
    bankAccount: await repo.bankOptions(db, ofPayment, [data.bank_account_id]),
    payAbleAccount: await payableOptions(db, ofPayment, [data.account_payable_id]),
    journalEntries: await repo.paymentEntries(db, ofPayment, data.id),
    void_reason: await voidReasonOf(db, BILL_PAYMENT_SOURCE, data.id),
  };
}

/** The company a picker reads for: 0 = own company (Super-Admin must name one), narrowed to it (never a district's subtree). */
function pickerScope(auth: AuthContext, requested: number): OneCompanyScope {
  const scope = scopeOf(auth, requested);
  if (!namesCompany(scope)) throw invalid(M.billSelectCompany, 'companyId');
  return narrowScope(scope, scope.companyId);
}

/** pickerScope, the company there and not deleted (404). */
async function pickerCompany(db: Db, auth: AuthContext, requested: number): Promise<OneCompanyScope> {
  const scope = pickerScope(auth, requested);
  if (!(await findCompany(db, scope.companyId))) throw notFound();
  return scope;
}

/** getBankAccountByCompanyId: the company's Active bank and cash accounts, and its payable accounts (the screen's two selects). */
export async function bankAccounts(db: Db, auth: AuthContext, requested: number) {
  const scope = await pickerCompany(db, auth, requested);
  return { bank_account: await repo.bankOptions(db, scope), account_payable: await payableOptions(db, scope) };
}

/** getBalanceByBankAcc: the bank account's ledger balance (another company's account, or not a bank: 404). */
export async function bankBalance(db: Db, auth: AuthContext, bankAccountId: number) {
  const scope = scopeOf(auth);
  const account = visibleIn(scope, await repo.findAccount(db, scope, bankAccountId));
  if (!repo.isBankType(account.typeId)) throw notFound(BILL_PAYMENT_TEXT.bankUnknown);
  return fromCents((await accountBalance(db, scope, bankAccountId)).balanceCents);
}

/** getBillByCompnayId: the company's Created bills on a payable account, oldest due first. */
export async function unpaidBills(db: Db, auth: AuthContext, accountPayableId: number, requested: number) {
  const scope = pickerScope(auth, requested);
  // The company and the account in one read, then the page with its count (issue 23 point 3: three round trips, not six).
  const found = await liveCompanyWithAccount(db, scope.companyId, accountPayableId);
  if (!found) throw notFound();
  if (found.accountTypeId !== PAYABLE_TYPE) throw notFound(BILL_PAYMENT_TEXT.payableUnknown);
  const { rows, total } = await repo.unpaidBills(db, scope, accountPayableId, UNPAID_BILLS_MAX);
  return { data: rows, total };
}

/** The payment list (status 5 = all): what the caller's list shows, and one page of it. */
export const { request: paymentListRequest, page: listPayments } = statusListService(repo.paymentListing, BILL_PAYMENT_ALL_STATUS);

/** The payments a bill has had (the bill view shows its payment). */
export async function paymentsOfBill(db: Db, auth: AuthContext, billId: number) {
  const scope = scopeOf(auth);
  visibleIn(scope, await findBill(db, scope, billId));
  return repo.paymentsOfBill(db, scope, billId);
}
