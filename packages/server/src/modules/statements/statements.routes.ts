import {
  cashFlows,
  cashFlowsQuery,
  financialPosition,
  financialPositionQuery,
  functionalExpensesQuery,
  functionalExpensesStatement,
  fundBalances,
  fundBalancesQuery,
  okEnvelope as ok,
  statementMeta,
  statementOfActivities,
  statementOfActivitiesQuery,
  unmatchedIntercompany,
} from '@app/contract';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import { sendStatementFile } from './statement-files.js';
import * as service from './statements.service.js';

const tags = ['Reports'];
const COMMON =
  " ?format=pdf or ?format=xlsx answers the statement as a file instead of JSON; ?compare=prior_year adds `comparison`, the same statement for the same dates a year earlier (else null). Super-Admin must name ?company_id= (else 422); a company user gets their own (another company's id: 404). A bad date: 422. Needs Reports_View. Read from the ledger totals (per account, fund, functional expense and month), never from all the lines. Roll-ups (issue 27): ?scope=subtree sums company_id and every company below it, ?company_ids=1,2,3 a chosen set; both read by the standard chart (an unmapped account is its own row, named 'Unmapped: ...'), eliminate the due to / due from balances and the remittance revenue and expense between companies of the set, and answer also `eliminations` (the amounts taken out, in the statement's shape) and `unmatched` (pairs whose two sides disagree: the difference stays on the statement as an unmatched intercompany difference). Super-Admin may roll up any companies; a company user with Rollup_View a set within their own company's subtree; without it only their own company (else 404). The PDF and Excel of a roll-up print three columns: companies combined, eliminations, consolidated.";

/** The envelope of a statement: the statement, its prior-year comparison (or null) and the company and dates. */
const answer = <T extends ZodType>(data: T) => ({ 200: ok.extend({ data, comparison: data.nullable(), meta: statementMeta }) });

import type { Built } from './statements.service.js';

/** JSON (the default) or the file the query asks for. */
async function respond<T>(reply: FastifyReply, format: 'json' | 'pdf' | 'xlsx', built: Built<T>, now: Date) {
  if (format === 'json') return { data: built.data, comparison: built.comparison, meta: built.meta, ...built.beside };
  return sendStatementFile(reply, format, built.printable, now);
}

/** The five nonprofit statements of issue 24 (FASB ASC 958 / ASU 2016-14). */
export async function statementRoutes(app: AppInstance) {
  const deps = { db: app.deps.reportDb, clock: app.deps.clock };
  const access = { access: { permission: 'Reports_View' as const }, pool: 'report' as const };

  app.get(
    '/reports/financial-position',
    {
      schema: {
        tags,
        summary: 'Statement of financial position',
        description: `One company's assets and liabilities as of ?as_of= (YYYY-MM-DD, default today), by account, grouped current / non-current by account type, and its net assets without and with donor restrictions (read by the restriction class of the fund on each line). Due to / from other funds net to one row (zero when every loan is complete). Total assets = total liabilities + net assets.${COMMON}`,
        querystring: financialPositionQuery,
        response: answer(financialPosition),
      },
      config: access,
    },
    async (req, reply) => respond(reply, req.query.format, await service.financialPositionReport(deps, authOf(req), req.query), deps.clock()),
  );

  app.get(
    '/reports/statement-of-activities',
    {
      schema: {
        tags,
        summary: 'Statement of activities',
        description: `Revenue by account in the class of its fund, net assets released from restrictions (with: minus, without: plus), expenses by functional expense (all without donor restrictions), other changes on net-asset accounts (interfund transfers, opening balances), the change in net assets and the net assets at the beginning and end of the period, each as { without, with, total }, for ?from= to ?to= (YYYY-MM-DD, inclusive; default 1 January of to's year to today).${COMMON}`,
        querystring: statementOfActivitiesQuery,
        response: answer(statementOfActivities),
      },
      config: access,
    },
    async (req, reply) => respond(reply, req.query.format, await service.activitiesReport(deps, authOf(req), req.query), deps.clock()),
  );

  app.get(
    '/reports/functional-expenses',
    {
      schema: {
        tags,
        summary: 'Statement of functional expenses',
        description: `The period's expenses (?from= to ?to=) by expense account (rows) and functional expense (columns), with row and column totals; expense lines without a functional expense are in the unassigned column (it must be 0.00 for a statement an auditor accepts).${COMMON}`,
        querystring: functionalExpensesQuery,
        response: answer(functionalExpensesStatement),
      },
      config: access,
    },
    async (req, reply) => respond(reply, req.query.format, await service.functionalExpensesReport(deps, authOf(req), req.query), deps.clock()),
  );

  app.get(
    '/reports/fund-balances',
    {
      schema: {
        tags,
        summary: 'Fund balances',
        description: `One row per fund program (and one for the untagged, undesignated money, fund_program_id null): its restriction, net assets at the beginning of the period (?from= to ?to=), revenue, expenses, net-asset postings (transfers), the ending balance and the fund's share of each bank account. The rows' ending balances sum to the net assets of the statement of financial position as of ?to=.${COMMON}`,
        querystring: fundBalancesQuery,
        response: {
          200: ok.extend({
            data: fundBalances,
            comparison: fundBalances.nullable(),
            meta: statementMeta,
            /** a roll-up only: the data is an array, so its eliminations and unmatched pairs stand beside it */
            eliminations: fundBalances.optional(),
            unmatched: z.array(unmatchedIntercompany).optional(),
          }),
        },
      },
      config: access,
    },
    async (req, reply) => respond(reply, req.query.format, await service.fundBalancesReport(deps, authOf(req), req.query), deps.clock()),
  );

  app.get(
    '/reports/cash-flows',
    {
      schema: {
        tags,
        summary: 'Statement of cash flows',
        description: `The indirect method (ASC 958-230) for ?from= to ?to=: the change in net assets adjusted by the changes in non-cash current assets and liabilities (operating), fixed and long-term assets (investing), long-term debt and contributions restricted to long-term purposes (financing); the net change equals the change in cash (bank and cash accounts) from the beginning to the end of the period.${COMMON}`,
        querystring: cashFlowsQuery,
        response: answer(cashFlows),
      },
      config: access,
    },
    async (req, reply) => respond(reply, req.query.format, await service.cashFlowsReport(deps, authOf(req), req.query), deps.clock()),
  );
}
