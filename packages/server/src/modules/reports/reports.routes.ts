import { trialBalance, trialBalanceQuery } from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import * as service from './reports.service.js';

const ok = z.object({ status: z.literal(200), message: z.string().optional() });

export async function reportRoutes(app: AppInstance) {
  const deps = { db: app.deps.reportDb, clock: app.deps.clock };
  app.get(
    '/reports/trial-balance',
    {
      schema: { tags: ['Reports'], querystring: trialBalanceQuery, response: { 200: ok.extend({ data: trialBalance }) } },
      config: { access: { permission: 'Reports_View' } },
    },
    async (req) => ({ status: 200 as const, data: await service.trialBalance(deps, authOf(req), req.query) }),
  );
}
