import { z } from 'zod';
import { formatDate, isValidIsoDate } from '../dates.js';
import { idSchema, money, optionalIdSchema, optionalText } from './common.js';

/** Bank reconciliation (issue 26 points 2-4): texts quoted by the server, the web and the tests. */
export const RECON_TEXT = {
  created: 'The reconciliation has been started.',
  matched: 'The lines have been matched.',
  unmatched: 'The match has been undone.',
  booked: 'The statement line has been booked.',
  completed: 'The reconciliation is complete.',
  approved: 'The reconciliation has been approved.',
  reopened: 'The reconciliation has been reopened.',
  selectBank: 'Select a bank account.',
  selectCompany: 'Select a company.',
  invalidDate: 'Enter a valid statement date.',
  invalidBalance: 'Enter the statement ending balance.',
  notBank: 'Choose a bank or cash account of the company.',
  statementOfOtherAccount: 'That statement is of another bank account.',
  openExists: (id: number) => `Reconciliation #${id} of this bank account is still in progress: finish it first.`,
  notAfterLast: (date: string) => `The statement date must be after the last reconciliation's (${formatDate(date)}).`,
  notInProgress: (status: string) => `The reconciliation is ${status}: it can no longer be changed.`,
  differenceNotZero: (difference: string) => `The difference is ${difference}: a reconciliation completes only at a difference of 0.00.`,
  notCompleted: 'Only a completed reconciliation can be approved.',
  approverIsPreparer: 'The approver must be someone other than the preparer.',
  notLast: (id: number) => `Only the last completed reconciliation of the account can be reopened (reconciliation #${id} comes after it).`,
  notReopenable: 'Only a completed or approved reconciliation can be reopened.',
  reasonRequired: 'Give a reason for reopening the reconciliation.',
  chooseLines: 'Choose the ledger lines to match.',
  lineNotOpen: 'A chosen line is already matched or is not a line of this reconciliation.',
  sumsDiffer: (statement: string, books: string) =>
    `The statement lines total ${statement} but the ledger lines total ${books}: a match must agree to the cent.`,
  /** a void or an edit of what a completed reconciliation cleared (409) */
  locked: (id: number, date: string) =>
    `This is cleared in bank reconciliation #${id} (statement of ${formatDate(date)}): it can no longer be voided or changed. Reopen the reconciliation first.`,
  chooseAccount: 'Choose the account to book it to.',
  chooseFund: 'Choose the fund program.',
} as const;

export const RECON_STATUS = { InProgress: 1, Completed: 2, Approved: 3 } as const;
export const RECON_STATUS_NAMES: Record<number, string> = { 1: 'In Progress', 2: 'Completed', 3: 'Approved' };

const isoDate = (message: string) => z.string({ error: message }).trim().refine(isValidIsoDate, { error: message });

/** POST /reconciliations */
export const reconciliationRequest = z.object({
  company_id: optionalIdSchema(RECON_TEXT.selectCompany),
  bank_account_id: idSchema(RECON_TEXT.selectBank),
  statement_id: optionalIdSchema(),
  statement_date: isoDate(RECON_TEXT.invalidDate),
  statement_ending_balance: money(RECON_TEXT.invalidBalance),
});
export type ReconciliationRequest = z.infer<typeof reconciliationRequest>;
/** A reconciliation as the service starts it: the request's wire names turned into domain input once. */
export interface ReconciliationInput {
  /** the company a Super-Admin named (null: none named) */
  companyId: number | null;
  bankAccountId: number;
  /** the imported statement it works from (null: none) */
  statementId: number | null;
  /** YYYY-MM-DD */
  statementDate: string;
  statementEndingCents: number;
}
/** POST /reconciliations' body: reconciliationRequest transformed into a ReconciliationInput. */
export const reconciliationBody = reconciliationRequest.transform(
  (v): ReconciliationInput => ({
    companyId: v.company_id,
    bankAccountId: v.bank_account_id,
    statementId: v.statement_id,
    statementDate: v.statement_date,
    statementEndingCents: v.statement_ending_balance,
  }),
);

/** POST /reconciliations/{id}/matches: statement lines (may be none: cleared by hand) with ledger lines. */
export const matchRequest = z.object({
  statement_line_ids: z.array(idSchema()).max(200).default([]),
  journal_line_ids: z.array(idSchema()).min(1, { error: RECON_TEXT.chooseLines }).max(200),
});
export type MatchRequest = z.infer<typeof matchRequest>;
/** A match as the service confirms it. */
export interface MatchInput {
  statementLineIds: number[];
  journalLineIds: number[];
}
/** POST /reconciliations/{id}/matches' body: matchRequest transformed into a MatchInput. */
export const matchBody = matchRequest.transform((v): MatchInput => ({ statementLineIds: v.statement_line_ids, journalLineIds: v.journal_line_ids }));

