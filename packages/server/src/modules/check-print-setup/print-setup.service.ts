import { type CheckPrintSetup, M, type PrintSetupInput } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { lockAccounts } from '../../ledger/index.js';
import { accountInScope } from '../../lib/lookups.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, narrowScope, type OneCompanyScope, scopeOf } from '../../plugins/company-scope.js';
import { isBankType } from '../bill-payments/bill-payments.repo.js';
import { highestCheckNumber } from '../checks/checks.repo.js';
import { groupingOf } from '../checks/checks.service.js';
import * as repo from './print-setup.repo.js';

/**
 * The bank or cash account the caller may see, with its company (another company's or unknown: 404), and
 * the scope of that company: the set-up is read and written within it.
 */
async function visibleBankAccount(db: DbOrTx, auth: AuthContext, bankAccountId: number) {
  const callerScope = scopeOf(auth);
  const account = await accountInScope(db, callerScope, bankAccountId);
  if (!account) throw notFound();
  if (!isBankType(account.typeId)) throw notFound(M.printSetupNotBank);
  const scope: OneCompanyScope = narrowScope(callerScope, account.companyId);
  return { ...account, scope };
}

/** The next number a check of the account gets: on from the highest issued, never below the checkbook's first. */
export async function nextNumberOf(db: DbOrTx, scope: CompanyScope, bankAccountId: number): Promise<number> {
  const [highest, first] = await Promise.all([highestCheckNumber(db, scope, bankAccountId), repo.firstCheckNumber(db, scope, bankAccountId)]);
  return Math.max(highest + 1, first ?? 1);
}

async function answer(db: DbOrTx, account: Awaited<ReturnType<typeof visibleBankAccount>>, row: repo.PrintSetupRow | undefined): Promise<CheckPrintSetup> {
  const s = repo.setupOf(row);
  return {
    bank_account_id: account.id,
    bank_account_name: account.name,
    company_id: account.companyId,
    company_name: account.companyName,
    bank_name: s.bankName,
    bank_address_line_1: s.bankAddressLine1,
    bank_address_line_2: s.bankAddressLine2,
    routing_number: s.routingNumber,
    account_number: s.accountNumber,
    stock: s.stock,
    preprinted: s.preprinted,
    offset_x: s.offsetX,
    offset_y: s.offsetY,
    first_check_number: s.firstCheckNumber,
    next_check_number: await nextNumberOf(db, account.scope, account.id),
    amount_words_grouping: groupingOf({ amountWordsGrouping: account.grouping }),
    saved: Boolean(row),
  };
}

/** getCheckPrintSetup: the account's set-up, or the defaults when never saved. */
export async function getPrintSetup(db: Db, auth: AuthContext, bankAccountId: number): Promise<CheckPrintSetup> {
  const account = await visibleBankAccount(db, auth, bankAccountId);
  return answer(db, account, await repo.findSetup(db, account.scope, bankAccountId));
}

/** The set-up and account the alignment page prints with. */
export async function alignmentOf(db: Db, auth: AuthContext, bankAccountId: number) {
  const account = await visibleBankAccount(db, auth, bankAccountId);
  return { account, setup: await repo.printSetupOf(db, account.scope, bankAccountId) };
}

/**
 * saveCheckPrintSetup: under the bank account's lock (the lock check numbering takes), so a new first check
 * number is compared with the numbers issued by then. A changed first number at or below the highest issued
 * is refused: that checkbook is already in use.
 */
export async function savePrintSetup(db: Db, auth: AuthContext, bankAccountId: number, v: PrintSetupInput, now: Date): Promise<CheckPrintSetup> {
  return db.transaction(async (tx) => {
    const account = await visibleBankAccount(tx, auth, bankAccountId);
    await lockAccounts(tx, account.scope, [bankAccountId]);
    const before = await repo.findSetup(tx, account.scope, bankAccountId);
    if (v.firstCheckNumber !== null && v.firstCheckNumber !== (before?.firstCheckNumber ?? null)) {
      const highest = await highestCheckNumber(tx, account.scope, bankAccountId);
      if (v.firstCheckNumber <= highest) {
        const message = M.printSetupFirstNumberIssued(highest);
        throw new AppError(409, message, { first_check_number: [message] });
      }
    }
    const row = await repo.upsertSetup(tx, account.scope, { ...v, bankAccountId, updatedBy: auth.userId, updatedAt: now });
    return answer(tx, account, row);
  });
}
