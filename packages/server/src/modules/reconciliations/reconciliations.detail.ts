import { fromCents, RECON_STATUS, type ReconciliationDetail, type ReconciliationRow, sourceLabel } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { readsOn } from '../../db/reads-on.js';
import { accountBalance } from '../../ledger/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { narrowScope, scopeOf } from '../../plugins/company-scope.js';
import { suggestions } from './matching.js';
import {
  type BookLineRow,
  clearedSums,
  eventsOf,
  itemsOf,
  lastOfAccount,
  matchesOf,
  openBookLines,
  openStatementLines,
  type Recon,
  type StatementLine,
  statusName,
} from './reconciliations.repo.js';

/** A check outstanding longer than this at the statement date is stale (a treasurer voids or reissues it). */
export const STALE_DAYS = 180;

const DAY = 86_400_000;

export const rowOf = (r: Recon): ReconciliationRow => ({
  id: r.id,
  company_id: r.companyId,
  bank_account_id: r.bankAccountId,
  bank_account_name: r.bankAccountName,
  statement_id: r.statementId,
  statement_date: r.statementDate,
  statement_ending_balance: fromCents(r.endingCents),
  beginning_balance: fromCents(r.beginningCents),
  status: r.status,
  status_name: statusName(r.status),
  prepared_by: r.preparedBy,
  prepared_at: r.preparedAt,
  approved_by: r.approvedBy,
  approved_at: r.approvedAt,
});

const describe = (b: BookLineRow) =>
  b.checkNumber
    ? `Check ${b.checkNumber}`
    : `${sourceLabel(b.sourceType)}${b.sourceId && b.sourceType !== 'manual' ? ` #${b.sourceId}` : ` (entry #${b.entryId})`}`;

export const bookLineOut = (b: BookLineRow, statementDate: string) => ({
  journal_line_id: b.journalLineId,
  entry_id: b.entryId,
  date: b.date,
  amount: fromCents(b.cents),
  source_type: b.sourceType,
  source_id: b.sourceId,
  description: b.reversesEntryId ? `Reversal of ${describe(b)}` : describe(b),
  memo: b.memo,
  check_number: b.checkNumber,
  check_id: b.checkId,
  stale: b.cents < 0 && Date.parse(statementDate) - Date.parse(b.date) > STALE_DAYS * DAY,
});

export const statementLineOut = (l: StatementLine) => ({
  id: l.id,
  date: l.date,
  amount: fromCents(l.cents),
  description: l.description,
  payee: l.payee,
  check_number: l.checkNumber,
});

/**
 * Everything the reconciliation screen and report show. cleared_balance = beginning balance + the lines cleared
 * here; difference = statement ending balance - cleared_balance; adjusted_balance = statement ending balance +
 * deposits in transit - outstanding checks, which equals the books' balance at the statement date once every
 * earlier reconciliation and this one agree.
 */
export async function detailOf(tx: DbOrTx, recon: Recon, auth: AuthContext): Promise<ReconciliationDetail> {
  const own = narrowScope(scopeOf(auth), recon.companyId);
  const [sums, open, lines, matches, events, last, book] = await readsOn(tx, [
    () => clearedSums(tx, own, recon.id),
    () => openBookLines(tx, own, recon),
    () => openStatementLines(tx, own, recon),
    () => matchesOf(tx, own, recon.id),
    () => eventsOf(tx, own, recon.id),
    () => lastOfAccount(tx, own, recon.bankAccountId),
    () => accountBalance(tx, own, recon.bankAccountId, recon.statementDate),
  ]);
  const cleared = recon.beginningCents + sums.inCents + sums.outCents;
  const outstanding = open.reduce((s, b) => s + b.cents, 0);
  const proposals = recon.status === RECON_STATUS.InProgress ? suggestions(lines, itemsOf(open)) : [];
  return {
    ...rowOf(recon),
    cleared_deposits: fromCents(sums.inCents),
    cleared_payments: fromCents(sums.outCents),
    cleared_balance: fromCents(cleared),
    difference: fromCents(recon.endingCents - cleared),
    book_balance: fromCents(book.balanceCents),
    adjusted_balance: fromCents(recon.endingCents + outstanding),
    outstanding_checks: open.filter((b) => b.cents < 0).map((b) => bookLineOut(b, recon.statementDate)),
    deposits_in_transit: open.filter((b) => b.cents > 0).map((b) => bookLineOut(b, recon.statementDate)),
    unmatched_statement_lines: lines.map(statementLineOut),
    matches: matches.map((m) => ({
      id: m.id,
      kind: m.kind,
      statement_lines: m.statementLines.map(statementLineOut),
      book_lines: m.bookLines.map((b) => bookLineOut(b, recon.statementDate)),
    })),
    suggestions: proposals.map((p) => ({
      statement_line_ids: p.statementLineIds,
      journal_line_ids: p.journalLineIds,
      amount: fromCents(p.cents),
      reason: p.reason,
    })),
    events,
    can_approve:
      recon.status === RECON_STATUS.Completed && recon.preparedById !== auth.userId && (auth.isSuperAdmin || auth.permissions.has('BankReconciliation_Edit')),
    is_last: recon.status !== RECON_STATUS.InProgress && last?.id === recon.id,
  };
}
