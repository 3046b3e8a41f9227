import { linesOnWire } from '../bills/bill-lines.repo.js';
import { voidReasonOf } from '../bills/void-reasons.js';
import { CHECK_SOURCE } from './check.document.js';
import {
  CHECK_ALL_STATUS,
  CHECK_STATUS,
  CHECK_TEXT,
  type CheckDetail,
  type CheckRow,
  fromCents,
  toCents,
  UNPAID_BILLS_MAX,
} from '@app/contract';
import { checkAmountInWords } from '@app/contract/amount-in-words';
import type { Db, DbOrTx } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { accountBalance } from '../../ledger/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { statusListService } from '../../lib/status-list.js';
import { type CompanyScope, namesCompany, narrowScope, type OneCompanyScope, scopeOf, visibleIn } from '../../plugins/company-scope.js';
import { bankOptions, findAccount, isBankType } from '../bill-payments/bill-payments.repo.js';
import { liveCompany as findCompany } from '../../lib/lookups.js';
import { vendorOptions } from '../vendors/vendors.repo.js';
import { DEFAULT_SETUP, type PrintSetup, printSetupOf } from '../check-print-setup/print-setup.repo.js';
import { nextNumberOf } from '../check-print-setup/print-setup.service.js';
import * as repo from './checks.repo.js';
import { groupingOf } from './checks.service.js';

/** The company a picker reads for: 0 = own company (Super-Admin must name one). */
async function pickerCompany(db: Db, auth: AuthContext, requested: number): Promise<OneCompanyScope> {
  const scope = scopeOf(auth, requested);
  if (!namesCompany(scope) || !(await findCompany(db, scope.companyId))) throw notFound();
  // A chooser keeps the one company asked for (narrowed: never a district's subtree).
  return narrowScope(scope, scope.companyId);
}

/** A bank or cash account the caller may see (another company's, or not a bank: 404). */
async function visibleBank(db: Db, auth: AuthContext, bankAccountId: number) {
  const scope = scopeOf(auth);
  const account = visibleIn(scope, await findAccount(db, scope, bankAccountId));
  if (!isBankType(account.typeId)) throw notFound(CHECK_TEXT.bankUnknown);
  return account;
}

/** getBankAccountByCmpnyId: the company's Active bank/cash accounts and its vendors. */
export async function bankAccountsAndVendors(db: Db, auth: AuthContext, requested: number) {
  const scope = await pickerCompany(db, auth, requested);
  const vendors = await vendorOptions(db, scope);
  return { bank_account: await bankOptions(db, scope), vendor: vendors.map((v) => ({ id: v.id, name: v.name })) };
}

/** getBillPaymentByBankAccID: the bank balance and its Paid payments waiting for a voucher check. */
export async function paymentsForCheck(db: Db, auth: AuthContext, bankAccountId: number, requested: number) {
  const scope = await pickerCompany(db, auth, requested);
  const account = await visibleBank(db, auth, bankAccountId);
  if (account.companyId !== scope.companyId) throw notFound(CHECK_TEXT.bankUnknown);
  return {
    bank_acc_balance: fromCents((await accountBalance(db, scope, bankAccountId)).balanceCents),
    bill: await repo.paidPaymentsOfBank(db, scope, bankAccountId, UNPAID_BILLS_MAX),
  };
}

/** getCheckNumberByBankAccountId: the next number (highest issued + 1, or where the checkbook starts). */
export async function nextCheckNumber(db: Db, auth: AuthContext, bankAccountId: number) {
  const account = await visibleBank(db, auth, bankAccountId);
  return { bank_account: account.id, check_number: await nextNumberOf(db, narrowScope(scopeOf(auth), account.companyId), bankAccountId) };
}

/** The print set-ups of the bank accounts of a print run, as the printer asks for them. */
export async function setupsOf(db: Db, auth: AuthContext, details: CheckDetail[]): Promise<(bankAccountId: number) => PrintSetup> {
  const scope = scopeOf(auth);
  const ids = [...new Set(details.map((d) => d.checkData.bank_account_id))];
  const setups = new Map(await Promise.all(ids.map(async (id) => [id, await printSetupOf(db, scope, id)] as const)));
  return (id) => setups.get(id) ?? DEFAULT_SETUP;
}

/** The cheque list (status 5 = all, 1 Check, 2 Void): what the caller's list shows, and one page of it. */
export const { request: checkListRequest, page: listChecks } = statusListService(repo.checkListing, CHECK_ALL_STATUS);

