import { addDays, isoDay, M, STATEMENT_TEXT, type StatementMeta } from '@app/contract';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../errors.js';
import { companyById } from '../../lib/lookups.js';
import type { AuthContext } from '../../plugins/access.js';
import { narrowScope, type OneCompanyScope, scopeOf } from '../../plugins/company-scope.js';

/** A statement's dates: `before` is the day before `from` (the beginning balances are read as of it). */
export interface Period {
  from: string;
  to: string;
  before: string;
}
export interface StatementContext {
  companyId: number;
  companyName: string;
  period: Period;
  /** the same dates a year earlier, when asked */
  prior: Period | null;
}

/** The same day a year earlier (29 February becomes 28 February). */
export function yearEarlier(day: string): string {
  const y = Number(day.slice(0, 4)) - 1;
  const md = day.slice(5);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${y}-${md === '02-29' && !leap ? '02-28' : md}`;
}

export const periodOf = (from: string, to: string): Period => ({ from, to, before: addDays(from, -1) });

/**
 * The caller's company (Super-Admin must name one; another company or an unknown one: 404) and the dates:
 * to defaults to today, from to 1 January of to's year (an as-of statement passes only `to`).
 */
export async function statementContext(
  deps: { db: Db; clock: () => Date },
  auth: AuthContext,
  q: { company_id: number | null; from?: string; to?: string; compare: 'none' | 'prior_year' },
): Promise<StatementContext & { scope: OneCompanyScope }> {
  if (auth.isSuperAdmin && !q.company_id) throw invalid(M.selectCompany, 'company_id');
  const scope = scopeOf(auth, q.company_id);
  const company = scope.companyId ? await companyById(deps.db, scope.companyId) : undefined;
  if (!company || company.deletedAt) throw notFound();
  const to = q.to ?? isoDay(deps.clock());
  const from = q.from ?? `${to.slice(0, 4)}-01-01`;
  if (from > to) throw invalid(STATEMENT_TEXT.fromAfterTo, 'from');
  return {
    scope: narrowScope(scope, company.id),
    companyId: company.id,
    companyName: company.legalName,
    period: periodOf(from, to),
    prior: q.compare === 'prior_year' ? periodOf(yearEarlier(from), yearEarlier(to)) : null,
  };
}

export function metaOf(ctx: StatementContext, asOf = false): StatementMeta {
  return {
    company_id: ctx.companyId,
    company_name: ctx.companyName,
    from: asOf ? null : ctx.period.from,
    to: ctx.period.to,
    compare_from: ctx.prior && !asOf ? ctx.prior.from : null,
    compare_to: ctx.prior ? ctx.prior.to : null,
  };
}
