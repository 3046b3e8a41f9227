import {
  ACCOUNT_TEXT,
  accountCompanyOption,
  accountInput,
  accountLedger,
  accountList,
  accountListQuery,
  accountLookupOption,
  accountNumberQuery,
  accountRow,
  idParams,
  ledgerQuery,
  M,
  zeroOrIdSchema,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import * as service from './accounts.service.js';

const ok = z.object({ status: z.literal(200), message: z.string().optional() });
/** 0 in a path stands for "All Company" / "All Level". */
const zeroOrId = zeroOrIdSchema();
const tags = ['Chart of accounts'];
const view = { access: { permission: 'ChartofAccounts_View' } } as const;

/** The chart-of-accounts calls of the specification (section 7), plus the number check and the account ledger. */
export async function accountRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock };
  const { db } = deps;

  app.get(
    '/getWholeMasterAccountData',
    { schema: { tags, querystring: accountListQuery, response: { 200: ok.extend({ data: accountList }) } }, config: view },
    async (req) => ({ status: 200 as const, data: await service.listAccounts(db, authOf(req), {}, req.query) }),
  );

  app.get(
    '/getCompanyData/:companyId',
    {
      schema: {
        tags,
        params: z.object({ companyId: zeroOrId }),
        querystring: accountListQuery,
        response: { 200: ok.extend({ data: accountList, companyLevel: accountLookupOption.nullable() }) },
      },
      config: view,
    },
    async (req) => {
      const { page, companyLevel } = await service.companyAccounts(db, authOf(req), req.params.companyId, req.query);
      return { status: 200 as const, data: page, companyLevel };
    },
  );

  app.get(
    '/getCompanyLevelData/:companyId/:level',
    {
      schema: { tags, params: z.object({ companyId: zeroOrId, level: zeroOrId }), querystring: accountListQuery, response: { 200: ok.extend({ data: accountList }) } },
      config: view,
    },
    async (req) => ({
      status: 200 as const,
      data: await service.listAccounts(db, authOf(req), { companyId: req.params.companyId, level: req.params.level }, req.query),
    }),
  );

  app.get(
    '/getAccountType',
    {
      schema: {
        tags,
        response: {
          200: ok.extend({ accountDetails: z.array(accountLookupOption), accessLevel: z.array(accountLookupOption), getCompanyName: z.array(accountCompanyOption) }),
        },
      },
      config: { access: { anyOf: ['ChartofAccounts_Create', 'ChartofAccounts_Edit', 'ChartofAccounts_View'] } },
    },
    async (req) => ({ status: 200 as const, ...(await service.formLookups(db, authOf(req))) }),
  );

  app.post(
    '/saveAccount',
    {
      schema: { tags, body: accountInput, response: { 200: ok.extend({ data: accountRow, lastInsertedId: z.number() }) } },
      config: { access: { permission: 'ChartofAccounts_Create' } },
    },
    async (req) => {
      const data = await service.createAccount(deps, authOf(req), req.body);
      return { status: 200 as const, message: ACCOUNT_TEXT.added, data, lastInsertedId: data.id };
    },
  );

  app.post(
    '/updateMasterAccount/:id',
    {
      schema: { tags, params: idParams, body: accountInput, response: { 200: ok.extend({ data: accountRow }) } },
      config: { access: { permission: 'ChartofAccounts_Edit' } },
    },
    async (req) => ({ status: 200 as const, message: ACCOUNT_TEXT.updated, data: await service.updateAccount(deps, authOf(req), req.params.id, req.body) }),
  );

  app.get(
    '/editMasterAccount/:id',
    {
      schema: { tags, params: idParams, response: { 200: ok.extend({ data: z.array(accountRow) }) } },
      config: { access: { anyOf: ['ChartofAccounts_View', 'ChartofAccounts_Edit'] } },
    },
    async (req) => ({ status: 200 as const, data: [await service.getAccount(db, authOf(req), req.params.id)] }),
  );

  app.get(
    '/checkAccountNumber',
    {
      schema: { tags, querystring: accountNumberQuery, response: { 200: ok.extend({ data: z.object({ exists: z.boolean() }) }) } },
      config: { access: { anyOf: ['ChartofAccounts_Create', 'ChartofAccounts_Edit'] } },
    },
    async (req) => {
      const exists = await service.numberExists(db, authOf(req), req.query);
      return { status: 200 as const, ...(exists ? { message: M.accountNumberExists } : {}), data: { exists } };
    },
  );

  app.get(
    '/getAccountLedger/:id',
    {
      schema: { tags, params: idParams, querystring: ledgerQuery, response: { 200: ok.extend({ data: accountLedger }) } },
      config: { access: { anyOf: ['ChartofAccounts_View', 'Journals_View'] } },
    },
    async (req) => ({ status: 200 as const, data: await service.accountLedger(app.deps.reportDb, authOf(req), req.params.id, req.query) }),
  );
}
