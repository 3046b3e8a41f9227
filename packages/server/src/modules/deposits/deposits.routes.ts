import {
  DEPOSIT_TEXT,
  depositBody,
  depositDetail,
  depositExportQuery,
  depositLineRow,
  depositListQuery,
  depositPage,
  depositReturnBody,
  depositRow,
  depositsByFund,
  depositsByFundQuery,
  idParams,
  idSchema,
  M,
  okEnvelope as ok,
  okSaying,
  voidReasonQuery,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { createdOnce } from '../../lib/document-routes.js';
import { authOf } from '../../plugins/company-scope.js';
import { createDeposit } from './deposits.create.js';
import { exportDeposits } from './deposits.export.js';
import { returnCheck } from './deposits.returns.js';
import * as service from './deposits.service.js';
import { depositTicket } from './deposits.ticket.js';
import { voidDeposit } from './deposits.void.js';

const tags = ['Deposits'];
const view = { access: { permission: 'Deposit_View' } } as const;

/** Deposits (issue 25): money counted in by fund, its list, view, ticket, returned checks and void. */
export async function depositRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock };
  const { db } = deps;

  app.post(
    '/deposits',
    {
      schema: {
        tags,
        summary: 'Record a deposit',
        description:
          'A deposit of counted money into a bank or cash account: company_id (Super-Admin names it), bank_account_id, deposit_date (not in the future), memo, ' +
          'counted_by (two different names, both required) and lines (account_id: an income, liability or receivable account; fund_program_id; amount; method cash, check (check_number required) or electronic; payer; memo). ' +
          'Posts one entry balanced in every fund: Dr the bank per fund / Cr each line account in its fund, the payer named on its line. A line on a liability account is money held for others, not revenue. ' +
          'Accepts an Idempotency-Key header (a retry replays the first answer).',
        body: depositBody,
        response: { 200: okSaying(DEPOSIT_TEXT.created).extend({ data: depositRow }) },
      },
      config: { access: { permission: 'Deposit_Create' }, idempotent: true },
    },
    createdOnce(deps, createDeposit, (data) => ({ data })),
  );

  app.get(
    '/deposits',
    {
      schema: {
        tags,
        summary: 'The deposit list',
        description:
          'Paged (10 a page by default), newest first, with the filters company_id (0 = All Company), status (5 = All Status; 2 Posted, 1 Void) and from / until (deposit dates, inclusive). ' +
          '?search= finds the deposit number, memo, counters, bank account or company name (contains, ignoring case); ' +
          '?sort= (newest, deposit_date, total, bank_account_name, status_name, companyName) and ?dir= (asc|desc) order it, id breaking ties.',
        querystring: depositListQuery,
        response: { 200: ok.extend({ data: depositPage }) },
      },
      config: view,
    },
    async (req) => ({ data: await service.listDeposits(db, authOf(req), req.query) }),
  );

  app.get(
    '/deposits/export',
    {
      schema: {
        tags,
        summary: 'Export the deposit list',
        description:
          'Every deposit the list shows for the same filters (?company_id=, ?status=, ?from=, ?until=, ?search=, ?sort=, ?dir=), all pages, as a download: ' +
          '?format=csv or ?format=xlsx. Authorised and scoped exactly as GET /deposits.',
        querystring: depositExportQuery,
      },
      config: view,
    },
    async (req, reply) => exportDeposits(db, authOf(req), req.query, reply, deps.clock()),
  );

  app.get(
    '/deposits/by-fund',
    {
      schema: {
        tags,
        summary: "This month's deposits by fund",
        description:
          "The dashboard card: the Posted deposits dated this month (the caller's month, from ?today=), returned checks left out, summed per fund program, largest first. " +
          "company_id 0 = the caller's own company (Super-Admin: every company, funds of one name summed).",
        querystring: depositsByFundQuery,
        response: { 200: ok.extend({ data: depositsByFund }) },
      },
      config: view,
    },
    async (req) => ({ data: await service.depositsByFund(deps, authOf(req), req.query) }),
  );

  app.get(
    '/deposits/:id',
    {
      schema: {
        tags,
        summary: 'One deposit',
        description:
          'The deposit with its lines (returned checks marked), the money it holds for others per liability account and fund with the bills on that account and fund that pay it out and what is still held, and the entries it posted. ' +
          "Another company's deposit answers 404.",
        params: idParams,
        response: { 200: ok.merge(depositDetail) },
      },
      config: { access: { anyOf: ['Deposit_View', 'Deposit_Delete'] } },
    },
    async (req) => ({ ...(await service.depositDetail(db, authOf(req), req.params.id)) }),
  );

  app.get(
    '/deposits/:id/ticket',
    {
      schema: {
        tags,
        summary: 'The deposit ticket (PDF)',
        description:
          'A bank deposit ticket of the deposit: the bank (its print set-up name when saved), the account, the date, every check with its number, payer and amount, the cash total, the grand total and the two counters. ' +
          "Another company's deposit answers 404.",
        params: idParams,
      },
      config: view,
    },
    async (req, reply) => {
      const pdf = await depositTicket(db, authOf(req), req.params.id);
      reply.header('Content-Type', 'application/pdf');
      reply.header('Content-Disposition', `inline; filename="deposit-${req.params.id}.pdf"`);
      reply.header('Cache-Control', 'no-store');
      return reply.send(pdf);
    },
  );

  app.post(
    '/deposits/:id/lines/:line/return',
    {
      schema: {
        tags,
        summary: 'Mark a check of a deposit returned',
        description:
          'line is the line number on the deposit (1 = first). The check is reversed by an entry dated today (never before the deposit): Dr its account / Cr the bank in its fund, and the bank fee (fee, fee_account_id: an expense account) Dr the expense / Cr the bank in the same fund, the payer named on each line. ' +
          'A void deposit or a check already returned answers 409; a line that is not a check 422.',
        params: z.object({
          id: idSchema(),
          line: z.coerce
            .number({ error: DEPOSIT_TEXT.lineUnknown })
            .int({ error: DEPOSIT_TEXT.lineUnknown })
            .min(1, { error: DEPOSIT_TEXT.lineUnknown })
            .max(32767, { error: DEPOSIT_TEXT.lineUnknown }),
        }),
        body: depositReturnBody,
        response: { 200: okSaying(DEPOSIT_TEXT.returned).extend({ data: depositLineRow }) },
      },
      config: { access: { permission: 'Deposit_Edit' } },
    },
    async (req) => ({ data: await returnCheck(deps, authOf(req), req.params.id, req.params.line, req.body) }),
  );

  // A state change through GET, as the other documents' voids: bearer-only, no-store, a second void is a 409.
  app.get(
    '/deposits/:id/void',
    {
      schema: {
        tags,
        summary: 'Void a deposit',
        description:
          'Reverses everything the deposit posted (its returned checks too) with entries dated today, never before the deposit (the originals stay), and marks it Void. A second void answers 409. ' +
          '?reason= (optional, at most 500 characters) is recorded with the void and shown on the deposit (GET /deposits/{id} void_reason).',
        params: idParams,
        querystring: voidReasonQuery,
        response: { 200: okSaying(M.statusUpdated) },
      },
      config: { access: { permission: 'Deposit_Delete' } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      await voidDeposit(deps, authOf(req), req.params.id, req.query.reason);
      return {};
    },
  );
}
