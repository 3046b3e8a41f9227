import {
  bankAccountOption,
  checkCompanyParam,
  checkDetail,
  checkExportQuery,
  checkListQuery,
  checkPage,
  checkPaymentRow,
  checkPrintData,
  checkPrintRequest,
  checkRequest,
  checkRow,
  checkStatusParam,
  idParams,
  idSchema,
  legacyMsg,
  M,
  okEnvelope as ok,
  okSaying,
} from '@app/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { companyFirst, createdOnce, filteredListRoutes, voidThroughGet } from '../../lib/document-routes.js';
import { authOf } from '../../plugins/company-scope.js';
import { exportChecks } from './checks.export.js';
import { checksPdf } from './checks.pdf.js';
import * as read from './checks.read.js';
import { createChecks } from './checks.service.js';
import { voidCheck } from './checks.void.js';

const tags = ['Checks'];
const view = { access: { permission: 'Check_View' } } as const;
const picker = { access: { anyOf: ['Check_Create', 'Check_View'] } };
const { page, per_page } = checkListQuery.shape;
const pdfResponse = { 200: z.any().describe('application/pdf: one US Letter page per check') };

const sendPdf = (reply: FastifyReply, pdf: Buffer, name: string) =>
  reply.type('application/pdf').header('Cache-Control', 'no-store').header('Content-Disposition', `attachment; filename="${name}.pdf"`).send(pdf);

