import { CLOSING_TEXT, closingDateBody, closingDateQuery, closingDateState, okEnvelope as ok, okSaying } from '@app/contract';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import * as service from './closing-date.service.js';

const tags = ['Closing date'];
const doc = (summary: string, description: string) => ({ tags, summary, description });

/** Closing the month (issue 26 point 6): the date through which the books are closed, and its history. */
export async function closingDateRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock };

  app.get(
    '/closing-date',
    {
      schema: {
        ...doc(
          "A company's closing date",
          'The day through which the books of ?company_id= are closed (closing_date, null when they are not) and every change of it, newest first (from_date, to_date, reason, changed_by, changed_at). A company user always gets their own company (another company: 404); Super-Admin must name one (else 404). Any signed-in user of the company: the dashboard and Company Setup show it.',
        ),
        querystring: closingDateQuery,
        response: { 200: ok.extend({ data: closingDateState }) },
      },
      config: { access: 'signedIn' },
    },
    async (req) => ({ data: service.closingStateWire(await service.closingState(deps, authOf(req), req.query.company_id)) }),
  );

  app.post(
    '/closing-date',
    {
      schema: {
        ...doc(
          'Close the books through a day',
          "Sets company_id's closing_date (YYYY-MM-DD, not after today; null or '' clears it): afterwards no journal entry may be posted or edited with a date on or before it (409 naming the date), and a void's reversal is dated in the open period. Moving it forward needs BankReconciliation_Delete; moving it back or clearing it needs Super-Admin (403 otherwise) and a reason (422 without). The same date again: 422. Every change is recorded (who, when, from, to, reason) and the answer is the new state with the history. Super-Admin must name company_id; a company user sets their own (another company: 404).",
        ),
        body: closingDateBody,
        response: { 200: okSaying(CLOSING_TEXT.saved).extend({ data: closingDateState }) },
      },
      config: { access: { permission: 'BankReconciliation_Delete' } },
    },
    async (req) => ({ data: service.closingStateWire(await service.setClosingDate(deps, authOf(req), req.body)) }),
  );
}
