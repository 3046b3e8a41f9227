import {
  idParams,
  okEnvelope as ok,
  okSaying,
  RECURRING_TEXT,
  recurringActionParams,
  recurringBillOfRun,
  recurringBillPage,
  recurringBillBody,
  recurringBillRow,
  recurringListQuery,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import * as service from './recurring-bills.service.js';
import { startRecurringBills } from './scheduler.js';

const tags = ['Recurring bills'];
const view = { access: { permission: 'Bills_View' } } as const;
const ACTION_TEXT = { pause: RECURRING_TEXT.paused, resume: RECURRING_TEXT.resumed, end: RECURRING_TEXT.ended } as const;

/** Recurring bills (issue 28 point 4): templates under the Bills permissions, and the node's scheduler. */
export async function recurringBillRoutes(app: AppInstance) {
  const { db, clock } = app.deps;
  const scheduler = startRecurringBills(app);

  app.get(
    '/recurring-bills',
    {
      schema: {
        tags,
        summary: 'The recurring bill templates',
        description:
          'Paged, newest first; company_id (0 = every company the caller sees) and status (active, paused, ended, all). Each row names its vendor, amount, next bill date and reference, and how many bills it made.',
        querystring: recurringListQuery,
        response: { 200: ok.extend({ data: recurringBillPage }) },
      },
      config: view,
    },
    async (req) => ({ data: await service.listTemplates(db, authOf(req), req.query) }),
  );

  app.post(
    '/recurring-bills',
    {
      schema: {
        tags,
        summary: 'Save a recurring bill template',
        description:
          'company_id (Super-Admin names it), vendor_id, account_payable_id, reference_pattern ({YYYY}, {YY}, {MM}, {MON}; each month must fit the bill reference of 10 characters), memo, day_of_month (1-31; past a month end: its last day), ' +
          'due_days, first_date, last_date (optional) and lines (account_id, fund_program_id, funtional_expenses_id, memo, amount; the shape of a bill line). ' +
          'Every line is checked as a bill would be (422 keyed lines.N.field). The scheduler makes a Created bill on each run date from first_date on.',
        body: recurringBillBody,
        response: { 200: okSaying(RECURRING_TEXT.created).extend({ data: recurringBillRow }) },
      },
      config: { access: { permission: 'Bills_Create' } },
    },
    async (req) => {
      const data = await service.createTemplate(db, authOf(req), req.body, clock());
      scheduler.kick();
      return { data };
    },
  );

  app.get(
    '/recurring-bills/:id',
    {
      schema: {
        tags,
        summary: 'One recurring bill template',
        description: "The template and the bills it made (period, bill id and number), newest first. Another company's template answers 404.",
        params: idParams,
        response: { 200: ok.extend({ data: recurringBillRow.extend({ bills: z.array(recurringBillOfRun) }) }) },
      },
      config: view,
    },
    async (req) => ({ data: await service.getTemplate(db, authOf(req), req.params.id) }),
  );

  app.post(
    '/recurring-bills/:id/:action',
    {
      schema: {
        tags,
        summary: 'Pause, resume or end a recurring bill',
        description:
          'action pause (an active template stops making bills), resume (a paused one goes on from its next run date on or after today: the paused months are skipped) or end (for good). ' +
          "A template in the wrong state answers 409; another company's template 404.",
        params: recurringActionParams,
        response: { 200: ok.extend({ data: recurringBillRow }) },
      },
      config: { access: { permission: 'Bills_Edit' } },
    },
    async (req) => {
      const data = await service.changeStatus(db, authOf(req), req.params.id, req.params.action, clock());
      if (req.params.action === 'resume') scheduler.kick();
      return { message: ACTION_TEXT[req.params.action], data };
    },
  );
}
