import {
  idParams,
  M,
  okEnvelope as ok,
  okSaying,
  TRANSFER_TEXT,
  transferBody,
  transferDetail,
  transferExportQuery,
  transferListQuery,
  transferPage,
  transferRow,
  voidReasonQuery,
} from '@app/contract';
import type { AppInstance } from '../../app.js';
import { createdOnce } from '../../lib/document-routes.js';
import { authOf } from '../../plugins/company-scope.js';
import { exportTransfers } from './transfers.export.js';
import * as service from './transfers.service.js';

const tags = ['Transfers'];

/** Transfers between two bank accounts of one company (issue 25 point 5): record, list, view, void. */
export async function transferRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock };
  const { db } = deps;

  app.post(
    '/transfers',
    {
      schema: {
        tags,
        summary: 'Transfer money between two bank accounts',
        description:
          'company_id (Super-Admin names it), from_bank_account_id, to_bank_account_id (two different bank or cash accounts of the company), transfer_date (not in the future), amount, fund_program_id, ' +
          'to_fund_program_id (a transfer between funds: the ledger adds the interfund transfer lines), memo. Both accounts are locked in id order; the account the money leaves must hold the amount ' +
          "(422 'Insufficient funds in your account!!'). Posts Dr the account it goes to / Cr the account it leaves. Accepts an Idempotency-Key header.",
        body: transferBody,
        response: { 200: okSaying(TRANSFER_TEXT.created).extend({ data: transferRow }) },
      },
      config: { access: { permission: 'Transfer_Create' }, idempotent: true },
    },
    createdOnce(deps, service.createTransfer, (data) => ({ data })),
  );

  app.get(
    '/transfers',
    {
      schema: {
        tags,
        summary: 'The transfer list',
        description:
          'Paged (10 a page by default), newest first, with the filters company_id (0 = All Company) and status (5 = All Status; 2 Posted, 1 Void). ' +
          '?search= finds the memo, either bank account or the company name; ?sort= (newest, transfer_date, amount, status_name) and ?dir= order it.',
        querystring: transferListQuery,
        response: { 200: ok.extend({ data: transferPage }) },
      },
      config: { access: { permission: 'Transfer_View' } },
    },
    async (req) => ({ data: await service.listTransfers(db, authOf(req), req.query) }),
  );

  app.get(
    '/transfers/export',
    {
      schema: {
        tags,
        summary: 'Export the transfer list',
        description:
          'Every transfer the list shows for the same filters, all pages, as ?format=csv or ?format=xlsx. Authorised and scoped exactly as GET /transfers.',
        querystring: transferExportQuery,
      },
      config: { access: { permission: 'Transfer_View' } },
    },
    async (req, reply) => exportTransfers(db, authOf(req), req.query, reply, deps.clock()),
  );

  app.get(
    '/transfers/:id',
    {
      schema: {
        tags,
        summary: 'One transfer',
        description: "The transfer with its accounts, funds and the entries it posted. Another company's transfer answers 404.",
        params: idParams,
        response: { 200: ok.merge(transferDetail) },
      },
      config: { access: { anyOf: ['Transfer_View', 'Transfer_Delete'] } },
    },
    async (req) => ({ ...(await service.transferDetail(db, authOf(req), req.params.id)) }),
  );

  app.get(
    '/transfers/:id/void',
    {
      schema: {
        tags,
        summary: 'Void a transfer',
        description:
          'Reverses the transfer with an entry dated today, never before the transfer (the original stays), and marks it Void. A second void answers 409. ' +
          '?reason= (optional, at most 500 characters) is recorded with the void and shown on the transfer (GET /transfers/{id} void_reason).',
        params: idParams,
        querystring: voidReasonQuery,
        response: { 200: okSaying(M.statusUpdated) },
      },
      config: { access: { permission: 'Transfer_Delete' } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      await service.voidTransfer(deps, authOf(req), req.params.id, req.query.reason);
      return {};
    },
  );
}
