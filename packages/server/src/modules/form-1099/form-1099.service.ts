import { type Form1099Query, type Form1099Report, formatUsd, fromCents, M, necThresholdCents } from '@app/contract';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../errors.js';
import { companyRow } from '../../lib/lookups.js';
import type { AuthContext } from '../../plugins/access.js';
import { narrowScope, scopeOf } from '../../plugins/company-scope.js';
import { tinViewOf } from '../vendors/vendors.repo.js';
import { judgePayee } from './form-1099.compute.js';
import { type NecPayee, necPayees } from './form-1099.read.js';

type Deps = { db: Db };

/** The caller's company (Super-Admin must name one; another company's id or a deleted one: 404). */
export async function payerOf(deps: Deps, auth: AuthContext, companyId: number | null) {
  if (auth.isSuperAdmin && !companyId) throw invalid(M.selectCompany, 'company_id');
  const scope = scopeOf(auth, companyId);
  const company = scope.companyId ? await companyRow(deps.db, scope.companyId) : undefined;
  if (!company || company.deletedAt) throw notFound();
  return company;
}
export type Payer = Awaited<ReturnType<typeof payerOf>>;

/** The year's report: every payee paid for nonemployee compensation, judged; and the payer and raw payees for files. */
export async function form1099Report(deps: Deps, auth: AuthContext, q: Pick<Form1099Query, 'company_id' | 'year'>) {
  const payer = await payerOf(deps, auth, q.company_id);
  const payees = await necPayees(deps.db, narrowScope(scopeOf(auth, q.company_id), payer.id), q.year);
  const tin = tinViewOf(auth);
  const rows = payees.map((p) => judgePayee(p, q.year, tin));
  const reportable = rows.filter((r) => r.reportable);
  const data: Form1099Report = {
    company_id: payer.id,
    company_name: payer.legalName,
    year: q.year,
    threshold: fromCents(necThresholdCents(q.year)),
    rows,
    reportable_count: reportable.length,
    reportable_total: fromCents(payees.filter((_, i) => rows[i].reportable).reduce((s, p) => s + p.necCents, 0)),
  };
  return { data, payer, payees, tin };
}

/** The payees that get a 1099-NEC, with their judged rows (for the filer's file and the Copy B). */
export function reportablePayees(r: Awaited<ReturnType<typeof form1099Report>>): Array<{ payee: NecPayee; tinShown: string }> {
  return r.payees.flatMap((p, i) => (r.data.rows[i].reportable ? [{ payee: p, tinShown: r.data.rows[i].tin }] : []));
}

export const thresholdText = (year: number) => formatUsd(necThresholdCents(year));
