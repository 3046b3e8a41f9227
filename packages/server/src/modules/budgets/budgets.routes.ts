import {
  BUDGET_TEXT,
  budgetAvailable,
  budgetAvailableQuery,
  budgetChoices,
  budgetChoicesQuery,
  budgetCopyBody,
  budgetCreateBody,
  budgetDetail,
  budgetListQuery,
  budgetReviseBody,
  budgetSummary,
  budgetUpdateBody,
  budgetVsActual,
  budgetVsActualQuery,
  idParams,
  okEnvelope as ok,
  okSaying,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import { sendStatementFile } from '../statements/statement-files.js';
import { budgetChoicesOf, budgetLeft, budgetVsActual as report } from './budget-vs-actual.js';
import { budgetVsActualPrintable } from './budgets.print.js';
import * as service from './budgets.service.js';

const tags = ['Budgets'];
const doc = (summary: string, description: string) => ({ tags, summary, description });
const LINES =
  " Each line: account_id (an income or expense account of the company), optional fund_program_id, spread 'even' (annual split in twelve by largest remainder), 'last_year' (annual split like last year's actual months of that account and fund; evenly when last year was zero) or 'manual' (months: twelve amounts). One line per account and fund. Amounts are not negative. 422 naming the line otherwise.";

/** Budgets and budget against actual (issue 29). */
export async function budgetRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock };
  const reportDeps = { db: app.deps.reportDb, clock: app.deps.clock };
  const view = { access: { permission: 'Budgets_View' as const } };
  const edit = { access: { permission: 'Budgets_Edit' as const } };

  app.get(
    '/budgets',
    {
      schema: {
        ...doc(
          'List budgets',
          "The company's budgets, newest year first, with status (draft or approved), revision, income and expense totals and who created and approved each. A company user gets their own company's; Super-Admin every company's or ?company_id='s. Needs Budgets_View.",
        ),
        querystring: budgetListQuery,
        response: { 200: ok.extend({ data: z.array(budgetSummary) }) },
      },
      config: view,
    },
    async (req) => ({ data: await service.listBudgets(deps, authOf(req), req.query.company_id) }),
  );

  app.post(
    '/budgets',
    {
      schema: {
        ...doc(
          'Create a budget',
          `A draft budget for company_id's calendar year with its lines.${LINES} One budget per company and year: a second answers 409. Needs Budgets_Create.`,
        ),
        body: budgetCreateBody,
        response: { 200: okSaying(BUDGET_TEXT.saved).extend({ data: budgetDetail }) },
      },
      config: { access: { permission: 'Budgets_Create' } },
    },
    async (req) => ({ data: await service.createBudget(deps, authOf(req), req.body) }),
  );

  app.post(
    '/budgets/copy',
    {
      schema: {
        ...doc(
          "Copy a year's budget or actuals",
          "A draft budget for to_year made from from_year's budget (source 'budget': each line's months scaled, keeping its pattern) or its actuals (source 'actuals': every income and expense account and fund with a positive year total, spread like that year), up or down by percent (3 = +3 %, rounded to the cent, then spread by largest remainder). 422 when there is nothing to copy; 409 when to_year already has a budget. Needs Budgets_Create.",
        ),
        body: budgetCopyBody,
        response: { 200: okSaying(BUDGET_TEXT.copied).extend({ data: budgetDetail }) },
      },
      config: { access: { permission: 'Budgets_Create' } },
    },
    async (req) => ({ data: await service.copyBudget(deps, authOf(req), req.body) }),
  );

  app.get(
    '/budgets/available',
    {
      schema: {
        ...doc(
          'Budget left for an account',
          "The budget left for account_id (and fund_program_id) in the calendar year of date: annual_budget of the account's line for that fund (basis 'fund'), else of all the account's lines (basis 'account'), less what was posted to it this year (spent). Nulls when the year or the account has no budget. The bill form and the standard check show it and warn, without refusing, when an amount exceeds it. Needs Bills_Create, Check_Create or Budgets_View.",
        ),
        querystring: budgetAvailableQuery,
        response: { 200: ok.extend({ data: budgetAvailable }) },
      },
      config: { access: { anyOf: ['Bills_Create', 'Check_Create', 'Budgets_View'] }, pool: 'report' },
    },
    async (req) => ({ data: await budgetLeft(reportDeps, authOf(req), req.query) }),
  );

  app.get(
    '/budgets/choices',
    {
      schema: {
        ...doc(
          'Budget accounts and funds',
          "What a budget line and the budget-against-actual filter may name: the company's income and expense accounts (in chart order) and its active fund programs (its own and the global ones). A company user gets their own company's; Super-Admin must name ?company_id= (422); another or unknown company: 404. Needs Budgets_View.",
        ),
        querystring: budgetChoicesQuery,
        response: { 200: ok.extend({ data: budgetChoices }) },
      },
      config: view,
    },
    async (req) => ({ data: await budgetChoicesOf(deps, authOf(req), req.query.company_id) }),
  );

  app.get(
    '/budgets/:id',
    {
      schema: {
        ...doc(
          'Show a budget',
          "A budget with its lines (account, fund, spread, twelve months and the annual amount) and its revisions, newest first (what each replaced, who, when, why). Another company's id: 404. Needs Budgets_View.",
        ),
        params: idParams,
        response: { 200: ok.extend({ data: budgetDetail }) },
      },
      config: view,
    },
    async (req) => ({ data: await service.getBudget(deps, authOf(req), req.params.id) }),
  );

  app.put(
    '/budgets/:id',
    {
      schema: {
        ...doc('Edit a draft budget', `Replaces a draft's lines.${LINES} An approved budget answers 409: it changes only by a revision. Needs Budgets_Edit.`),
        params: idParams,
        body: budgetUpdateBody,
        response: { 200: okSaying(BUDGET_TEXT.saved).extend({ data: budgetDetail }) },
      },
      config: edit,
    },
    async (req) => ({ data: await service.updateDraft(deps, authOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/budgets/:id/approve',
    {
      schema: {
        ...doc('Approve a budget', 'Approves a draft budget, recording the approver and the time. Already approved: 409. Needs Budgets_Edit.'),
        params: idParams,
        response: { 200: okSaying(BUDGET_TEXT.approved).extend({ data: budgetDetail }) },
      },
      config: edit,
    },
    async (req) => ({ data: await service.approveBudget(deps, authOf(req), req.params.id) }),
  );

  app.post(
    '/budgets/:id/revise',
    {
      schema: {
        ...doc(
          'Revise an approved budget',
          `Replaces an approved budget's lines with a recorded revision: the lines it replaces, who, when and the reason (required) are kept, the revision number goes up and the budget stays approved.${LINES} A draft answers 409 (edit it instead). Needs Budgets_Edit.`,
        ),
        params: idParams,
        body: budgetReviseBody,
        response: { 200: okSaying(BUDGET_TEXT.revised).extend({ data: budgetDetail }) },
      },
      config: edit,
    },
    async (req) => ({ data: await service.reviseBudget(deps, authOf(req), req.params.id, req.body) }),
  );

  app.delete(
    '/budgets/:id',
    {
      schema: {
        ...doc('Delete a draft budget', 'Deletes a draft budget and its lines. An approved budget is kept (409). Needs Budgets_Delete.'),
        params: idParams,
        response: { 200: okSaying(BUDGET_TEXT.deleted) },
      },
      config: { access: { permission: 'Budgets_Delete' } },
    },
    async (req) => {
      await service.deleteDraft(deps, authOf(req), req.params.id);
      return {};
    },
  );

  app.get(
    '/reports/budget-vs-actual',
    {
      schema: {
        ...doc(
          'Budget against actual',
          "Per income and expense account with a budget or an actual in ?year=: ?month='s actual, budget and variance, January to that month's (year to date), the annual budget and percent_used (year-to-date actual over the annual budget, one decimal; null without a budget), with totals for income, expenses and the net. Variance is favourable-positive: income actual - budget, expenses budget - actual (ytd_status says favourable or unfavourable). ?fund_program_id= keeps that fund's budget lines and actuals only. The year's budget is used approved or draft (budget_status). ?format=pdf or xlsx answers the file. Super-Admin must name ?company_id= (422); another company's: 404. Read from the ledger totals. Needs Budgets_View.",
        ),
        querystring: budgetVsActualQuery,
        response: { 200: ok.extend({ data: budgetVsActual }) },
      },
      config: { ...view, pool: 'report' },
    },
    async (req, reply) => {
      const { format, ...q } = req.query;
      const data = await report(reportDeps, authOf(req), q);
      if (format === 'json') return { data };
      return sendStatementFile(reply, format, budgetVsActualPrintable(data), reportDeps.clock());
    },
  );
}