/** A check the caller may see, with names. */
export async function visibleCheck(db: DbOrTx, auth: AuthContext, id: number): Promise<CheckRow> {
  const row = await repo.checkWithNames(db, scopeOf(auth), id);
  if (!row) throw notFound();
  return row;
}

/** Everything a printed or viewed check shows: the check, its payments, vendor, company, amount in words. */
export async function checkDetail(db: Db, auth: AuthContext, id: number): Promise<CheckDetail> {
  return detailOf(db, scopeOf(auth), await visibleCheck(db, auth, id));
}

/** A check found within `scope`, with its stubs, its company's bank accounts and vendor for the screen. */
export async function detailOf(db: DbOrTx, scope: CompanyScope, check: CheckRow): Promise<CheckDetail> {
  const vendor = await repo.vendorOf(db, scope, check.vendor_id);
  const company = await repo.companyOf(db, scope, check.company_id);
  if (!vendor || !company) throw notFound();
  const grouping = groupingOf(company);
  const isVoid = check.status === CHECK_STATUS.Void;
  // The words as made (a later change of the company's grouping does not change a reprint); a Void check prints 0.
  const stored = isVoid ? null : await repo.amountWordsOf(db, scope, check.id);
  const printedCents = isVoid ? 0 : (toCents(check.check_amount) ?? 0);
  return {
    check_type: check.check_type,
    checkData: check,
    data: await repo.paymentsOfCheck(db, scope, check.id),
    bankAccount: await bankOptions(db, narrowScope(scope, check.company_id), [check.bank_account_id]),
    getVendor: {
      id: vendor.id,
      name: vendor.name,
      billing_address_line_1: vendor.billingAddressLine1,
      billing_address_line_2: vendor.billingAddressLine2,
      billing_city: vendor.billingCity,
      billing_state: vendor.billingState,
      billing_country: vendor.billingCountry,
      billing_zip_code: vendor.billingZipCode,
    },
    getCompany: {
      id: company.id,
      legal_name: company.legalName,
      address_line_1: company.addressLine1,
      city: company.city,
      state: company.state,
      zip_code: company.zipCode,
      amount_words_grouping: grouping,
    },
    bankAccountBalance: fromCents((await accountBalance(db, scope, check.bank_account_id)).balanceCents),
    amountInWords: stored ?? checkAmountInWords(printedCents, grouping),
    // A standard check's own bill lines (issue 28.1; one for an unsplit check), and the reason of its void (28.5).
    lines: check.bill_id ? await linesOnWire(db, scope, check.bill_id) : [],
    void_reason: await voidReasonOf(db, CHECK_SOURCE, check.id),
  };
}

/** The JSON print data with the names of section 3 (checkType, data, checkData, getVendor). */
export function printData(d: CheckDetail) {
  const amount = d.checkData.status === CHECK_STATUS.Void ? '0.00' : d.checkData.check_amount;
  return {
    checkType: d.check_type,
    data: d.data.map((p) => ({
      date: p.bill_date,
      vendor_name: d.getVendor.name,
      vendor_city: d.getVendor.billing_city,
      vendor_state: d.getVendor.billing_state,
      check_amount: amount,
      check_memo: d.checkData.memo,
      bill_due_date: p.bill_due,
      memo: p.memo || p.refrence,
      amount_due: p.amount_due,
      discount: p.discount,
      payment: p.amount,
    })),
    checkData: {
      check_current_date: d.checkData.check_current_date,
      check_amount: amount,
      memo: d.checkData.memo,
      check_number: d.checkData.check_number,
      status: d.checkData.status,
    },
    getVendor: {
      name: d.getVendor.name,
      billing_city: d.getVendor.billing_city,
      billing_state: d.getVendor.billing_state,
      billing_country: d.getVendor.billing_country,
    },
  };
}

/** A print run: the visible checks among the ids, in number order (another company's id: 404). */
export async function checksToPrint(db: Db, auth: AuthContext, ids: number[]): Promise<CheckDetail[]> {
  const unique = [...new Set(ids)];
  // Another company's id is missing from the scoped read: 404 for the whole run.
  const scope = scopeOf(auth);
  const rows = await repo.checksByIds(db, scope, unique);
  if (rows.length !== unique.length) throw notFound();
  const out: CheckDetail[] = [];
  for (const r of rows) out.push(await detailOf(db, scope, r));
  return out;
}