/** Checks (specification 001, sections 2-9): voucher and standard checks, numbering, printing, voids. */
export async function checkRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock, voids: app.deps.voids };
  const { db } = deps;

  app.post(
    '/createChecks',
    {
      schema: {
        tags,
        summary: 'Generate checks (voucher or standard)',
        description:
          'check_type voucher: check_list names Paid bill payments of bank_account_id (numbers or { bill_payment_id }); one check per vendor, consecutive numbers; the payments and their bills turn to Check; nothing is posted. ' +
          'check_type standard: creates the bill (refrence numeric, at most 10; bill_due; vendor_id; amount_due; account_payable_id; account_id = COA; fund_program_id; funtional_expenses_id), pays it from the bank account ' +
          "('Insufficient funds in your account!!' under the bank account lock) and writes its check, all in one transaction. check_number: blank = the next number; lower than the next: 409 'Check Number already taken'; " +
          'higher: a new check book. memo at most 500 characters. Answers data (the checks), checkId (their ids, for printing) and msg. Accepts an Idempotency-Key header.',
        body: checkRequest,
        response: { 200: okSaying(M.checkGenerated).extend({ data: z.array(checkRow), checkId: z.array(z.number()), msg: legacyMsg(M.checkGenerated) }) },
      },
      preValidation: companyFirst,
      config: { access: { permission: 'Check_Create' }, idempotent: true },
    },
    createdOnce(deps, createChecks, (data) => ({ data, checkId: data.map((c) => c.id) })),
  );

  app.get(
    '/getPrintCheckInfoByCheckId/:id',
    {
      schema: {
        tags,
        summary: 'Print one check',
        description:
          "The check as a PDF on its bank account's stock (print set-up): voucher stock puts the check in the top third with two stubs (a standard check prints the check alone); standard 3-up stock prints three checks a page. " +
          "The set-up's offsets move everything; what the stock already carries is left out. The amount in words is the one fixed when the check was made. A Void check prints amount 0 and VOID across it. " +
          '?format=json answers the print data instead (checkType, data, checkData, getVendor).',
        params: idParams,
        querystring: z.object({ format: z.enum(['pdf', 'json']).default('pdf') }),
        response: { 200: z.union([ok.merge(checkPrintData), z.any()]) },
      },
      config: view,
    },
    async (req, reply) => {
      const auth = authOf(req);
      const detail = await read.checkDetail(db, auth, req.params.id);
      // The union's z.any() branch (the PDF) fills nothing: this answer writes its own status.
      if (req.query.format === 'json') return { status: 200 as const, ...read.printData(detail) };
      const pdf = await checksPdf([detail], `Check ${detail.checkData.check_number}`, await read.setupsOf(db, auth, [detail]));
      return sendPdf(reply, pdf, `check-${detail.checkData.check_number}`);
    },
  );

  app.post(
    '/printMultipleCheckByVendor',
    {
      schema: {
        tags,
        summary: 'Print several checks',
        description:
          "checkId: the checks to print (at most 500). One PDF in check-number order, each check on its bank account's stock: a page per check on voucher stock, three a page on standard 3-up stock. Another company’s check answers 404.",
        body: checkPrintRequest,
        response: pdfResponse,
      },
      config: view,
    },
    async (req, reply) => {
      const auth = authOf(req);
      const details = await read.checksToPrint(db, auth, req.body.checkId);
      const pdf = await checksPdf(details, `Checks (${details.length})`, await read.setupsOf(db, auth, details));
      return sendPdf(reply, pdf, `checks-${details[0].checkData.check_number}`);
    },
  );

  app.get(
    '/getCheckInfoBySingleCheckId/:id',
    {
      schema: {
        tags,
        summary: 'One check',
        description:
          'check_type, checkData (the check), data (the payments it holds or held: its stubs), bankAccount, getVendor (with the billing address), getCompany, bankAccountBalance and amountInWords.',
        params: idParams,
        response: { 200: ok.merge(checkDetail) },
      },
      config: { access: { anyOf: ['Check_View', 'Check_Delete'] } },
    },
    async (req) => ({ ...(await read.checkDetail(db, authOf(req), req.params.id)) }),
  );

  app.get(
    '/getBankAccountByCmpnyId/:companyId',
    {
      schema: {
        tags,
        summary: "A company's bank accounts and vendors (check screen)",
        description:
          'data.bank_account: the Active Bank (13) and Cash & Cash Equivalents (1) accounts; data.vendor: the company’s vendors. companyId 0 = own company.',
        params: z.object({ companyId: checkCompanyParam }),
        response: {
          200: ok.extend({ data: z.object({ bank_account: z.array(bankAccountOption), vendor: z.array(z.object({ id: z.number(), name: z.string() })) }) }),
        },
      },
      config: picker,
    },
    async (req) => ({ data: await read.bankAccountsAndVendors(db, authOf(req), req.params.companyId) }),
  );

  app.get(
    '/getBillPaymentByBankAccID/:bankAccountId/:companyId',
    {
      schema: {
        tags,
        summary: 'Paid bill payments of a bank account (voucher check table)',
        description:
          'bank_acc_balance: the ledger balance; bill: the Paid payments of that bank account not yet on a check, oldest first (at most 500). companyId 0 = own company.',
        params: z.object({ bankAccountId: idSchema(), companyId: checkCompanyParam }),
        response: { 200: ok.extend({ bank_acc_balance: z.string(), bill: z.array(checkPaymentRow) }) },
      },
      config: picker,
    },
    async (req) => ({ ...(await read.paymentsForCheck(db, authOf(req), req.params.bankAccountId, req.params.companyId)) }),
  );

  app.get(
    '/getCheckNumberByBankAccountId/:bankAccountId',
    {
      schema: {
        tags,
        summary: 'The next check number of a bank account',
        description:
          'check_number: the highest number issued on the account (voided checks keep theirs) + 1, or 1 for its first check. The number is only reserved when the check is saved.',
        params: z.object({ bankAccountId: idSchema() }),
        response: { 200: ok.extend({ bank_account: z.number(), check_number: z.number() }) },
      },
      config: picker,
    },
    async (req) => ({ ...(await read.nextCheckNumber(db, authOf(req), req.params.bankAccountId)) }),
  );

  app.get(
    '/listAllGeneratedCheck',
    {
      schema: {
        tags,
        summary: 'The cheque list',
        description:
          'Paged (5 a page by default), newest first, with the filters company_id (0 = All Company) and status (5 = All Status; 1 Check, 2 Void). ' +
          '?search= finds the check#, memo, vendor, bank account or company name (contains, ignoring case); ' +
          '?sort= (newest, check_number, check_current_date, vendor_name, check_amount, status_name, company_name) and ?dir= (asc|desc) order it, id breaking ties.',
        querystring: checkListQuery,
        response: { 200: ok.extend({ data: checkPage }) },
      },
      config: view,
    },
    async (req) => ({ data: await read.listChecks(db, authOf(req), req.query) }),
  );

  app.get(
    '/listAllGeneratedCheck/export',
    {
      schema: {
        tags,
        summary: 'Export the cheque list',
        description:
          'Every check the list shows for the same filters (?company_id=, ?status=, ?search=, ?sort=, ?dir=), all pages, as a download: ' +
          '?format=csv (money 1234.56, dates YYYY-MM-DD) or ?format=xlsx (money as numbers, dates as dates). Streamed in batches. ' +
          "Authorised and scoped exactly as GET /listAllGeneratedCheck: a company user gets only their own company's checks.",
        querystring: checkExportQuery,
      },
      config: view,
    },
    async (req, reply) => exportChecks(db, authOf(req), req.query, reply, deps.clock()),
  );

  filteredListRoutes(
    app,
    { tags, config: view, paging: z.object({ page, per_page }), filters: checkListQuery.shape, page: checkPage },
    [
      {
        by: 'status',
        path: '/getCheckByStatus',
        param: 'id',
        schema: checkStatusParam,
        summary: 'Checks of a status',
        description: 'The cheque list filtered by status (5 = All Status; 1 Check, 2 Void), paged; an optional company_id query filters further.',
      },
      {
        by: 'company_id',
        path: '/getCheckByCompanyId',
        param: 'id',
        schema: checkCompanyParam,
        summary: "A company's checks",
        description: 'The cheque list filtered by company (0 = All Company), paged; an optional status query filters further.',
      },
    ],
    (auth, q: Parameters<typeof read.listChecks>[2]) => read.listChecks(db, auth, q),
  );

  voidThroughGet(
    app,
    {
      path: '/voidCheck',
      param: 'id',
      tags,
      summary: 'Void a check',
      description:
        'A voucher check: its payments and their bills return to Paid (they can go on a new check); nothing is posted. A standard check: its own bill and payment are voided with it ' +
        '(reversing entries dated the day of the void). The check keeps its number. A second void answers 409. ' +
        '?reason= (optional, at most 500 characters) is recorded with the void and shown on the check (void_reason).',
      permission: 'Check_Delete',
    },
    (auth, id, reason) => voidCheck(deps, auth, id, reason),
  );
}
