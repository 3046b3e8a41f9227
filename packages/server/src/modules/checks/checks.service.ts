import {
  BILL_PAYMENT_STATUS,
  BILL_PAYMENT_STATUS_NAMES,
  BILL_TEXT,
  billInputOf,
  CHECK_NUMBER_MAX_DIGITS,
  CHECK_TEXT,
  type CheckRequest,
  type CheckRow,
  isoDay,
  M,
  todayOnEarth,
} from '@app/contract';
import { amountTooLargeForWords, checkAmountInWords, type WordsGrouping } from '@app/contract/amount-in-words';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, conflict, invalid, notFound } from '../../errors.js';
import { lockAccounts } from '../../ledger/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { namesCompany, type OneCompanyScope, scopeOf } from '../../plugins/company-scope.js';
import { findAccount, isBankType } from '../bill-payments/bill-payments.repo.js';
import { markPaymentsOnCheck, payBills } from '../bill-payments/bill-payments.service.js';
import { insertBill } from '../bills/bills.service.js';
import { liveCompany as findCompany } from '../../lib/lookups.js';
import { checkDocument } from './check.document.js';
import * as repo from './checks.repo.js';
import { isKeyed } from '../../plugins/idempotency.js';
import { writeVoucherRun } from './voucher-locked.js';

export interface CheckDeps {
  db: Db;
  clock: () => Date;
}

export const groupingOf = (company: { amountWordsGrouping: string }): WordsGrouping => (company.amountWordsGrouping === 'us' ? 'us' : 'indian');

export const MAX_CHECK_NUMBER = 10 ** CHECK_NUMBER_MAX_DIGITS - 1;

/** One check to write: a vendor's payments and their total. */
export interface PlannedCheck {
  vendorId: number;
  paymentIds: number[];
  /** the payments' bills (they go on the check with them) */
  billIds: number[];
  amountCents: number;
  billId: number | null;
}

async function checkBankAccount(tx: DbOrTx, scope: OneCompanyScope, bankAccountId: number) {
  const bank = await findAccount(tx, scope, bankAccountId);
  if (!bank || !isBankType(bank.typeId) || bank.status !== 'Active') throw invalid(CHECK_TEXT.bankUnknown, 'bank_account_id');
}

function refuseUnwritable(amountCents: number, grouping: WordsGrouping, field: string) {
  if (checkAmountInWords(amountCents, grouping) === null) throw invalid(amountTooLargeForWords(grouping), field);
}

/**
 * A voucher run: the selected Paid payments of the bank account (as read before the lock: the locked statement
 * refuses a payment changed since, voucher-locked.ts), grouped into one check per vendor in the order the rows
 * were selected.
 */
export function planVoucher(locked: Map<number, repo.PaymentToCheck>, companyId: number, input: CheckRequest, grouping: WordsGrouping): PlannedCheck[] {
  const groups = new Map<number, PlannedCheck>();
  const bills = new Map<number, string>();
  for (const id of input.paymentIds) {
    const row = locked.get(id);
    if (row?.p.companyId !== companyId || row.p.bankAccountId !== input.bankAccountId) throw invalid(CHECK_TEXT.paymentUnknown, 'check_list');
    if (row.p.status !== BILL_PAYMENT_STATUS.Paid) throw conflict(CHECK_TEXT.paymentNotPaid(row.billNumber, BILL_PAYMENT_STATUS_NAMES[row.p.status]));
    const group = groups.get(row.vendorId) ?? { vendorId: row.vendorId, paymentIds: [], billIds: [], amountCents: 0, billId: null };
    group.paymentIds.push(id);
    group.billIds.push(row.p.billId);
    group.amountCents += row.p.paymentCents;
    groups.set(row.vendorId, group);
    bills.set(id, String(row.billNumber));
  }
  const planned = [...groups.values()];
  // A vendor's check of 0.00 (every payment on it fully discounted) cannot be printed: say so (issue 21.5).
  const empty = planned.filter((g) => g.amountCents <= 0);
  if (empty.length) throw invalid(M.voucherZeroPayment(empty.flatMap((g) => g.paymentIds.map((p) => bills.get(p))).join(', ')), 'check_list');
  for (const g of planned) refuseUnwritable(g.amountCents, grouping, 'check_list');
  return planned;
}

