import type {
  CashFlows,
  FinancialPosition,
  FinancialPositionQuery,
  FunctionalExpensesStatement,
  FundBalances,
  StatementMeta,
  StatementOfActivities,
  StatementPeriodQuery,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../plugins/access.js';
import { type Books, loadBooks } from './books.js';
import * as compute from './compute.js';
import { totalsAsOfDays } from './ledger-read.js';
import { metaOf, type Period, type StatementContext, statementContext } from './period.js';
import type { Printable } from './printable.js';
import * as print from './statements.print.js';

type Deps = { db: Db; clock: () => Date };
export interface Built<T> {
  data: T;
  comparison: T | null;
  meta: StatementMeta;
  printable: Printable;
}

/** The readings of a period and of its comparison: totals as of the day before each and as of its last day, in one pass. */
async function readingsOf(db: Db, companyId: number, p: Period, prior: Period | null): Promise<[compute.Readings, compute.Readings | null]> {
  const [before, end, priorBefore, priorEnd] = await totalsAsOfDays(db, companyId, prior ? [p.before, p.to, prior.before, prior.to] : [p.before, p.to]);
  return [{ before, end }, prior ? { before: priorBefore, end: priorEnd } : null];
}

/** A period statement for the asked dates and, when asked, a year earlier. */
async function periodStatement<T>(
  deps: Deps,
  auth: AuthContext,
  q: StatementPeriodQuery,
  build: (books: Books, p: Period, r: compute.Readings) => T,
  printable: (data: T, ctx: StatementContext, comparison: T | null) => Printable,
): Promise<Built<T>> {
  const ctx = await statementContext(deps, auth, q);
  const [books, [now, prior]] = await Promise.all([loadBooks(deps.db, ctx.companyId), readingsOf(deps.db, ctx.companyId, ctx.period, ctx.prior)]);
  const data = build(books, ctx.period, now);
  const comparison = ctx.prior && prior ? build(books, ctx.prior, prior) : null;
  return { data, comparison, meta: metaOf(ctx), printable: printable(data, ctx, comparison) };
}

export async function financialPositionReport(deps: Deps, auth: AuthContext, q: FinancialPositionQuery): Promise<Built<FinancialPosition>> {
  const ctx = await statementContext(deps, auth, { company_id: q.company_id, from: q.as_of, to: q.as_of, compare: q.compare });
  const [books, [now, prior]] = await Promise.all([
    loadBooks(deps.db, ctx.companyId),
    totalsAsOfDays(deps.db, ctx.companyId, ctx.prior ? [ctx.period.to, ctx.prior.to] : [ctx.period.to]),
  ]);
  const data = compute.financialPosition(books, ctx.period.to, now);
  const comparison = ctx.prior && prior ? compute.financialPosition(books, ctx.prior.to, prior) : null;
  return { data, comparison, meta: metaOf(ctx, true), printable: print.financialPosition(data, ctx, comparison) };
}

export const activitiesReport = (deps: Deps, auth: AuthContext, q: StatementPeriodQuery): Promise<Built<StatementOfActivities>> =>
  periodStatement(deps, auth, q, compute.statementOfActivities, print.activities);

export const functionalExpensesReport = (deps: Deps, auth: AuthContext, q: StatementPeriodQuery): Promise<Built<FunctionalExpensesStatement>> =>
  periodStatement(deps, auth, q, compute.functionalExpenses, print.functionalExpenses);

export const fundBalancesReport = (deps: Deps, auth: AuthContext, q: StatementPeriodQuery): Promise<Built<FundBalances>> =>
  periodStatement(deps, auth, q, compute.fundBalances, print.fundBalances);

export const cashFlowsReport = (deps: Deps, auth: AuthContext, q: StatementPeriodQuery): Promise<Built<CashFlows>> =>
  periodStatement(deps, auth, q, compute.cashFlows, print.cashFlows);
