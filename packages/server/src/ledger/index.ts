/**
 * The general ledger: the only writer of journal_entries and journal_lines (DESIGN.md section 5).
 *
 *   post(tx, { companyId, date, sourceType, sourceId, memo, createdBy, lines })  -> { entryId }
 *     lines: [{ accountId, debitCents, creditCents, fundProgramId?, functionalExpenseId?, vendorId?, memo? }]
 *     Refuses (422) empty, zero, negative, two-sided or unbalanced lines, another company's account or tag,
 *     and InActive accounts. The database also refuses an unbalanced entry at commit.
 *   reverse(tx, entryId, { date, createdBy, companyId? })  -> { entryId }   (409 when already reversed)
 *   reverseSource(tx, { companyId, sourceType, sourceId }, { date, createdBy })  -> new entry ids (a void)
 *   accountTotals / accountBalance / fundProgramTotals / functionalExpenseTotals  (as of a date)
 *   lockAccounts(tx, ids): lock before checking a bank balance the posting must not overdraw.
 *
 *   No entry may be dated on or before the company's closing date (409; a trigger of migration 0022 checks
 *   it under the company row's lock); openDayFor(tx, companyId, day) dates a void's reversal in the open period.
 *
 * Call post/reverse inside the transaction that writes the record causing them (bill, payment, check), so
 * the record and its posting commit or fail together. Posted rows are never changed: a correction is a reversal.
 */
export { post, reverse, reverseSource, type PostInput } from './post.js';
export { openDayFor } from './closing-date.js';
export { checkLines, MAX_ENTRY_CENTS, type PostLine } from './lines.js';
export { accountBalance, accountTotals, expenseTotalsBy, functionalExpenseTotals, fundProgramTotals, lockAccounts, normalBalance, type Totals } from './balances.js';
export { accountStatement, decodeCursor, encodeCursor, type LedgerCursor, netBefore, type StatementLine } from './statement.js';
export { addToTotals, monthEnd, monthOf } from './totals.js';
export { ledgerProblems } from './invariants.js';
export {
  completeInterfund,
  fundImbalances,
  INTERFUND_ACCOUNTS,
  interfundAccount,
  interfundAccounts,
  type InterfundAccounts,
  type InterfundKind,
  type InterfundRole,
} from './interfund.js';
