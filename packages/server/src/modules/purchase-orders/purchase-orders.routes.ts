import {
  idSchema,
  M,
  PO_STATUS,
  PO_STATUSES,
  PO_TEXT,
  poExportQuery,
  poListQuery,
  poPage,
  poBody,
  poShowResponse,
  vendorOption,
  zeroOrIdSchema,
  okSaying,
  okEnvelope as ok,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import type { Access } from '../../plugins/access.js';
import { authOf } from '../../plugins/company-scope.js';
import { exportOrders } from './po-export.js';
import { listForCompany, listOrders, listPending, orderPdfFor, showOrder } from './po-read.service.js';
import { changeStatus, parseAction, sendToVendor } from './po-status.service.js';
import { createOrder, hasSupervisor, type PoDeps, updateOrder } from './purchase-orders.service.js';

const id = idSchema();
/** 0 = All in the filter paths */
const filterId = zeroOrIdSchema();
const statusId = filterId.pipe(z.number().max(8, { error: 'Not a valid status' }));
const tags = ['Purchase orders'];
const VIEW: { access: { anyOf: string[] } } = { access: { anyOf: ['BillPurchaseOrders_View', 'BillPurchaseOrders_Edit'] } };
const pageResponse = { 200: ok.extend({ data: poPage }) };
/** What every order list says about its search and sort. */
const SEARCH_SORT =
  ' ?search= finds the PO#, vendor or company name (contains, ignoring case); ?sort= (newest, po_number, vendor_name, po_price, status_name, company_name) and ?dir= (asc|desc) order it, id breaking ties.';

export async function purchaseOrderRoutes(app: AppInstance) {
  const deps: PoDeps = { db: app.deps.db, clock: app.deps.clock, appUrl: app.deps.config.appUrl, orgName: app.deps.config.orgName };
  const doc = (summary: string, description: string) => ({ tags, summary, description });

  app.post(
    '/createPurchaseOrder',
    {
      schema: {
        ...doc(
          'Create a purchase order',
          'Saves a Draft order with its items, numbered per company under a lock. With status_name "Pending For Approval" it is sent for approval at once (a supervisor must exist; they are mailed). Totals are computed on the server.',
        ),
        body: poBody,
        response: { 200: okSaying(M.poAdded).extend({ lastInsertedId: z.number() }) },
      },
      config: { access: { permission: 'BillPurchaseOrders_Create' } },
    },
    async (req) => {
      const lastInsertedId = await createOrder(deps, authOf(req), req.body);
      app.deps.mail.kick();
      return { lastInsertedId };
    },
  );

  app.post(
    '/updatePurchaseOrder/:id',
    {
      schema: {
        ...doc(
          'Update a purchase order',
          'Draft: everything may change (items replaced). Approved and Pending from vendor: only unit prices; a grand total above the approved one goes back to Pending For Approval ' +
            '(the answer then has back_for_approval: true). Other statuses: 409.',
        ),
        params: z.object({ id }),
        body: poBody,
        response: { 200: okSaying(M.poUpdated).extend({ back_for_approval: z.boolean().optional() }) },
      },
      config: { access: { permission: 'BillPurchaseOrders_Edit' } },
    },
    async (req) => {
      const backForApproval = await updateOrder(deps, authOf(req), req.params.id, req.body);
      app.deps.mail.kick();
      return { ...(backForApproval ? { back_for_approval: true } : {}) };
    },
  );

  app.get(
    '/showPurchaseOrder/:id',
    {
      schema: {
        ...doc('One purchase order', "The order, its vendor, the company's vendors, its items and its status history (who, when, from, to)."),
        params: z.object({ id }),
        response: { 200: poShowResponse },
      },
      config: { access: { anyOf: ['BillPurchaseOrders_View', 'BillPurchaseOrders_Edit', 'BillPurchaseOrders_Create'] } },
    },
    async (req) => ({ ...(await showOrder(deps.db, authOf(req), req.params.id)) }),
  );

  app.get(
    '/purchaseOrderPdf/:id',
    {
      schema: {
        ...doc('The purchase order as a PDF', 'The same PDF the vendor receives by mail, for download from the order screen.'),
        params: z.object({ id }),
      },
      config: { access: { anyOf: ['BillPurchaseOrders_View', 'BillPurchaseOrders_Edit'] } },
    },
    async (req, reply) => {
      const { order, pdf } = await orderPdfFor(deps, authOf(req), req.params.id);
      return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="purchase-order-${order.poNumber}.pdf"`).send(pdf);
    },
  );

  app.get(
    '/updateStatusOfPurchaseOrder/:id/:action',
    {
      schema: {
        ...doc(
          'Change the status of a purchase order',
          'Actions Approval and Decline (Pending For Approval; a supervisor of the company or Super-Admin, never the creator), Completed and Void (Pending from vendor), Delete (Draft). Any other transition: 409. A state-changing GET kept for compatibility: bearer only, no-store.',
        ),
        params: z.object({ id, action: z.string().max(20) }),
        response: { 200: okSaying(M.statusUpdated) },
      },
      config: { access: { anyOf: ['BillPurchaseOrders_View', 'BillPurchaseOrders_Edit', 'BillPurchaseOrders_Delete'] } },
    },
    async (req) => {
      await changeStatus(deps, authOf(req), req.params.id, parseAction(req.params.action));
      return {};
    },
  );

  app.get(
    '/sendMailPendingFromVendor/:id',
    {
      schema: {
        ...doc(
          'Send an approved order to its vendor',
          'Mails the vendor the order as a PDF (through the outbox) and moves it from Approved to Pending from vendor. A vendor without an email: 422, nothing changes.',
        ),
        params: z.object({ id }),
        response: { 200: okSaying(PO_TEXT.sentToVendor) },
      },
      config: { access: { permission: 'BillPurchaseOrders_Edit' } },
    },
    async (req) => {
      await sendToVendor(deps, authOf(req), req.params.id);
      app.deps.mail.kick();
      return {};
    },
  );

  app.get(
    '/getApprovedUser/:companyId/:orderId',
    {
      schema: {
        ...doc(
          'Is there a supervisor to approve?',
          "superVisor is true when the company has a supervisor (approver = 1) other than the order's creator (orderId 0: a new order by the caller).",
        ),
        params: z.object({ companyId: id, orderId: filterId }),
        response: { 200: ok.extend({ superVisor: z.boolean() }) },
      },
      config: { access: { anyOf: ['BillPurchaseOrders_Create', 'BillPurchaseOrders_Edit'] } },
    },
    async (req) => {
      const superVisor = await hasSupervisor(deps.db, authOf(req), req.params.companyId, req.params.orderId);
      return { superVisor, ...(superVisor ? {} : { message: M.noSupervisor }) };
    },
  );

  // The list calls of the specification: one query underneath; path filters and ?page=&per_page= (0 = All).
  const list = (summary: string, description: string, params?: z.ZodObject) => ({
    schema: { ...doc(summary, description + SEARCH_SORT), ...(params ? { params } : {}), querystring: poListQuery, response: pageResponse },
    config: VIEW,
  });
  app.get(
    '/listPurchaseOrder',
    list(
      'Purchase order list',
      'Every order the caller may see (Super-Admin: all companies), newest first, filtered by company_id, vendor_id, status_id (0 = All).',
    ),
    async (req) => ({
      data: await listOrders(deps.db, authOf(req), req.query),
    }),
  );
  app.get(
    '/listCompanyUserPurchaseOrder',
    list('Company user purchase order list', "The caller's company's orders, filtered by vendor_id and status_id."),
    async (req) => ({
      data: await listOrders(deps.db, authOf(req), req.query),
    }),
  );
  app.get(
    '/listSelectedStatusPurchaseOrder/:status_id',
    list('Orders in a status', 'The list filtered by status (0 = All).', z.object({ status_id: statusId })),
    async (req) => ({
      data: await listOrders(deps.db, authOf(req), { ...req.query, status_id: (req.params as { status_id: number }).status_id }),
    }),
  );
  app.get(
    '/listSelectedStatusUserPurchaseOrder/:status_id',
    list('Company user orders in a status', "The caller's company's orders in a status (0 = All).", z.object({ status_id: statusId })),
    async (req) => ({
      data: await listOrders(deps.db, authOf(req), { ...req.query, status_id: (req.params as { status_id: number }).status_id }),
    }),
  );
  app.get(
    '/showPurchaseOrderOfVendor/:vendor_id',
    list('Orders of a vendor', "The list filtered by vendor (0 = All); another company's vendor answers 404.", z.object({ vendor_id: filterId })),
    async (req) => ({
      data: await listOrders(deps.db, authOf(req), { ...req.query, vendor_id: (req.params as { vendor_id: number }).vendor_id }),
    }),
  );
  app.get(
    '/orderDetailsBehalfofCompanyVendor/:vendor_id/:company_id',
    list(
      'Orders of a vendor in a company',
      'The list filtered by vendor and company (0 = All for either).',
      z.object({ vendor_id: filterId, company_id: filterId }),
    ),
    async (req) => {
      const p = req.params as { vendor_id: number; company_id: number };
      return { data: await listOrders(deps.db, authOf(req), { ...req.query, vendor_id: p.vendor_id, company_id: p.company_id }) };
    },
  );
  app.get(
    '/listSelectedCompanyUserPurchaseOrder/:company_id',
    {
      schema: {
        ...doc(
          'Orders of a company',
          `The list filtered by company (0 = All), with companyLevel and vendorDetails (the company's vendors for the vendor filter).${SEARCH_SORT}`,
        ),
        params: z.object({ company_id: filterId }),
        querystring: poListQuery,
        response: { 200: ok.extend({ data: poPage, companyLevel: z.number().nullable(), vendorDetails: z.array(vendorOption) }) },
      },
      config: VIEW,
    },
    async (req) => ({ ...(await listForCompany(deps.db, authOf(req), req.params.company_id, req.query)) }),
  );

  const pending = { 200: ok.extend({ data: z.object({ userDetials: poPage }) }) };
  app.get(
    '/getApprovePurchaseOrder',
    {
      schema: {
        ...doc(
          'Pending purchase orders (Super-Admin)',
          `Orders Pending For Approval in every company; data.userDetials.total is the dashboard count.${SEARCH_SORT}`,
        ),
        querystring: poListQuery,
        response: pending,
      },
      config: { access: 'superAdmin' },
    },
    async (req) => ({ data: { userDetials: await listPending(deps.db, authOf(req), req.query) } }),
  );
  app.get(
    '/getPOBehalfOfCompanyUserForPending',
    {
      schema: {
        ...doc(
          'Pending purchase orders (company users)',
          `The caller's company's orders Pending For Approval; data.userDetials.total is the dashboard count.${SEARCH_SORT}`,
        ),
        querystring: poListQuery,
        response: pending,
      },
      config: VIEW,
    },
    async (req) => ({ data: { userDetials: await listPending(deps.db, authOf(req), req.query) } }),
  );

  // Each list screen's export: the same filters, search and sort, authorised and scoped as that list.
  const exportOf = (path: string, what: string, access: Access, onlyStatus?: number) =>
    app.get(
      `${path}/export`,
      {
        schema: {
          ...doc(
            `Export ${what}`,
            `Every order GET ${path} shows for the same filters (?company_id=, ?vendor_id=, ?status_id=, ?search=, ?sort=, ?dir=), all pages, as a download: ` +
              '?format=csv (money 1234.56, dates YYYY-MM-DD) or ?format=xlsx (money as numbers, dates as dates). Streamed in batches; authorised and scoped exactly as the list.',
          ),
          querystring: poExportQuery,
        },
        config: { access },
      },
      async (req, reply) => exportOrders(deps.db, authOf(req), { ...req.query, onlyStatus }, reply, deps.clock()),
    );
  exportOf('/listPurchaseOrder', 'the purchase order list', VIEW.access);
  exportOf('/listCompanyUserPurchaseOrder', "the company user's purchase order list", VIEW.access);
  exportOf('/getApprovePurchaseOrder', 'the pending purchase orders (Super-Admin)', 'superAdmin', PO_STATUS.PendingApproval);
  exportOf('/getPOBehalfOfCompanyUserForPending', 'the pending purchase orders (company users)', VIEW.access, PO_STATUS.PendingApproval);

  app.get(
    '/getAllStatus',
    {
      schema: {
        ...doc('Purchase order statuses', 'The stable status ids (1 Draft … 8 Deleted); filters use 0 for All.'),
        response: { 200: ok.extend({ data: z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) }) }) },
      },
      config: { access: 'signedIn' },
    },
    async () => ({ data: { data: PO_STATUSES.map((s) => ({ ...s })) } }),
  );
}
