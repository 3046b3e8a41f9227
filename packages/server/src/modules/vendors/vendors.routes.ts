import {
  companyIdParams,
  idParams,
  idSchema,
  M,
  VENDOR_PICKER_PERMISSIONS,
  vendorCompanyInformation,
  vendorData,
  vendorExportQuery,
  vendorListQuery,
  vendorOption,
  vendorPage,
  vendorBody,
  vendorTerms,
  okSaying,
  okEnvelope as ok,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import { exportVendors } from './vendors.export.js';
import * as vendors from './vendors.service.js';

/** 0 stands for "all companies" in the picker paths. */
const companyParam = companyIdParams;
const pickers = { access: { anyOf: VENDOR_PICKER_PERMISSIONS } } as const;
const tags = ['Vendors'];
const doc = (summary: string, description: string) => ({ tags, summary, description });

export async function vendorRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock };

  app.get(
    '/vendor',
    {
      schema: {
        ...doc(
          'Vendor list',
          "A page of live vendors, newest first unless ?sort= (newest, vendor_number, company_name, name, bussiness_type, ein, contact_person, email) and ?dir= (asc|desc) say otherwise, id breaking ties (?page=, ?per_page= up to 100, default 10). ?search= matches name, legal name, EIN, contact person or email (contains, ignoring case) or the exact Vendor#. Super-Admin sees every company's or one with ?company_id= (0 = All); a company user only their own (another company_id: 404). Vendors of deleted companies are left out; total_is_exact is false when the count was capped. Needs Vendor_View.",
        ),
        querystring: vendorListQuery,
        response: { 200: ok.extend({ data: vendorPage }) },
      },
      config: { access: { permission: 'Vendor_View' } },
    },
    async (req) => ({ data: await vendors.listVendors(deps.db, authOf(req), req.query) }),
  );

  app.get(
    '/vendor/export',
    {
      schema: {
        ...doc(
          'Export the vendor list',
          'Every vendor the list shows for the same filters (?company_id=, ?search=, ?sort=, ?dir=), all pages, as a download: ?format=csv (money 1234.56, dates YYYY-MM-DD) or ?format=xlsx (money as numbers, dates as dates). Streamed in batches. Authorised and scoped exactly as GET /vendor: needs Vendor_View; a company user gets only their own company (another company_id: 404).',
        ),
        querystring: vendorExportQuery,
      },
      config: { access: { permission: 'Vendor_View' } },
    },
    async (req, reply) => exportVendors(deps.db, authOf(req), req.query, reply, deps.clock()),
  );

  app.post(
    '/vendor/add',
    {
      schema: {
        ...doc(
          'Create a vendor',
          'Saves a vendor for company_id with the next Vendor# of that company (numbered under a lock on the company) and answers it. Needs Vendor_Create. A company user may only name their own company (else 404); no company, or a deleted one: 422; bad input: 422.',
        ),
        body: vendorBody,
        response: { 200: okSaying(M.vendorAdded).extend({ data: vendorData }) },
      },
      config: { access: { permission: 'Vendor_Create' } },
    },
    async (req) => ({ data: await vendors.createVendor(deps, authOf(req), req.body) }),
  );

  app.post(
    '/vendor/update/:id',
    {
      schema: {
        ...doc(
          'Update a vendor',
          "Saves the vendor's fields and answers it. Needs Vendor_Edit. A vendor stays in the company it was created in: another company_id answers 409 (a company user naming another company: 404). Another company's vendor, a deleted or unknown one: 404; bad input: 422.",
        ),
        params: idParams,
        body: vendorBody,
        response: { 200: okSaying(M.vendorUpdated).extend({ data: vendorData }) },
      },
      config: { access: { permission: 'Vendor_Edit' } },
    },
    async (req) => ({
      data: await vendors.updateVendor(deps, authOf(req), req.params.id, req.body),
    }),
  );

  app.get(
    '/vendor/edit/:id',
    {
      schema: {
        ...doc('One vendor', "The vendor for the edit form. Needs Vendor_View or Vendor_Edit. Another company's vendor, a deleted or unknown one: 404."),
        params: idParams,
        response: { 200: ok.extend({ data: vendorData }) },
      },
      config: { access: { anyOf: ['Vendor_View', 'Vendor_Edit'] } },
    },
    async (req) => ({ data: await vendors.getVendor(deps.db, authOf(req), req.params.id) }),
  );

  app.delete(
    '/vendor/delete/:id',
    {
      schema: {
        ...doc(
          'Delete a vendor',
          "Soft delete: the vendor leaves lists and pickers; purchase orders, bills and checks that name it keep it. Needs Vendor_Delete. Another company's vendor, a deleted or unknown one: 404.",
        ),
        params: idParams,
        response: { 200: okSaying(M.vendorDeleted) },
      },
      config: { access: { permission: 'Vendor_Delete' } },
    },
    async (req) => {
      await vendors.deleteVendor(deps, authOf(req), req.params.id);
      return {};
    },
  );

  // Pickers for the purchase-order, bill and check screens: live vendors only.
  app.get(
    '/getVendorOnBehalfOfCompany/:companyId',
    {
      schema: {
        ...doc(
          "A company's vendors (picker)",
          "The live vendors of companyId as options (id, name, vendor_number, company_id), by name. 0: every company for Super-Admin, the caller's own for a company user (another company's id: 404). Needs any vendor, purchase-order, bill, bill-payment or check permission (VENDOR_PICKER_PERMISSIONS).",
        ),
        params: companyParam,
        response: { 200: ok.extend({ vendorName: z.array(vendorOption) }) },
      },
      config: pickers,
    },
    async (req) => ({ vendorName: await vendors.vendorNames(deps.db, authOf(req), req.params.companyId) }),
  );

  app.get(
    '/getVendorName/:companyId',
    {
      schema: {
        ...doc(
          'A company and its vendors',
          "For the purchase-order and bill forms: the company's address block (companyInformation) and its live vendors (vendorName). A company user always gets their own company (another company's id: 404); Super-Admin must name one (0: 422). An unknown or deleted company: 404. Needs any vendor, purchase-order, bill, bill-payment or check permission (VENDOR_PICKER_PERMISSIONS).",
        ),
        params: companyParam,
        response: { 200: ok.extend({ companyInformation: vendorCompanyInformation, vendorName: z.array(vendorOption) }) },
      },
      config: pickers,
    },
    async (req) => ({ ...(await vendors.companyWithVendors(deps.db, authOf(req), req.params.companyId)) }),
  );

  app.get(
    '/getComapnyVendorInformation/:vendorId',
    {
      schema: {
        ...doc(
          "A vendor's order terms",
          "What a purchase order copies from the chosen vendor: shipping_method, sales_tax and freight (a one-element vendorName array). Another company's vendor, a deleted or unknown one: 404. Needs any vendor, purchase-order, bill, bill-payment or check permission (VENDOR_PICKER_PERMISSIONS).",
        ),
        params: z.object({ vendorId: idSchema() }),
        response: { 200: ok.extend({ vendorName: z.array(vendorTerms) }) },
      },
      config: pickers,
    },
    async (req) => ({ vendorName: await vendors.vendorTerms(deps.db, authOf(req), req.params.vendorId) }),
  );

  const names = (summary: string) => ({
    schema: {
      ...doc(
        summary,
        "Every live vendor the caller may see as options, by name: all companies' for Super-Admin, the caller's company's for a company user. Not paged. Needs any vendor, purchase-order, bill, bill-payment or check permission (VENDOR_PICKER_PERMISSIONS).",
      ),
      response: { 200: ok.extend({ data: z.object({ vendorName: z.array(vendorOption) }) }) },
    },
    config: pickers,
  });
  app.get('/getWholeVendorName', names('All vendor names'), async (req) => ({
    data: { vendorName: await vendors.vendorNames(deps.db, authOf(req)) },
  }));
  // The caller's company's vendors (all companies' for Super-Admin, who has none of its own).
  app.get('/getWholeVendorNameRelatedToCompany', names("The caller's company's vendor names"), async (req) => ({
    data: { vendorName: await vendors.vendorNames(deps.db, authOf(req)) },
  }));
}
