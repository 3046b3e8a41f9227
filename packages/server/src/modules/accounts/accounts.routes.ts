import {
  ACCOUNT_TEXT,
  accountBody,
  accountCompanyOption,
  accountExportQuery,
  accountLedger,
  accountList,
  accountListQuery,
  accountLookupOption,
  accountNumberQuery,
  accountRow,
  idParams,
  ledgerQuery,
  M,
  okEnvelope as ok,
  okSaying,
  zeroOrIdSchema,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import { exportAccounts } from './accounts.export.js';
import * as service from './accounts.service.js';

/** 0 in a path stands for "All Company" / "All Level". */
const zeroOrId = zeroOrIdSchema();
const tags = ['Chart of accounts'];
const view = { access: { permission: 'ChartofAccounts_View' } } as const;
const doc = (summary: string, description: string) => ({ tags, summary, description });

/** The chart-of-accounts calls of the specification (section 7), plus the number check and the account ledger. */
export async function accountRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock };
  const { db } = deps;

  app.get(
    '/getWholeMasterAccountData',
    {
      schema: {
        ...doc(
          'Chart of accounts',
          "A page of accounts by company name then account number: every live company's for Super-Admin, the caller's company's for a company user. Each row carries its ledger debit, credit and balance (decimal strings, balance on the account type's normal side). ?page=, ?per_page= up to 100 (default 10); total_is_exact is false when the count was capped. ?search= matches account number, name, description or type (contains, ignoring case); ?sort= (company, account_number, account_name, account_type, level, description, status, created_on) and ?dir= (asc|desc) order it (default: company, then account number). Needs ChartofAccounts_View.",
        ),
        querystring: accountListQuery,
        response: { 200: ok.extend({ data: accountList }) },
      },
      config: view,
    },
    async (req) => ({ data: await service.listAccounts(db, authOf(req), {}, req.query) }),
  );

  app.get(
    '/getCompanyData/:companyId',
    {
      schema: {
        ...doc(
          "A company's accounts",
          "The chart of accounts of companyId (0 = All Company, Super-Admin) with companyLevel, the company's access level (null for All). A company user always gets their own company; another company's id or an unknown one: 404. Each row carries its ledger debit, credit and balance (decimal strings, balance on the account type's normal side). ?page=, ?per_page= up to 100 (default 10); total_is_exact is false when the count was capped. ?search= matches account number, name, description or type (contains, ignoring case); ?sort= (company, account_number, account_name, account_type, level, description, status, created_on) and ?dir= (asc|desc) order it (default: company, then account number). Needs ChartofAccounts_View.",
        ),
        params: z.object({ companyId: zeroOrId }),
        querystring: accountListQuery,
        response: { 200: ok.extend({ data: accountList, companyLevel: accountLookupOption.nullable() }) },
      },
      config: view,
    },
    async (req) => {
      const { page, companyLevel } = await service.companyAccounts(db, authOf(req), req.params.companyId, req.query);
      return { data: page, companyLevel };
    },
  );

  app.get(
    '/getCompanyLevelData/:companyId/:level',
    {
      schema: {
        ...doc(
          'Accounts of a company and level',
          "The chart of accounts filtered by companyId and access level (0 = All for either). A company user always gets their own company (another company's id: 404). Each row carries its ledger debit, credit and balance (decimal strings, balance on the account type's normal side). ?page=, ?per_page= up to 100 (default 10); total_is_exact is false when the count was capped. ?search= matches account number, name, description or type (contains, ignoring case); ?sort= (company, account_number, account_name, account_type, level, description, status, created_on) and ?dir= (asc|desc) order it (default: company, then account number). Needs ChartofAccounts_View.",
        ),
        params: z.object({ companyId: zeroOrId, level: zeroOrId }),
        querystring: accountListQuery,
        response: { 200: ok.extend({ data: accountList }) },
      },
      config: view,
    },
    async (req) => ({
      data: await service.listAccounts(db, authOf(req), { companyId: req.params.companyId, level: req.params.level }, req.query),
    }),
  );

  app.get(
    '/getCompanyLevelData/:companyId/:level/export',
    {
      schema: {
        ...doc(
          'Export the chart of accounts',
          "Every account the list shows for companyId and level (0 = All for either) and the same ?search= / ?sort= / ?dir=, all pages, with ledger debit, credit and balance, as a download: ?format=csv (money 1234.56, dates YYYY-MM-DD) or ?format=xlsx (money as numbers, dates as dates). Authorised and scoped exactly as the list: needs ChartofAccounts_View; a company user gets only their own company (another company's id: 404).",
        ),
        params: z.object({ companyId: zeroOrId, level: zeroOrId }),
        querystring: accountExportQuery,
      },
      config: view,
    },
    async (req, reply) => exportAccounts(db, authOf(req), req.params, req.query, reply, deps.clock()),
  );

  app.get(
    '/getAccountType',
    {
      schema: {
        ...doc(
          'Account form lookups',
          "The account form's choices: account types (accountDetails), access levels (accessLevel) and the companies the caller may write for (getCompanyName: all for Super-Admin, their own for a company user). Needs ChartofAccounts_Create, _Edit or _View.",
        ),
        response: {
          200: ok.extend({
            accountDetails: z.array(accountLookupOption),
            accessLevel: z.array(accountLookupOption),
            getCompanyName: z.array(accountCompanyOption),
          }),
        },
      },
      config: { access: { anyOf: ['ChartofAccounts_Create', 'ChartofAccounts_Edit', 'ChartofAccounts_View'] } },
    },
    async (req) => ({ ...(await service.formLookups(db, authOf(req))) }),
  );

  app.post(
    '/saveAccount',
    {
      schema: {
        ...doc(
          'Create an account',
          "Adds an account to company_id (Super-Admin must choose one: 422; a company user gets their own, at their company's access level). Needs ChartofAccounts_Create. An account_number the company already has: 409; another company's, an unknown or a deleted company: 404; bad input: 422.",
        ),
        body: accountBody,
        response: { 200: okSaying(ACCOUNT_TEXT.added).extend({ data: accountRow, lastInsertedId: z.number() }) },
      },
      config: { access: { permission: 'ChartofAccounts_Create' } },
    },
    async (req) => {
      const data = await service.createAccount(deps, authOf(req), req.body);
      return { data, lastInsertedId: data.id };
    },
  );

  app.post(
    '/updateMasterAccount/:id',
    {
      schema: {
        ...doc(
          'Update an account',
          "Changes an account's number, name, type, description, level and status; it stays in its company (another company_id: 409). Needs ChartofAccounts_Edit. Another company's account or an unknown one: 404; an account_number the company already has: 409; bad input: 422.",
        ),
        params: idParams,
        body: accountBody,
        response: { 200: okSaying(ACCOUNT_TEXT.updated).extend({ data: accountRow }) },
      },
      config: { access: { permission: 'ChartofAccounts_Edit' } },
    },
    async (req) => ({ data: await service.updateAccount(deps, authOf(req), req.params.id, req.body) }),
  );

  app.get(
    '/editMasterAccount/:id',
    {
      schema: {
        ...doc(
          'One account',
          "The account with its ledger debit, credit and balance, as a one-element data array (the edit form's shape). Needs ChartofAccounts_View or _Edit. Another company's account or an unknown one: 404.",
        ),
        params: idParams,
        response: { 200: ok.extend({ data: z.array(accountRow) }) },
      },
      config: { access: { anyOf: ['ChartofAccounts_View', 'ChartofAccounts_Edit'] } },
    },
    async (req) => ({ data: [await service.getAccount(db, authOf(req), req.params.id)] }),
  );

  app.get(
    '/checkAccountNumber',
    {
      schema: {
        ...doc(
          'Is an account number taken?',
          "The form's check while typing: data.exists is true (with a message) when ?company_id= already has ?account_number= on another account than ?id= (the one being edited). No company or no number: false. A company user naming another company: 404. Needs ChartofAccounts_Create or _Edit.",
        ),
        querystring: accountNumberQuery,
        response: { 200: ok.extend({ data: z.object({ exists: z.boolean() }) }) },
      },
      config: { access: { anyOf: ['ChartofAccounts_Create', 'ChartofAccounts_Edit'] } },
    },
    async (req) => {
      const exists = await service.numberExists(db, authOf(req), req.query);
      return { ...(exists ? { message: M.accountNumberExists } : {}), data: { exists } };
    },
  );

  app.get(
    '/getAccountLedger/:id',
    {
      schema: {
        ...doc(
          "An account's ledger",
          "The account, its opening_balance (before ?from=) and its journal lines in posting order with the running balance, optionally up to ?to= (YYYY-MM-DD). Paged by cursor: ?after=next_cursor / ?before=prev_cursor (?page= is kept for old links), ?per_page= up to 100 (default 25). Needs ChartofAccounts_View, Journals_View or Reports_View (every statement figure drills down to its lines). Another company's account or an unknown one: 404; a bad date or cursor: 422.",
        ),
        params: idParams,
        querystring: ledgerQuery,
        response: { 200: ok.extend({ data: accountLedger }) },
      },
      config: { access: { anyOf: ['ChartofAccounts_View', 'Journals_View', 'Reports_View'] }, pool: 'report' },
    },
    async (req) => ({ data: await service.accountLedger(app.deps.reportDb, authOf(req), req.params.id, req.query) }),
  );
}
