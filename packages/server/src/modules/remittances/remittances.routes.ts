import {
  okEnvelope as ok,
  okSaying,
  REMITTANCE_TEXT,
  remittanceRule,
  remittanceRuleQuery,
  remittanceRuleBody,
  remittanceRunBody,
  remittanceRunResult,
  remittanceStatus,
  remittanceStatusQuery,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import * as service from './remittances.service.js';

const tags = ['Remittances'];
const doc = (summary: string, description: string) => ({ tags, summary, description });

/** Remittances up the denomination's tree (issue 27 point 3): rules, the monthly run, and who is behind. */
export async function remittanceRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock };

  app.get(
    '/remittance-rules',
    {
      schema: {
        ...doc(
          "A parent company's remittance rules",
          "The remittance rules of ?parent_company_id= (a company user's own company by default; a Rollup_View holder may name a company below its own), oldest first: basis 'unrestricted_revenue' with percent, account_ids and fund_program_ids, or 'fixed' with amount. Needs Rollup_View; a company outside the caller's reach: 404.",
        ),
        querystring: remittanceRuleQuery,
        response: { 200: ok.extend({ data: z.array(remittanceRule) }) },
      },
      config: { access: { permission: 'Rollup_View' } },
    },
    async (req) => ({ data: await service.listRules(deps, authOf(req), req.query.parent_company_id) }),
  );

  app.post(
    '/remittance-rules',
    {
      schema: {
        ...doc(
          'Set a remittance rule',
          "A rule of parent_company_id (a company user's own company; Super-Admin names one) for every company directly below it: basis 'unrestricted_revenue' takes percent (a decimal string, above 0 and at most 100) of each child's month's revenue without donor restrictions, optionally only of account_ids (revenue accounts of the parent's chart, matched in each child's chart by number) and fund_program_ids (the parent's or shared funds); basis 'fixed' takes amount each month. trust_money says what the parent does with the trust money its children pass on (their deposits on 2200 Funds held for others, passed on at 100 %): 'pass_on' (default) credits the parent's own 2200, a liability again; 'own_revenue' credits its 4030 Missions Offerings, the money being its own. The runs follow the parent's first rule's trust_money. Needs Rollup_Create. Bad input: 422, nothing saved.",
        ),
        body: remittanceRuleBody,
        response: { 200: okSaying(REMITTANCE_TEXT.saved).extend({ data: remittanceRule }) },
      },
      config: { access: { permission: 'Rollup_Create' } },
    },
    async (req) => ({ data: await service.createRule(deps, authOf(req), req.body) }),
  );

  app.post(
    '/remittances/run',
    {
      schema: {
        ...doc(
          'Run a month of remittances',
          "Posts month (YYYY-MM, not after the current month) of parent_company_id's rules for each child: in the child's books Dr 5400 Denominational Assessments, Cr 'Due to <parent>'; in the parent's Dr 'Due from <child>', Cr 'Assessment Revenue' (accounts made when first needed), and the month's deposits on 2200 Funds held for others passed on at 100 % (child Dr 2200, Cr due to; parent Dr due from, Cr its own 2200). Two single-company entries per remittance, linked by its id, dated the month's last day or today if earlier (the first open day when the books are closed). Each child, rule and month posts once: a second run answers posted 0. Needs Rollup_Create; only the caller's own company (Super-Admin names one).",
        ),
        body: remittanceRunBody,
        response: { 200: ok.extend({ data: remittanceRunResult }) },
      },
      config: { access: { permission: 'Rollup_Create' } },
    },
    async (req) => ({ data: await service.run(deps, authOf(req), req.body) }),
  );

  app.get(
    '/remittances',
    {
      schema: {
        ...doc(
          'Remittance status per child',
          "For ?parent_company_id= and ?month= (YYYY-MM), one row per company directly below the parent: owed (the month's remittances), paid (what the child's payments cleared of its Due to <parent> account, applied to the oldest month first), outstanding, balance (all unpaid through the month) and current (nothing unpaid through the month). Needs Rollup_View; the parent is the caller's own company or one below it (else 404).",
        ),
        querystring: remittanceStatusQuery,
        response: { 200: ok.extend({ data: remittanceStatus }) },
      },
      config: { access: { permission: 'Rollup_View' } },
    },
    async (req) => ({ data: await service.status(deps, authOf(req), req.query.parent_company_id, req.query.month) }),
  );
}