/** POST /reconciliations/{id}/lines/{lineId}/book */
export const bookLineRequest = z.object({
  account_id: idSchema(RECON_TEXT.chooseAccount),
  fund_program_id: idSchema(RECON_TEXT.chooseFund),
  functional_expense_id: optionalIdSchema(),
  memo: optionalText(500),
});
export type BookLineRequest = z.infer<typeof bookLineRequest>;
/** A statement line booked as the service posts it: the other side of the bank line. */
export interface BookLineInput {
  accountId: number;
  fundProgramId: number;
  functionalExpenseId: number | null;
  /** null: the statement line's date and description */
  memo: string | null;
}
/** POST /reconciliations/{id}/lines/{lineId}/book's body: bookLineRequest transformed into a BookLineInput. */
export const bookLineBody = bookLineRequest.transform(
  (v): BookLineInput => ({ accountId: v.account_id, fundProgramId: v.fund_program_id, functionalExpenseId: v.functional_expense_id, memo: v.memo }),
);

export const reopenRequest = z.object({ reason: z.string({ error: RECON_TEXT.reasonRequired }).trim().min(1, { error: RECON_TEXT.reasonRequired }).max(500) });

export const reconciliationParams = z.object({ id: idSchema() });
export const matchParams = z.object({ id: idSchema(), matchId: idSchema() });
export const lineParams = z.object({ id: idSchema(), lineId: idSchema() });
export const reconciliationListQuery = z.object({
  company_id: optionalIdSchema(RECON_TEXT.selectCompany),
  bank_account_id: optionalIdSchema(RECON_TEXT.selectBank),
});

/** A ledger line of the bank account: amount > 0 money in (a debit), < 0 money out. */
export const bookLine = z.object({
  journal_line_id: z.number(),
  entry_id: z.number(),
  date: z.string(),
  amount: z.string(),
  source_type: z.string(),
  source_id: z.number().nullable(),
  /** 'Check 1042', 'Deposit #7', 'Journal entry #12' */
  description: z.string(),
  memo: z.string(),
  check_number: z.string().nullable(),
  /** the check to void from the screen (a stale check) */
  check_id: z.number().nullable(),
  /** outstanding over 180 days at the statement date */
  stale: z.boolean(),
});
export type BookLine = z.infer<typeof bookLine>;

export const statementLine = z.object({
  id: z.number(),
  date: z.string(),
  amount: z.string(),
  description: z.string(),
  payee: z.string().nullable(),
  check_number: z.string().nullable(),
});
export type StatementLineRow = z.infer<typeof statementLine>;

export const reconciliationMatch = z.object({
  id: z.number(),
  kind: z.enum(['auto', 'manual', 'booked']),
  statement_lines: z.array(statementLine),
  book_lines: z.array(bookLine),
});

/** A proposed match the treasurer confirms (POST /matches with these ids) or ignores. */
export const matchSuggestion = z.object({
  statement_line_ids: z.array(z.number()),
  journal_line_ids: z.array(z.number()),
  amount: z.string(),
  reason: z.string(),
});

export const reconciliationRow = z.object({
  id: z.number(),
  company_id: z.number(),
  bank_account_id: z.number(),
  bank_account_name: z.string(),
  statement_id: z.number().nullable(),
  statement_date: z.string(),
  statement_ending_balance: z.string(),
  beginning_balance: z.string(),
  status: z.number(),
  status_name: z.string(),
  prepared_by: z.string().nullable(),
  prepared_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  approved_at: z.string().nullable(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRow>;

export const reconciliationEvent = z.object({ action: z.string(), reason: z.string().nullable(), user: z.string(), at: z.string() });

/** GET /reconciliations/{id} */
export const reconciliationDetail = reconciliationRow.extend({
  cleared_deposits: z.string(),
  cleared_payments: z.string(),
  cleared_balance: z.string(),
  difference: z.string(),
  /** the books' balance of the account at the statement date */
  book_balance: z.string(),
  /** statement ending balance - outstanding checks + deposits in transit (equals book_balance when reconciled) */
  adjusted_balance: z.string(),
  outstanding_checks: z.array(bookLine),
  deposits_in_transit: z.array(bookLine),
  unmatched_statement_lines: z.array(statementLine),
  matches: z.array(reconciliationMatch),
  suggestions: z.array(matchSuggestion),
  events: z.array(reconciliationEvent),
  /** may the caller approve it (completed, and not its preparer) */
  can_approve: z.boolean(),
  /** is it the account's last completed or approved one (only that one can be reopened) */
  is_last: z.boolean(),
});
export type ReconciliationDetail = z.infer<typeof reconciliationDetail>;
