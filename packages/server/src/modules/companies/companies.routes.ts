import {
  companyCreateRequest,
  companyData,
  companyListQuery,
  companyOption,
  companyPage,
  companyUpdateRequest,
  companyWithUsers,
  idParams,
  M,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import * as companies from './companies.service.js';
import { userChangeRoutes } from './user-changes.js';

const ok = z.object({ status: z.literal(200), message: z.string() });
const tags = ['Companies'];

export async function companyRoutes(app: AppInstance) {
  userChangeRoutes(app);
  const deps = { db: app.deps.db, clock: app.deps.clock, appUrl: app.deps.config.appUrl, orgName: app.deps.config.orgName };

  // The company chooser of every list: Super-Admin gets every company, a company user only theirs.
  app.get(
    '/getWholeCompanyData',
    { schema: { tags, response: { 200: z.object({ status: z.literal(200), data: z.array(companyOption) }) } }, config: { access: 'signedIn' } },
    async (req) => ({ status: 200 as const, data: await companies.options(deps, authOf(req)) }),
  );

  app.get(
    '/getSelecetdCompanyData',
    { schema: { tags, response: { 200: z.object({ status: z.literal(200), data: companyData }) } }, config: { access: 'signedIn' } },
    async (req) => ({ status: 200 as const, data: await companies.own(deps, authOf(req)) }),
  );

  app.get(
    '/company',
    {
      schema: { tags, querystring: companyListQuery, response: { 200: ok.extend({ data: companyPage }) } },
      config: { access: { permission: 'CompanyInformation_View' } },
    },
    async (req) => ({ status: 200 as const, message: 'OK', data: await companies.list(deps, authOf(req), req.query.page, req.query.per_page) }),
  );

  // A company user cannot found another company: creating is the Administrator's.
  app.post(
    '/company',
    {
      schema: { tags, body: companyCreateRequest, response: { 200: ok.extend({ lastInsertedId: z.number() }) } },
      config: { access: 'superAdmin' },
    },
    async (req) => {
      const id = await companies.create(deps, authOf(req), req.body);
      app.deps.mail.kick();
      return { status: 200 as const, message: M.companyAdded, lastInsertedId: id };
    },
  );

  app.get(
    '/company/:id',
    {
      schema: { tags, params: idParams, response: { 200: ok.extend({ data: companyWithUsers }) } },
      config: { access: { permission: 'CompanyInformation_View' } },
    },
    async (req) => ({ status: 200 as const, message: 'OK', data: await companies.get(deps, authOf(req), req.params.id) }),
  );

  app.post(
    '/company/:id',
    {
      schema: { tags, params: idParams, body: companyUpdateRequest, response: { 200: ok } },
      config: { access: { permission: 'CompanyInformation_Edit' } },
    },
    async (req) => {
      await companies.update(deps, authOf(req), req.params.id, req.body);
      app.deps.mail.kick();
      return { status: 200 as const, message: M.companyUpdated };
    },
  );

  app.delete(
    '/company/:id',
    { schema: { tags, params: idParams, response: { 200: ok } }, config: { access: { permission: 'CompanyInformation_Delete' } } },
    async (req) => {
      await companies.remove(deps, authOf(req), req.params.id);
      return { status: 200 as const, message: M.companyDeleted };
    },
  );
}