/** A standard check: its bill (Created, posted) and that bill's payment (funds checked under the bank lock). */
async function planStandard(
  tx: DbOrTx,
  auth: AuthContext,
  scope: OneCompanyScope,
  input: CheckRequest,
  grouping: WordsGrouping,
  now: Date,
): Promise<PlannedCheck[]> {
  const s = input.standard;
  if (!s) throw invalid(M.checkSelectVendor, 'vendor_id');
  const day = isoDay(now);
  // Not before the earliest today on earth (contract dates.ts): in the past for everyone.
  if (s.bill_due < todayOnEarth(now).earliest) throw invalid(BILL_TEXT.duePast, 'bill_due');
  refuseUnwritable(s.amount_due, grouping, 'amount_due');
  const bill = await insertBill(
    tx,
    auth.userId,
    scope,
    billInputOf({
      company_id: scope.companyId,
      ...s,
      memo: input.memo,
      description: input.memo,
      date: day,
      button_status: null,
      purchase_order_id: null,
      confirm_duplicate: input.confirmDuplicate,
    }),
    day,
    now,
    // The same question as the bill form (issue 21.6): a check is the fastest way to pay an invoice twice.
    { askDuplicate: true },
  );
  const [paymentId] = await payBills(tx, {
    scope,
    accountPayableId: s.account_payable_id,
    bankAccountId: input.bankAccountId,
    bills: [{ billId: bill.id, discountCents: 0 }],
    date: day,
    userId: auth.userId,
  });
  return [{ vendorId: s.vendor_id, paymentIds: [paymentId], billIds: [bill.id], amountCents: s.amount_due, billId: bill.id }];
}

/**
 * The numbers of a run, read under the bank account lock: the next is the highest issued + 1 (or the first
 * check number of the set-up when higher); a typed number
 * below it is taken (409); a higher one starts a new check book. Several checks get consecutive numbers.
 */
async function allocateNumbers(tx: DbOrTx, scope: OneCompanyScope, bankAccountId: number, typed: number | null, count: number): Promise<number[]> {
  // On from the highest issued, never below where the bank account's checkbook starts (its print set-up).
  const next = await repo.nextCheckNumber(tx, scope, bankAccountId);
  const first = typed ?? next;
  if (first < next) throw new AppError(409, M.checkNumberTaken, { check_number: [M.checkNumberTaken] });
  if (first + count - 1 > MAX_CHECK_NUMBER) throw invalid(CHECK_TEXT.numberTooLong, 'check_number');
  return Array.from({ length: count }, (_, i) => first + i);
}

/**
 * createChecks: one transaction. Voucher: one check per vendor of the selected Paid payments, which (with
 * their bills) turn to Check; no posting (the payments moved the money). Standard: creates the bill, pays it
 * and writes its check. Numbers are allocated under the bank account's lock in the same transaction.
 */
export async function createChecks(deps: CheckDeps, auth: AuthContext, input: CheckRequest): Promise<CheckRow[]> {
  const scope = scopeOf(auth, input.companyId);
  if (!namesCompany(scope)) throw invalid(M.billSelectCompany, 'company_id');
  const { companyId } = scope;
  const now = deps.clock();
  const day = isoDay(now);
  if (input.type !== 'standard') {
    // A voucher run (issue 23 point 2): checked before the bank's lock, then one statement; no transaction
    // unless keyed, so the lock lasts that statement.
    const voucher = async (db: DbOrTx) => {
      const company = await findCompany(db, companyId);
      if (!company) throw notFound();
      await checkBankAccount(db, scope, input.bankAccountId);
      const ids = await writeVoucherRun(db, { scope, input, grouping: groupingOf(company), day, now, userId: auth.userId });
      return repo.checksByIds(db, scope, ids);
    };
    return isKeyed(deps.db) ? deps.db.transaction(voucher) : voucher(deps.db);
  }
  return deps.db.transaction(async (tx) => {
    const company = await findCompany(tx, companyId);
    if (!company) throw notFound();
    const grouping = groupingOf(company);
    await checkBankAccount(tx, scope, input.bankAccountId);
    // The bank account first, before any other row (a standard check's bill locks the company row next; the
    // check's foreign keys share-lock it): every check request takes its locks in one order.
    await lockAccounts(tx, scope, [input.bankAccountId]);
    const planned = await planStandard(tx, auth, scope, input, grouping, now);
    const numbers = await allocateNumbers(tx, scope, input.bankAccountId, input.checkNumber, planned.length);
    const ids: number[] = [];
    for (const [i, p] of planned.entries()) {
      const check = await repo.insertCheck(tx, {
        companyId,
        bankAccountId: input.bankAccountId,
        checkNumber: numbers[i],
        checkType: input.type,
        status: checkDocument.initial,
        vendorId: p.vendorId,
        memo: input.memo,
        amountCents: p.amountCents,
        // Fixed now: a reprint after the company changes its grouping prints what was printed first.
        amountWords: checkAmountInWords(p.amountCents, grouping),
        checkDate: day,
        billId: p.billId,
        createdBy: auth.userId,
        createdAt: now,
      });
      await repo.recordCheckPayments(tx, check.id, p.paymentIds);
      await markPaymentsOnCheck(tx, scope, p.paymentIds, p.billIds, check.id);
      ids.push(check.id);
    }
    return repo.checksByIds(tx, scope, ids);
  });
}
