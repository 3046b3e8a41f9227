import { trialBalance, trialBalanceQuery, okEnvelope as ok } from '@app/contract';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import * as service from './reports.service.js';

export async function reportRoutes(app: AppInstance) {
  const deps = { db: app.deps.reportDb, clock: app.deps.clock };
  app.get(
    '/reports/trial-balance',
    {
      schema: {
        tags: ['Reports'],
        summary: 'Trial balance',
        description:
          "One company's trial balance as of ?as_of= (YYYY-MM-DD, default today): every account with postings, its total debit and credit and its net in the debit or credit column, with the column totals and their difference (0.00 when the books balance). Super-Admin must name ?company_id= (else 422); a company user gets their own (another company's id: 404). An unknown company: 404; a bad date: 422. Needs Reports_View.",
        querystring: trialBalanceQuery,
        response: { 200: ok.extend({ data: trialBalance }) },
      },
      config: { access: { permission: 'Reports_View' }, pool: 'report' },
    },
    async (req) => ({ data: await service.trialBalance(deps, authOf(req), req.query) }),
  );
}
