import {
  companyIdParams,
  idParams,
  idSchema,
  M,
  VENDOR_PICKER_PERMISSIONS,
  vendorCompanyInformation,
  vendorData,
  vendorListQuery,
  vendorOption,
  vendorPage,
  vendorRequest,
  vendorTerms,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import * as vendors from './vendors.service.js';

const ok = z.object({ status: z.literal(200), message: z.string().optional() });
/** 0 stands for "all companies" in the picker paths. */
const companyParam = companyIdParams;
const pickers = { access: { anyOf: VENDOR_PICKER_PERMISSIONS } } as const;
const tags = ['Vendors'];

export async function vendorRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock };

  app.get(
    '/vendor',
    { schema: { tags, querystring: vendorListQuery, response: { 200: ok.extend({ data: vendorPage }) } }, config: { access: { permission: 'Vendor_View' } } },
    async (req) => ({ status: 200 as const, data: await vendors.listVendors(deps.db, authOf(req), req.query) }),
  );

  app.post(
    '/vendor/add',
    { schema: { tags, body: vendorRequest, response: { 200: ok.extend({ data: vendorData }) } }, config: { access: { permission: 'Vendor_Create' } } },
    async (req) => ({ status: 200 as const, message: M.vendorAdded, data: await vendors.createVendor(deps, authOf(req), req.body) }),
  );

  app.post(
    '/vendor/update/:id',
    {
      schema: { tags, params: idParams, body: vendorRequest, response: { 200: ok.extend({ data: vendorData }) } },
      config: { access: { permission: 'Vendor_Edit' } },
    },
    async (req) => ({
      status: 200 as const,
      message: M.vendorUpdated,
      data: await vendors.updateVendor(deps, authOf(req), req.params.id, req.body),
    }),
  );

  app.get(
    '/vendor/edit/:id',
    {
      schema: { tags, params: idParams, response: { 200: ok.extend({ data: vendorData }) } },
      config: { access: { anyOf: ['Vendor_View', 'Vendor_Edit'] } },
    },
    async (req) => ({ status: 200 as const, data: await vendors.getVendor(deps.db, authOf(req), req.params.id) }),
  );

  app.delete(
    '/vendor/delete/:id',
    { schema: { tags, params: idParams, response: { 200: ok } }, config: { access: { permission: 'Vendor_Delete' } } },
    async (req) => {
      await vendors.deleteVendor(deps, authOf(req), req.params.id);
      return { status: 200 as const, message: M.vendorDeleted };
    },
  );

  // Pickers for the purchase-order, bill and check screens: live vendors only.
  app.get(
    '/getVendorOnBehalfOfCompany/:companyId',
    { schema: { tags, params: companyParam, response: { 200: ok.extend({ vendorName: z.array(vendorOption) }) } }, config: pickers },
    async (req) => ({ status: 200 as const, vendorName: await vendors.vendorNames(deps.db, authOf(req), req.params.companyId) }),
  );

  app.get(
    '/getVendorName/:companyId',
    {
      schema: {
        tags,
        params: companyParam,
        response: { 200: ok.extend({ companyInformation: vendorCompanyInformation, vendorName: z.array(vendorOption) }) },
      },
      config: pickers,
    },
    async (req) => ({ status: 200 as const, ...(await vendors.companyWithVendors(deps.db, authOf(req), req.params.companyId)) }),
  );

  app.get(
    '/getComapnyVendorInformation/:vendorId',
    {
      schema: { tags, params: z.object({ vendorId: idSchema() }), response: { 200: ok.extend({ vendorName: z.array(vendorTerms) }) } },
      config: pickers,
    },
    async (req) => ({ status: 200 as const, vendorName: await vendors.vendorTerms(deps.db, authOf(req), req.params.vendorId) }),
  );

  const names = { schema: { tags, response: { 200: ok.extend({ data: z.object({ vendorName: z.array(vendorOption) }) }) } }, config: pickers };
  app.get('/getWholeVendorName', names, async (req) => ({
    status: 200 as const,
    data: { vendorName: await vendors.vendorNames(deps.db, authOf(req)) },
  }));
  // The caller's company's vendors (all companies' for Super-Admin, who has none of its own).
  app.get('/getWholeVendorNameRelatedToCompany', names, async (req) => ({
    status: 200 as const,
    data: { vendorName: await vendors.vendorNames(deps.db, authOf(req)) },
  }));
}
