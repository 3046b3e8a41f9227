import { dashboardQuery, dashboardSummary, okEnvelope as ok } from '@app/contract';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import { foldOpenBillDeltas } from './dashboard.denomination.js';
import * as service from './dashboard.service.js';

/** How often every node folds the open bills' deltas (migration 0041) into one row per due day (the ledger's own fold: ledger/fold-timer.ts). */
const FOLD_EVERY_MS = 3_600_000;

/** The treasurer's start page (issue 14): every card's figures in one request. */
export async function dashboardRoutes(app: AppInstance) {
  // Balances and sums over the ledger totals: a report, on the report pool.
  const deps = { db: app.deps.reportDb, clock: app.deps.clock };
  app.get(
    '/dashboard/summary',
    {
      schema: {
        tags: ['Dashboard'],
        summary: "The dashboard's figures",
        description:
          'Bank and cash account balances (as the chart of accounts shows them), open bills overdue and due today .. today + 14 days (count and total; ' +
          "the bill list's due=overdue|next14 filter shows the same bills), Paid payments not yet on a check, the last 5 live checks, and the fiscal " +
          "year's spending (January 1 .. today, net debits on Expenses accounts) by functional expense and by fund program. " +
          'Each part is null unless the caller may view its list (ChartofAccounts_View, Bills_View, BillPayment_View, Check_View, Reports_View). ' +
          "A company user gets their own company (another company's id: 404); Super-Admin names a company with company_id or gets every live company: " +
          "the denomination's totals (bank_total from each account's kept all-time balance), and one page of companies by name (?page=, ?per_page= up to 100, default 10) " +
          "in `companies` (companies_total counts them) with bank_accounts listing that page's companies' accounts. " +
          "today= is the caller's day (YYYY-MM-DD; a day not in force anywhere now: 422).",
        querystring: dashboardQuery,
        response: { 200: ok.extend({ data: dashboardSummary }) },
      },
      config: { access: 'signedIn', pool: 'report' },
    },
    async (req) => ({ data: await service.dashboardSummary(deps, authOf(req), req.query) }),
  );

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const fold = () => {
      void foldOpenBillDeltas(app.deps.db).catch((err) => app.log.warn({ err }, 'open bill deltas fold failed'));
    };
    timer = setInterval(fold, FOLD_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
