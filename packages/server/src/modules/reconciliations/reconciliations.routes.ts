import {
  bookLineBody,
  lineParams,
  matchBody,
  matchParams,
  okEnvelope as ok,
  okSaying,
  RECON_TEXT,
  reconciliationBody,
  reconciliationDetail,
  reconciliationListQuery,
  reconciliationParams,
  reconciliationRow,
  reopenRequest,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import { sendStatementFile } from '../statements/statement-files.js';
import { reconciliationReport } from './reconciliations.report.js';
import * as service from './reconciliations.service.js';

const tags = ['Bank reconciliation'];
const doc = (summary: string, description: string) => ({ tags, summary, description });
const VIEW = { access: { permission: 'BankReconciliation_View' } } as const;
const WORK = { access: { anyOf: ['BankReconciliation_Create', 'BankReconciliation_Edit'] } };
const detail = (message: string) => ({ 200: okSaying(message).extend({ data: reconciliationDetail }) });
const DETAIL_FIELDS =
  'The answer is the reconciliation: statement_ending_balance, beginning_balance, cleared_deposits, cleared_payments, cleared_balance (beginning + cleared lines), difference (statement - cleared), book_balance, adjusted_balance, outstanding_checks (check_number, stale over 180 days, check_id to void), deposits_in_transit, unmatched_statement_lines, matches, suggestions, events.';

/** Bank reconciliation (issue 26 points 2-4): start, match, book a fee, complete, approve, reopen, report. */
export async function reconciliationRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock };
  // Matching writes (sure matches): it runs on GET only for a caller who may work on the reconciliation.
  const works = (req: FastifyRequest) => {
    const a = authOf(req);
    return a.isSuperAdmin || a.permissions.has('BankReconciliation_Create') || a.permissions.has('BankReconciliation_Edit');
  };

  app.post(
    '/reconciliations',
    {
      schema: {
        ...doc(
          'Start a bank reconciliation',
          'Starts reconciling bank_account_id (a bank or cash account of the company, else 422) to a statement: statement_date, statement_ending_balance, and statement_id when the statement was imported (of the same account, else 422). ' +
            "Its beginning balance is the account's last completed reconciliation's ending balance (0.00 for the first). One in progress per account (409), and the statement date must be after the last one's (422). Sure matches apply at once. " +
            DETAIL_FIELDS,
        ),
        body: reconciliationBody,
        response: detail(RECON_TEXT.created),
      },
      config: { access: { permission: 'BankReconciliation_Create' } },
    },
    async (req) => ({ data: await service.createReconciliation(deps, authOf(req), req.body) }),
  );

  app.get(
    '/reconciliations',
    {
      schema: {
        ...doc(
          'The reconciliations',
          "The company's reconciliations (?bank_account_id= one account's), newest statement first, with status_name In Progress, Completed or Approved and who prepared and approved them. Super-Admin names ?company_id= or sees every company.",
        ),
        querystring: reconciliationListQuery,
        response: { 200: ok.extend({ data: z.array(reconciliationRow) }) },
      },
      config: VIEW,
    },
    async (req) => ({ data: await service.listReconciliations(deps.db, authOf(req), req.query) }),
  );

  app.get(
    '/reconciliations/:id',
    {
      schema: {
        ...doc(
          'One bank reconciliation',
          'For a caller who may work on it, matching runs first on an in-progress reconciliation (taking in lines posted since): checks by number, one amount on one date, an entry with its reversal. ' +
            DETAIL_FIELDS +
            " Another company's reconciliation: 404.",
        ),
        params: reconciliationParams,
        response: { 200: ok.extend({ data: reconciliationDetail }) },
      },
      config: VIEW,
    },
    async (req) => ({ data: await service.reconciliationDetail(deps, authOf(req), req.params.id, works(req)) }),
  );

  app.post(
    '/reconciliations/:id/match',
    {
      schema: {
        ...doc('Match again', 'Runs the matching of an in-progress reconciliation now (409 otherwise) and answers it. ' + DETAIL_FIELDS),
        params: reconciliationParams,
        response: detail(RECON_TEXT.matched),
      },
      config: WORK,
    },
    async (req) => ({ data: await service.matchNow(deps, authOf(req), req.params.id) }),
  );

  app.post(
    '/reconciliations/:id/matches',
    {
      schema: {
        ...doc(
          'Confirm or make a match',
          'Matches statement_line_ids (open lines of the account up to the statement date; none: the ledger lines are cleared by hand) with journal_line_ids (open ledger lines of the bank account up to the statement date). ' +
            'One to many and many to one; the two sides must agree to the cent (422). A suggestion is confirmed by sending its ids. In progress only (409). ' +
            DETAIL_FIELDS,
        ),
        params: reconciliationParams,
        body: matchBody,
        response: detail(RECON_TEXT.matched),
      },
      config: WORK,
    },
    async (req) => ({ data: await service.confirmMatch(deps, authOf(req), req.params.id, req.body) }),
  );

  app.delete(
    '/reconciliations/:id/matches/:matchId',
    {
      schema: {
        ...doc(
          'Undo a match',
          'Undoes a match of an in-progress reconciliation (409 otherwise): its lines are open again. A booked entry stays in the books. To change a match, undo it and make another. ' +
            DETAIL_FIELDS,
        ),
        params: matchParams,
        response: detail(RECON_TEXT.unmatched),
      },
      config: WORK,
    },
    async (req) => ({ data: await service.undoMatch(deps, authOf(req), req.params.id, req.params.matchId) }),
  );

  app.post(
    '/reconciliations/:id/lines/:lineId/book',
    {
      schema: {
        ...doc(
          'Book a statement line',
          'An unmatched statement line (a bank fee, interest) becomes a journal entry dated its day: money out Dr account_id / Cr the bank, money in Dr the bank / Cr account_id, both in fund_program_id (functional_expense_id on the account line), through the ledger (its rules and the closing date apply: 409). ' +
            'It is matched to the line at once. ' +
            DETAIL_FIELDS,
        ),
        params: lineParams,
        body: bookLineBody,
        response: detail(RECON_TEXT.booked),
      },
      config: WORK,
    },
    async (req) => ({ data: await service.bookLine(deps, authOf(req), req.params.id, req.params.lineId, req.body) }),
  );

  app.post(
    '/reconciliations/:id/complete',
    {
      schema: {
        ...doc(
          'Complete a reconciliation',
          'Succeeds only at a difference of 0.00 (409 naming the difference). Records the caller as preparer; every ledger line it cleared is locked: its check, payment, deposit, transfer or entry can no longer be voided or changed (409 naming the reconciliation). ' +
            DETAIL_FIELDS,
        ),
        params: reconciliationParams,
        response: detail(RECON_TEXT.completed),
      },
      config: WORK,
    },
    async (req) => ({ data: await service.completeReconciliation(deps, authOf(req), req.params.id) }),
  );

  app.post(
    '/reconciliations/:id/approve',
    {
      schema: {
        ...doc(
          'Approve a reconciliation',
          'A second user approves a completed reconciliation (409 otherwise): never its preparer (403). Records the approver and the time. ' + DETAIL_FIELDS,
        ),
        params: reconciliationParams,
        response: detail(RECON_TEXT.approved),
      },
      config: { access: { permission: 'BankReconciliation_Edit' } },
    },
    async (req) => ({ data: await service.approveReconciliation(deps, authOf(req), req.params.id) }),
  );

  app.post(
    '/reconciliations/:id/reopen',
    {
      schema: {
        ...doc(
          'Reopen a reconciliation',
          "Puts the account's last completed or approved reconciliation back in progress (an earlier one: 409), with a reason (422 without); its cleared lines are unlocked, preparer and approver cleared, and the act is recorded. " +
            DETAIL_FIELDS,
        ),
        params: reconciliationParams,
        body: reopenRequest,
        response: detail(RECON_TEXT.reopened),
      },
      config: { access: { permission: 'BankReconciliation_Delete' } },
    },
    async (req) => ({ data: await service.reopenReconciliation(deps, authOf(req), req.params.id, req.body.reason) }),
  );

  app.get(
    '/reconciliations/:id/report',
    {
      schema: {
        ...doc(
          'The reconciliation report (PDF)',
          "The bank statement's balance, outstanding checks, deposits in transit, the adjusted balance beside the books' balance, the cleared totals, and the preparer and approver with dates, as a PDF. Another company's: 404.",
        ),
        params: reconciliationParams,
      },
      config: VIEW,
    },
    async (req, reply) => {
      const d = await service.reconciliationDetail(deps, authOf(req), req.params.id, false);
      const company = await deps.db.execute(sql`select legal_name from companies where id = ${d.company_id}::int`);
      const name = String((company.rows[0] as { legal_name: string }).legal_name);
      return sendStatementFile(reply, 'pdf', reconciliationReport(d, name), deps.clock());
    },
  );
}
