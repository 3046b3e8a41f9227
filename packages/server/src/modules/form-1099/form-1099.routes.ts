import { form1099CopyBQuery, form1099Query, form1099Report, FORM_1099_TEXT, okEnvelope as ok } from '@app/contract';
import type { AppInstance } from '../../app.js';
import { notFound, AppError } from '../../errors.js';
import { inBatches, sendExport } from '../../lib/export/index.js';
import { authOf, narrowScope, scopeOf } from '../../plugins/company-scope.js';
import { vendorOfCompany } from '../payables-reports/payables.read.js';
import { copyBPdf } from './form-1099.copy-b.js';
import { FILER_COLUMNS, type FilerRow } from './form-1099.csv.js';
import { form1099Report as build, reportablePayees } from './form-1099.service.js';

const tags = ['Reports'];
const COMMON =
  " Payments count by the date paid (a bill payment on a voucher check on the check's date), voided ones never; a payee counts when its vendor record sends its payments to the NEC box (`default_1099_box`). Super-Admin must name ?company_id= (else 422); a company user gets their own (another company's id: 404). Needs Reports_View. TINs show in full only to holders of Vendor_Edit (and Super-Admin), else as their last four digits.";

/** The 1099-NEC (issue 28 point 7): the year's report, the filer's import file, and each recipient's Copy B. */
export async function form1099Routes(app: AppInstance) {
  const deps = { db: app.deps.reportDb };
  const access = { access: { permission: 'Reports_View' as const }, pool: 'report' as const };

  app.get(
    '/reports/1099-nec',
    {
      schema: {
        tags,
        summary: '1099-NEC report',
        description: `Every payee paid for nonemployee compensation in the calendar year ?year=, with the total paid, whether it gets a 1099-NEC (\`reportable\`: the total reaches the year's threshold, $600 through 2025 and $2,000 from 2026, and the payee is neither exempt nor a corporation, except for legal services) and warnings (no W-9, no TIN, no tax classification). ?format=csv answers the filer's import file instead: one row per reportable payee in the columns of the IRS IRIS bulk template.${COMMON}`,
        querystring: form1099Query,
        response: { 200: ok.extend({ data: form1099Report }) },
      },
      config: access,
    },
    async (req, reply) => {
      const report = await build(deps, authOf(req), req.query);
      if (req.query.format === 'json') return { data: report.data };
      const rows: FilerRow[] = reportablePayees(report).map((r) => ({ ...r, payer: report.payer, year: report.data.year }));
      return sendExport(reply, {
        name: `1099-nec-${report.data.year}`,
        format: 'csv',
        columns: FILER_COLUMNS,
        rows: inBatches(async (limit, offset) => rows.slice(offset, offset + limit)),
        now: app.deps.clock(),
      });
    },
  );

  app.get(
    '/reports/1099-nec/copy-b',
    {
      schema: {
        tags,
        summary: '1099-NEC Copy B (PDF)',
        description: `Each reportable payee's Copy B (For Recipient) of the year ?year=, one page each, as a PDF; ?vendor_id= prints that payee's only (404 when it is not a vendor of the company; 409 when it gets no 1099-NEC for the year). The recipient's TIN shows its last four digits, as a recipient's statement may.${COMMON}`,
        querystring: form1099CopyBQuery,
      },
      config: access,
    },
    async (req, reply) => {
      const auth = authOf(req);
      const report = await build(deps, auth, req.query);
      let chosen = reportablePayees(report).map((r) => r.payee);
      if (req.query.vendor_id) {
        const id = req.query.vendor_id;
        // Another company's vendor is unknown here; one of the company paid nothing for NEC gets no form.
        if ((await vendorOfCompany(deps.db, narrowScope(scopeOf(auth, report.payer.id), report.payer.id), id)) === null) throw notFound();
        chosen = chosen.filter((p) => p.vendorId === id);
        if (chosen.length === 0) throw new AppError(409, FORM_1099_TEXT.notReportable);
      }
      if (chosen.length === 0) throw new AppError(409, FORM_1099_TEXT.nobody);
      const pdf = await copyBPdf(report.payer, chosen, report.data.year);
      const file = `1099-nec-${report.data.year}-copy-b${req.query.vendor_id ? `-v${req.query.vendor_id}` : ''}.pdf`;
      return reply.type('application/pdf').header('Cache-Control', 'no-store').header('Content-Disposition', `attachment; filename="${file}"`).send(pdf);
    },
  );
}
