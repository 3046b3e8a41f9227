import {
  bankAccountOption,
  billPaymentBody,
  billPaymentCompanyParam,
  billPaymentDetail,
  billPaymentExportQuery,
  billPaymentListQuery,
  billPaymentPage,
  billPaymentRow,
  billPaymentStatusParam,
  idParams,
  idSchema,
  M,
  okEnvelope as ok,
  okSaying,
  unpaidBills,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { companyFirst, createdOnce, filteredListRoutes, voidThroughGet } from '../../lib/document-routes.js';
import { authOf } from '../../plugins/company-scope.js';
import { exportPayments } from './bill-payments.export.js';
import * as service from './bill-payments.service.js';
import { changeStatusOfBillPayment } from './bill-payments.void.js';

const tags = ['Bill payments'];
const view = { access: { permission: 'BillPayment_View' } } as const;
const picker = { access: { anyOf: ['BillPayment_Create', 'BillPayment_View'] } };
const { page, per_page } = billPaymentListQuery.shape;

/** Bill payments (specification 001, sections 2-9): pay bills from a bank account, list, view, void. */
export async function billPaymentRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock, voids: app.deps.voids };
  const { db } = deps;

  app.post(
    '/createBillPayment',
    {
      schema: {
        tags,
        summary: 'Pay bills from a bank account',
        description:
          'One payment per selected bill (bill_amount_info), all in one transaction: payment = amount due - discount; per bill Dr Accounts Payable / Cr bank / Cr the expense account (discount). ' +
          "Checked in the screen's order (company, account payable, bank account, at least one bill), then under a lock on the bank account: each bill still Created (409 otherwise) " +
          "and the bank's ledger balance covering the total (422 'Insufficient funds in your account!!'). Accepts an Idempotency-Key header (a retry replays the first answer).",
        body: billPaymentBody,
        response: { 200: okSaying(M.billPaymentAdded).extend({ data: z.array(billPaymentRow), lastInsertedId: z.number() }) },
      },
      preValidation: companyFirst,
      config: { access: { permission: 'BillPayment_Create' }, idempotent: true },
    },
    createdOnce(deps, service.createBillPayment, (data) => ({ data, lastInsertedId: data[data.length - 1].id })),
  );

  app.get(
    '/getBillByCompnayId/:accountPayableId/:companyId',
    {
      schema: {
        tags,
        summary: 'Unpaid bills of a payable account',
        description: `The company's Created bills on that Accounts Payable account, oldest due first (at most 500; total counts them all). companyId 0 = own company.`,
        params: z.object({ accountPayableId: idSchema(), companyId: billPaymentCompanyParam }),
        response: { 200: ok.merge(unpaidBills) },
      },
      config: picker,
    },
    async (req) => ({ ...(await service.unpaidBills(db, authOf(req), req.params.accountPayableId, req.params.companyId)) }),
  );

  app.get(
    '/getBalanceByBankAcc/:bankAccountId',
    {
      schema: {
        tags,
        summary: "A bank account's balance",
        description: "finalAmount: the ledger balance of the bank or cash account (decimal string). Another company's account answers 404.",
        params: z.object({ bankAccountId: idSchema() }),
        response: { 200: ok.extend({ finalAmount: z.string() }) },
      },
      config: picker,
    },
    async (req) => ({ finalAmount: await service.bankBalance(db, authOf(req), req.params.bankAccountId) }),
  );

  app.get(
    '/getBankAccountByCompanyId/:companyId',
    {
      schema: {
        tags,
        summary: "A company's bank accounts",
        description:
          'data.bank_account: the Active accounts of type Bank (13) or Cash & Cash Equivalents (1); data.account_payable: the Active Accounts Payable accounts (so the payment screen needs no bill permission). 0 = own company.',
        params: z.object({ companyId: billPaymentCompanyParam }),
        response: { 200: ok.extend({ data: z.object({ bank_account: z.array(bankAccountOption), account_payable: z.array(bankAccountOption) }) }) },
      },
      config: picker,
    },
    async (req) => ({ data: await service.bankAccounts(db, authOf(req), req.params.companyId) }),
  );

  app.get(
    '/viewBillPaymentByBillPaymentId/:id',
    {
      schema: {
        tags,
        summary: 'One bill payment',
        description: 'The payment with its bill, company, the bank and payable account lists of its read-only screen, and the journal entries it posted.',
        params: idParams,
        response: { 200: ok.merge(billPaymentDetail) },
      },
      config: { access: { anyOf: ['BillPayment_View', 'BillPayment_Delete'] } },
    },
    async (req) => ({ ...(await service.paymentDetail(db, authOf(req), req.params.id)) }),
  );

  app.get(
    '/viewBillPayment',
    {
      schema: {
        tags,
        summary: 'The bill payment list',
        description:
          'Paged (5 a page by default), newest first, with the filters company_id (0 = All Company) and status (5 = All Status; 2 Paid, 3 Check, 1 Void). ' +
          '?search= finds the bill#, reference, vendor, bank account or company name (contains, ignoring case); ' +
          '?sort= (newest, bill_number, payment_date, bill_due, vendor_name, final_payment, status_name, companyName) and ?dir= (asc|desc) order it, id breaking ties.',
        querystring: billPaymentListQuery,
        response: { 200: ok.extend({ data: billPaymentPage }) },
      },
      config: view,
    },
    async (req) => ({ data: await service.listPayments(db, authOf(req), req.query) }),
  );

  app.get(
    '/viewBillPayment/export',
    {
      schema: {
        tags,
        summary: 'Export the bill payment list',
        description:
          'Every payment the list shows for the same filters (?company_id=, ?status=, ?search=, ?sort=, ?dir=), all pages, as a download: ' +
          '?format=csv (money 1234.56, dates YYYY-MM-DD) or ?format=xlsx (money as numbers, dates as dates). Streamed in batches. ' +
          "Authorised and scoped exactly as GET /viewBillPayment: a company user gets only their own company's payments.",
        querystring: billPaymentExportQuery,
      },
      config: view,
    },
    async (req, reply) => exportPayments(db, authOf(req), req.query, reply, deps.clock()),
  );

  filteredListRoutes(
    app,
    { tags, config: view, paging: z.object({ page, per_page }), filters: billPaymentListQuery.shape, page: billPaymentPage },
    [
      {
        by: 'company_id',
        path: '/getBillPaymentByCompanyId',
        param: 'id',
        schema: billPaymentCompanyParam,
        summary: "A company's bill payments",
        description: 'The payment list filtered by company (0 = All Company), paged; an optional status query filters further.',
      },
      {
        by: 'status',
        path: '/getBillPaymentByStatusId',
        param: 'id',
        schema: billPaymentStatusParam,
        summary: 'Bill payments of a status',
        description: 'The payment list filtered by status (5 = All Status; 2 Paid, 3 Check, 1 Void), paged; an optional company_id query filters further.',
      },
    ],
    (auth, q: Parameters<typeof service.listPayments>[2]) => service.listPayments(db, auth, q),
  );

  app.get(
    '/getBillPaymentsOfBill/:id',
    {
      schema: {
        tags,
        summary: "A bill's payments",
        description: 'Every payment the bill has had, newest first (the bill view shows its payment).',
        params: idParams,
        response: { 200: ok.extend({ data: z.array(billPaymentRow) }) },
      },
      config: { access: { anyOf: ['Bills_View', 'BillPayment_View'] } },
    },
    async (req) => ({ data: await service.paymentsOfBill(db, authOf(req), req.params.id) }),
  );

  voidThroughGet(
    app,
    {
      path: '/changeStatusOfBillPayment',
      param: 'id',
      tags,
      summary: 'Void a bill payment',
      description:
        'Reverses the payment with an entry dated today (the original stays), marks it Void and returns its bill to Created. A payment on a check voids that check too. ' +
        'The id is the bill payment id (bill_payment_id of the list). A second void answers 409. ' +
        '?reason= (optional, at most 500 characters) is recorded with the void and shown on the payment (void_reason).',
      permission: 'BillPayment_Delete',
    },
    (auth, id, reason) => changeStatusOfBillPayment(deps, auth, id, reason),
  );
}
