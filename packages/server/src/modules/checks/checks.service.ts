import {
  BILL_PAYMENT_STATUS,
  BILL_PAYMENT_STATUS_NAMES,
  CHECK_NUMBER_MAX_DIGITS,
  CHECK_TEXT,
  type CheckRequest,
  type CheckRow,
  isoDay,
  M,
} from '@app/contract';
import { amountTooLargeForWords, checkAmountInWords, type WordsGrouping } from '@app/contract/amount-in-words';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { namesCompany, scopeOf } from '../../plugins/company-scope.js';
import { liveCompanyWithAccount } from '../../lib/lookups.js';
import { isBankType } from '../bill-payments/bill-payments.repo.js';
import * as repo from './checks.repo.js';
import { isKeyed } from '../../plugins/idempotency.js';
import { writeStandardCheck } from './standard-locked.js';
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

export function refuseUnwritable(amountCents: number, grouping: WordsGrouping, field: string) {
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

/**
 * createChecks. Voucher: one check per vendor of the selected Paid payments, which (with their bills) turn to
 * Check; no posting (the payments moved the money). Standard: creates the bill, pays it and writes its check.
 * Each is checked before the bank account's lock, then written in one statement that numbers under that lock
 * (issue 23 point 2: voucher-locked.ts, standard-locked.ts); no transaction unless keyed, so the lock lasts
 * that statement.
 */
export async function createChecks(deps: CheckDeps, auth: AuthContext, input: CheckRequest): Promise<CheckRow[]> {
  const scope = scopeOf(auth, input.companyId);
  if (!namesCompany(scope)) throw invalid(M.billSelectCompany, 'company_id');
  const { companyId } = scope;
  const now = deps.clock();
  const day = isoDay(now);
  // The company and the bank account in one read (issue 23 point 2: a statement fewer before the lock).
  const found = await liveCompanyWithAccount(deps.db, companyId, input.bankAccountId);
  if (!found) throw notFound();
  const { company, accountTypeId, accountStatus } = found;
  if (accountTypeId === null || !isBankType(accountTypeId) || accountStatus !== 'Active') throw invalid(CHECK_TEXT.bankUnknown, 'bank_account_id');
  const run = { scope, input, grouping: groupingOf(company), day, now, userId: auth.userId };
  const write = async (db: DbOrTx) => {
    const ids = input.type === 'standard' ? [await writeStandardCheck(db, run)] : await writeVoucherRun(db, run);
    return repo.checksByIds(db, scope, ids);
  };
  // A company refusing fund overdrafts checks a standard check's fund shares under the bank's lock in a
  // statement before the write (postLocked): a transaction keeps that lock through the write.
  const inTransaction = isKeyed(deps.db) || (input.type === 'standard' && company.refuseFundOverdraft);
  return inTransaction ? deps.db.transaction(write) : write(deps.db);
}
