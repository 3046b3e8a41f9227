import {
  BANK_ACCOUNT_TYPES,
  isoDay,
  M,
  TRANSFER_ALL_STATUS,
  TRANSFER_STATUS,
  TRANSFER_TEXT,
  type TransferDetail,
  type TransferInput,
  type TransferRow,
  todayOnEarth,
} from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { transfers } from '../../db/schema/index.js';
import { voidDocument } from '../../documents/post-document.js';
import { AppError, conflict, invalid, notFound } from '../../errors.js';
import { post } from '../../ledger/index.js';
import { liveCompany } from '../../lib/lookups.js';
import { statusListService } from '../../lib/status-list.js';
import type { AuthContext } from '../../plugins/access.js';
import { narrowScope, requireScope, scopeOf, visibleIn } from '../../plugins/company-scope.js';
import { findAccounts, usableFunds } from '../deposits/deposits.repo.js';
import { recordVoidReason, voidReasonOf } from '../bills/void-reasons.js';
import { transferDocument } from './transfer.document.js';
import { TRANSFER_SOURCE } from './transfer.postings.js';
import * as repo from './transfers.repo.js';

export interface TransferDeps {
  db: Db;
  clock: () => Date;
}

/**
 * POST /transfers: money from one bank or cash account of the company to another, in one transaction: the
 * company, the accounts and the funds read and checked, the transfer inserted, then its entry posted by post()
 * with a bank floor (issue 23 point 2): the account the money leaves is locked and must hold the amount INSIDE
 * the one writing statement (ledger_lock_banks, migration 0039), so its lock is held for that statement and the
 * COMMIT, not from the balance read on. Short of the amount: 422 'Insufficient funds in your account!!' and the
 * transaction, the transfer row with it, rolls back. The account the money goes to takes no lock: money coming in
 * needs none, and two transfers crossing between the same accounts then have one lock each, never a cycle.
 */
export async function createTransfer(deps: TransferDeps, auth: AuthContext, input: TransferInput): Promise<TransferRow> {
  if (auth.isSuperAdmin && !input.companyId) throw invalid(TRANSFER_TEXT.selectCompany, 'company_id');
  const scope = requireScope(auth, input.companyId, TRANSFER_TEXT.selectCompany);
  const { companyId } = scope;
  if (input.transferDate > todayOnEarth(deps.clock()).latest) throw invalid(TRANSFER_TEXT.dateFuture, 'transfer_date');
  return deps.db.transaction(async (tx) => {
    const company = await liveCompany(tx, companyId);
    if (!company) throw notFound();
    const found = new Map((await findAccounts(tx, scope, [input.fromBankAccountId, input.toBankAccountId])).map((a) => [a.id, a]));
    // Refusals name the wire fields.
    for (const [id, field] of [
      [input.fromBankAccountId, 'from_bank_account_id'],
      [input.toBankAccountId, 'to_bank_account_id'],
    ] as const) {
      const a = found.get(id);
      if (!a || !BANK_ACCOUNT_TYPES.has(a.typeId) || a.status !== 'Active') throw invalid(TRANSFER_TEXT.bankUnknown, field);
    }
    const fundIds = [input.fundProgramId, ...(input.toFundProgramId ? [input.toFundProgramId] : [])];
    const funds = new Map((await usableFunds(tx, scope, fundIds)).map((f) => [f.id, f.name]));
    if (!funds.has(input.fundProgramId)) throw invalid(TRANSFER_TEXT.fundUnknown, 'fund_program_id');
    if (input.toFundProgramId && !funds.has(input.toFundProgramId)) throw invalid(TRANSFER_TEXT.fundUnknown, 'to_fund_program_id');

    const [row] = await tx
      .insert(transfers)
      .values({
        companyId,
        fromBankAccountId: input.fromBankAccountId,
        toBankAccountId: input.toBankAccountId,
        transferDate: input.transferDate,
        amountCents: input.amountCents,
        fundProgramId: input.fundProgramId,
        toFundProgramId: input.toFundProgramId,
        memo: input.memo,
        status: transferDocument.initial,
        createdBy: auth.userId,
      })
      .returning();
    await postTransfer(tx, row, auth.userId);
    const from = found.get(row.fromBankAccountId);
    const to = found.get(row.toBankAccountId);
    return repo.toWire({
      t: row,
      companyName: company.legalName,
      fromName: from?.name ?? '',
      fromNumber: from?.number ?? '',
      toName: to?.name ?? '',
      toNumber: to?.number ?? '',
      fundName: funds.get(row.fundProgramId) ?? '',
      toFundName: row.toFundProgramId ? (funds.get(row.toFundProgramId) ?? null) : null,
    });
  });
}

/**
 * The transfer's entry, with the bank floor refusing to take the account the money leaves below zero: not to be
 * confirmed, unlike a journal entry's, so it refuses with the specification's 422. No savepoint: a refusal fails
 * the whole transaction, which is what a refused transfer must do.
 */
function postTransfer(tx: DbOrTx, row: typeof transfers.$inferSelect, userId: number | null) {
  const refusal = new AppError(422, M.insufficientFunds, { from_bank_account_id: [M.insufficientFunds] });
  return post(tx, { ...transferDocument.posting!(row, row.transferDate, userId), bankFloor: { confirmed: false, refusal }, noSavepoint: true });
}

export async function transferDetail(db: Db, auth: AuthContext, id: number): Promise<TransferDetail> {
  const scope = scopeOf(auth);
  const data = await repo.transferWithNames(db, scope, id);
  if (!data) throw notFound();
  return {
    data,
    journalEntries: await repo.transferEntries(db, narrowScope(scope, data.company_id), id),
    void_reason: await voidReasonOf(db, TRANSFER_SOURCE, id),
  };
}

/** The transfer list (status 5 = all): what the caller's list shows, and one page of it. */
export const { request: transferListRequest, page: listTransfers } = statusListService(repo.transferListing, TRANSFER_ALL_STATUS);

/**
 * GET /transfers/{id}/void: under the transfer's row lock, a dated reversal (never before the transfer) and
 * Void; a second void answers 409. The money goes back to the account it left: nothing is overdrawn by
 * that, and the account it went to is not checked (a void corrects a recording error).
 */
export async function voidTransfer(deps: TransferDeps, auth: AuthContext, id: number, reason?: string): Promise<void> {
  const day = isoDay(deps.clock());
  const scope = scopeOf(auth);
  await deps.db.transaction(async (tx) => {
    const row = visibleIn(scope, await repo.findTransfer(tx, scope, id, { forUpdate: true }));
    if (row.status === TRANSFER_STATUS.Void) throw conflict(TRANSFER_TEXT.alreadyVoid);
    const date = [day, row.transferDate].sort()[1];
    const at = new Date();
    await voidDocument(tx, scope, transferDocument, row, { date, createdBy: auth.userId, also: { voidedAt: at, voidedBy: auth.userId } });
    // Its reason (?reason=, optional, issue 28.5) in the void's transaction: a refused void records nothing.
    await recordVoidReason(tx, { sourceType: TRANSFER_SOURCE, sourceId: id, companyId: row.companyId, reason, userId: auth.userId, at });
  });
}
