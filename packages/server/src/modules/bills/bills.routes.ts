import {
  billAccounts,
  billBody,
  billCompanyParam,
  billDetail,
  billExportQuery,
  billListQuery,
  billPage,
  billPoLookup,
  billPoNumberParam,
  billRow,
  billStatusParam,
  idParams,
  M,
  okEnvelope as ok,
  okSaying,
  pageQuery,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { companyFirst, createdOnce, filteredListRoutes, voidThroughGet } from '../../lib/document-routes.js';
import { authOf } from '../../plugins/company-scope.js';
import { exportBills } from './bills.export.js';
import { lookupOrder } from './bills.purchase-order.js';
import * as service from './bills.service.js';
import { voidBill } from './bills.void.js';

const tags = ['Bills'];
const list = { access: { permission: 'Bills_View' } } as const;
const listQuery = pageQuery;

/** Vendor bills (specification 001, sections 2-9): create, edit, view, lists, void; each posts to the ledger. */
export async function billRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock, voids: app.deps.voids };
  const { db } = deps;

  app.post(
    '/createPayBills',
    {
      schema: {
        tags,
        summary: 'Create a bill',
        description:
          'Numbers the bill (per company, consecutive) and posts Dr COA / Cr Accounts Payable, tagged with fund program, functional expense and vendor. ' +
          'Optional lines (split bill: each account_id, fund_program_id, funtional_expenses_id, memo, amount) must add up to amount_due (422) and post one Dr/Cr pair each with their own tags; the single fields become the first line. ' +
          'Checks run in the order of the bill form; accepts an Idempotency-Key header (a retry replays the first answer). ' +
          'A live bill of the same vendor with the same reference answers 409 with errors.confirm_duplicate naming it, unless confirm_duplicate is true.',
        body: billBody,
        response: { 200: okSaying(M.billAdded).extend({ data: billRow, lastInsertedId: z.number() }) },
      },
      preValidation: companyFirst,
      config: { access: { permission: 'Bills_Create' }, idempotent: true },
    },
    createdOnce(deps, service.createBill, (data) => ({ data, lastInsertedId: data.id })),
  );

  app.post(
    '/updateBill/:id',
    {
      schema: {
        tags,
        summary: 'Update a bill',
        description:
          'Only a Created bill can be edited (409 otherwise). When the posting changes, the old entry is reversed and the new one posted in the same transaction. ' +
          'A changed vendor or reference that another live bill has answers 409 with errors.confirm_duplicate, unless confirm_duplicate is true.',
        params: idParams,
        body: billBody,
        response: { 200: okSaying(M.billUpdated).extend({ data: billRow }) },
      },
      preValidation: companyFirst,
      config: { access: { permission: 'Bills_Edit' } },
    },
    async (req) => ({ data: await service.updateBill(deps, authOf(req), req.params.id, req.body) }),
  );

  app.get(
    '/getPayBillById/:id',
    {
      schema: {
        tags,
        summary: 'One bill with its form lists and ledger entries',
        description:
          "The bill, its company, the company's COA and payable accounts, vendors, fund programs and functional expenses, and the journal entries the bill posted.",
        params: idParams,
        response: { 200: ok.merge(billDetail) },
      },
      config: { access: { anyOf: ['Bills_View', 'Bills_Edit', 'Bills_Delete'] } },
    },
    async (req) => ({ ...(await service.billDetail(deps, authOf(req), req.params.id)) }),
  );

  app.get(
    '/getVendorByPONumber/:number',
    {
      schema: {
        tags,
        summary: 'The vendor and total of a purchase order, to start a bill from it',
        description:
          "Finds the order by its PO number in the caller's company (Super-Admin names the company with company_id; another company's order is not found, 404). " +
          'Answers the vendor (get_details), the grand total and the order (its id goes in the bill as purchase_order_id). ' +
          'An order that is not Approved, Pending from vendor or Completed answers 409.',
        params: z.object({ number: billPoNumberParam }),
        querystring: z.object({ company_id: billCompanyParam.optional() }),
        response: { 200: billPoLookup },
      },
      config: { access: { anyOf: ['Bills_Create', 'Bills_Edit'] } },
    },
    async (req) => lookupOrder(db, authOf(req), req.params.number, req.query.company_id),
  );

  app.get(
    '/getAccountBehalfofcompanyId/:companyId',
    {
      schema: {
        tags,
        summary: "A company's accounts for the bill form",
        description:
          'account_payable: the Active accounts of type Accounts Payable; assest_data: the Active accounts that are neither payable, bank nor cash. 0 = own company.',
        params: z.object({ companyId: billCompanyParam }),
        response: { 200: ok.extend({ data: billAccounts }) },
      },
      config: { access: { anyOf: ['Bills_Create', 'Bills_Edit', 'Bills_View'] } },
    },
    async (req) => ({ data: await service.billAccounts(db, authOf(req), req.params.companyId) }),
  );

  app.get(
    '/getAllPayBillsInfo',
    {
      schema: {
        tags,
        summary: 'The bill list',
        description:
          'Paged, newest first, with the filters company_id (0 = All Company) and status (5 = All Status; 0 Created, 1 Void, 2 Paid, 3 Check). ' +
          '?search= finds the bill#, reference, memo, description, PO#, vendor or company name (contains, ignoring case); ' +
          '?sort= (newest, bill_number, date, bill_due, vendor_name, amount_due, status_name, company_name) and ?dir= (asc|desc) order it, id breaking ties; ' +
          "due=overdue (open bills due before today) or due=next14 (open bills due today .. today + 14 days), the dashboard's links; today= is the caller's day (YYYY-MM-DD, default the server's UTC day). " +
          'vendor_id= shows one vendor\'s bills; due_from= and due_to= (YYYY-MM-DD, inclusive, either alone) the bills due in that range, due_to alone being "due by".',
        querystring: billListQuery,
        response: { 200: ok.extend({ data: billPage }) },
      },
      config: list,
    },
    async (req) => ({ data: await service.listBills(db, authOf(req), req.query, deps.clock()) }),
  );

  app.get(
    '/getAllPayBillsInfo/export',
    {
      schema: {
        tags,
        summary: 'Export the bill list',
        description:
          'Every bill the list shows for the same filters (?company_id=, ?status=, ?due=, ?today=, ?vendor_id=, ?due_from=, ?due_to=, ?search=, ?sort=, ?dir=), all pages, as a download: ' +
          '?format=csv (money 1234.56, dates YYYY-MM-DD) or ?format=xlsx (money as numbers, dates as dates). Streamed in batches. ' +
          "Authorised and scoped exactly as GET /getAllPayBillsInfo: needs Bills_View; a company user gets only their own company's bills.",
        querystring: billExportQuery,
      },
      config: list,
    },
    async (req, reply) => exportBills(db, authOf(req), req.query, reply, deps.clock()),
  );

  filteredListRoutes(
    app,
    { tags, config: list, paging: listQuery, filters: billListQuery.shape, page: billPage },
    [
      {
        by: 'company_id',
        path: '/getBillByCompanyId',
        param: 'companyId',
        schema: billCompanyParam,
        summary: "A company's bills",
        description: 'The bill list filtered by company (0 = All Company), paged; an optional status query filters further.',
      },
      {
        by: 'status',
        path: '/getBillByStatusId',
        param: 'statusId',
        schema: billStatusParam,
        summary: 'Bills of a status',
        description: 'The bill list filtered by status (5 = All Status), paged; an optional company_id query filters further.',
      },
    ],
    (auth, q: Parameters<typeof service.listBills>[2]) => service.listBills(db, auth, q),
  );

  voidThroughGet(
    app,
    {
      path: '/changeStatusOfBillIntoVoid',
      param: 'billId',
      tags,
      summary: 'Void a bill',
      description:
        'Reverses everything the bill posted with an entry dated today (the original stays) and marks it Void. A Paid or Check bill is voided by voiding its payment first. A second void answers 409. ' +
        '?reason= (optional, at most 500 characters) is recorded with the void and shown on the bill (getPayBillById void_reason).',
      permission: 'Bills_Delete',
    },
    (auth, id, reason) => voidBill(deps, auth, id, reason),
  );
}
