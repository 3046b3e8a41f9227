import { apAging, apAgingQuery, okEnvelope as ok, vendorStatement, vendorStatementQuery } from '@app/contract';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import { sendStatementFile } from '../statements/statement-files.js';
import * as service from './payables-reports.service.js';

const tags = ['Reports'];
const COMMON =
  " ?format=pdf or ?format=xlsx answers the report as a file instead of JSON. Super-Admin must name ?company_id= (else 422); a company user gets their own (another company's id: 404). A bad date: 422. Needs Reports_View. Read from the ledger's Accounts Payable lines, so a past date shows what was owed then.";

/** What is owed (issue 28 point 6): the A/P aging and the vendor statement, on the report pool. */
export async function payablesReportRoutes(app: AppInstance) {
  const deps = { db: app.deps.reportDb, clock: app.deps.clock };
  const access = { access: { permission: 'Reports_View' as const }, pool: 'report' as const };

  app.get(
    '/reports/ap-aging',
    {
      schema: {
        tags,
        summary: 'A/P aging',
        description: `The bills unpaid at the end of ?as_of= (YYYY-MM-DD, default today; past or future), by vendor, in five buckets of days past the due date (as_of - bill_due): current (not yet due), 1-30, 31-60, 61-90, over 90; each vendor row carries its open bills (the drill-down). A bill's open amount is its A/P credit less its payments' A/P debits dated on or before the day, voids counted on their dates. payable_balance is the trial balance's Accounts Payable figure for the same day.${COMMON}`,
        querystring: apAgingQuery,
        response: { 200: ok.extend({ data: apAging }) },
      },
      config: access,
    },
    async (req, reply) => {
      const built = await service.apAgingReport(deps, authOf(req), req.query);
      if (req.query.format === 'json') return { data: built.data };
      return sendStatementFile(reply, req.query.format, built.printable(), deps.clock());
    },
  );

  app.get(
    '/reports/vendor-statement',
    {
      schema: {
        tags,
        summary: 'Vendor statement',
        description: `One vendor's account from ?from= to ?to= (YYYY-MM-DD, inclusive; to defaults to today, from to 1 January of to's year): what was owed at the start, each bill, payment, discount, void and check in date order with the running balance owed, and what was owed at the end. ?vendor_id= must be a vendor of the company (else 404).${COMMON}`,
        querystring: vendorStatementQuery,
        response: { 200: ok.extend({ data: vendorStatement }) },
      },
      config: access,
    },
    async (req, reply) => {
      const built = await service.vendorStatementReport(deps, authOf(req), req.query);
      if (req.query.format === 'json') return { data: built.data };
      return sendStatementFile(reply, req.query.format, built.printable(), deps.clock());
    },
  );
}
