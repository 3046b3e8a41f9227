import {
  companyCreateBody,
  companyData,
  companyExportQuery,
  companyListQuery,
  companyOption,
  companyOptionsQuery,
  companyPage,
  companyUpdateBody,
  companyWithUsers,
  idParams,
  M,
  okStatus,
  okSaying,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import { exportCompanies } from './companies.export.js';
import * as companies from './companies.service.js';
import { userChangeRoutes } from './user-changes.js';

const tags = ['Companies'];
const doc = (summary: string, description: string) => ({ tags, summary, description });

export async function companyRoutes(app: AppInstance) {
  userChangeRoutes(app);
  const deps = { db: app.deps.db, clock: app.deps.clock, appUrl: app.deps.config.appUrl, orgName: app.deps.config.orgName };

  // The company chooser of every list: Super-Admin gets every company, a company user only theirs.
  app.get(
    '/getWholeCompanyData',
    {
      schema: {
        ...doc(
          'Company chooser',
          'The companies for a company filter or select, as options by name: Super-Admin gets every company that is not deleted, a company user only their own. ' +
            'With no parameter, all of them (the specification’s chooser); a denomination’s searched chooser sends ?search= (legal name contains, ignoring case) ' +
            'and/or ?limit= (1-100, default 50) for the first matches only, and ?id= for the one company it shows as chosen (404 for a company the caller cannot see). Any signed-in user.',
        ),
        querystring: companyOptionsQuery,
        response: { 200: z.object({ status: okStatus, data: z.array(companyOption) }) },
      },
      config: { access: 'signedIn' },
    },
    async (req) => ({ data: await companies.options(deps, authOf(req), req.query) }),
  );

  app.get(
    '/getSelecetdCompanyData',
    {
      schema: {
        ...doc("The caller's own company", "The signed-in company user's company record. Any signed-in user; Super-Admin belongs to no company and gets 404."),
        response: { 200: z.object({ status: okStatus, data: companyData }) },
      },
      config: { access: 'signedIn' },
    },
    async (req) => ({ data: await companies.own(deps, authOf(req)) }),
  );

  app.get(
    '/company',
    {
      schema: {
        ...doc(
          'Company list',
          "A page of companies (?page=, ?per_page= up to 100, default 10), by legal name unless ?sort= (legal_name, company_type, ein, city, email, telephone_number) and ?dir= (asc|desc) say otherwise; ?search= matches legal name, type, EIN, city, email or telephone (contains, ignoring case); ?subtree_of=ID keeps that company and every company below it in the tree (each row names its parent_company_id and parent_company_name): every company that is not deleted for Super-Admin, the caller's own for a company user (and, for a Rollup_View holder, every company below it). Needs CompanyInformation_View.",
        ),
        querystring: companyListQuery,
        response: { 200: okSaying('OK').extend({ data: companyPage }) },
      },
      config: { access: { permission: 'CompanyInformation_View' } },
    },
    async (req) => ({ data: await companies.list(deps, authOf(req), req.query) }),
  );

  app.get(
    '/company/export',
    {
      schema: {
        ...doc(
          'Export the company list',
          'Every company the list shows for the same ?search= and ?sort= / ?dir=, all pages, as a download: ?format=csv (dates YYYY-MM-DD) or ?format=xlsx (dates as dates). Authorised and scoped exactly as GET /company: needs CompanyInformation_View; a company user gets only their own company.',
        ),
        querystring: companyExportQuery,
      },
      config: { access: { permission: 'CompanyInformation_View' } },
    },
    async (req, reply) => exportCompanies(deps.db, authOf(req), req.query, reply, deps.clock()),
  );

  // A company user cannot found another company: creating is the Administrator's.
  app.post(
    '/company',
    {
      schema: {
        ...doc(
          'Create a company',
          'Super-Admin only. Creates the company (optionally under parent_company_id, a live company), seeds its standard chart of accounts for its access_level and creates its users (each invited by mail), all or nothing; answers lastInsertedId. An unknown location or ministry, or a user email already taken: 422, nothing saved.',
        ),
        body: companyCreateBody,
        response: { 200: okSaying(M.companyAdded).extend({ lastInsertedId: z.number() }) },
      },
      config: { access: 'superAdmin' },
    },
    async (req) => {
      const id = await companies.create(deps, authOf(req), req.body);
      app.deps.mail.kick();
      return { lastInsertedId: id };
    },
  );

  app.get(
    '/company/:id',
    {
      schema: {
        ...doc(
          'One company',
          "The company with its users. Needs CompanyInformation_View; a company user may only read their own company (another company's id, or a deleted one: 404).",
        ),
        params: idParams,
        response: { 200: okSaying('OK').extend({ data: companyWithUsers }) },
      },
      config: { access: { permission: 'CompanyInformation_View' } },
    },
    async (req) => ({ data: await companies.get(deps, authOf(req), req.params.id) }),
  );

  app.post(
    '/company/:id',
    {
      schema: {
        ...doc(
          'Update a company',
          "Saves the company's fields and its user list (new users are invited by mail). Needs CompanyInformation_Edit; a company user only their own company (else 404). The location cannot change once set (422), only Super-Admin may change access_level or parent_company_id (403); a parent that is the company itself or below it: 422 (moves of the tree are serialised); an unknown ministry or a taken user email: 422, nothing saved.",
        ),
        params: idParams,
        body: companyUpdateBody,
        response: { 200: okSaying(M.companyUpdated) },
      },
      config: { access: { permission: 'CompanyInformation_Edit' } },
    },
    async (req) => {
      await companies.update(deps, authOf(req), req.params.id, req.body);
      app.deps.mail.kick();
      return {};
    },
  );

  app.delete(
    '/company/:id',
    {
      schema: {
        ...doc(
          'Delete a company',
          "Soft delete: the company is hidden and every record kept; its users are suspended and signed out. Needs CompanyInformation_Delete; a company user only their own company. Another company's id or an already deleted company: 404.",
        ),
        params: idParams,
        response: { 200: okSaying(M.companyDeleted) },
      },
      config: { access: { permission: 'CompanyInformation_Delete' } },
    },
    async (req) => {
      await companies.remove(deps, authOf(req), req.params.id);
      return {};
    },
  );
}
