import type {
  CashFlows,
  FinancialPosition,
  FinancialPositionQuery,
  FunctionalExpensesStatement,
  FundBalances,
  StatementMeta,
  StatementOfActivities,
  StatementPeriodQuery,
  UnmatchedIntercompany,
} from '@app/contract';
import { isRollup, type RollupBuilt, rollupStatement } from '../consolidation/rollup-statements.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../plugins/access.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';
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
  /** a roll-up of fund balances (data is an array): its eliminations and unmatched pairs beside data */
  beside?: { eliminations: T; unmatched: UnmatchedIntercompany[] };
}

/** A roll-up of an object statement: eliminations and unmatched pairs inside data (issue 27's wire names). */
async function rollupInData<T extends object>(r: Promise<RollupBuilt<T>>): Promise<Built<T>> {
  const b = await r;
  return { data: { ...b.data, eliminations: b.eliminations, unmatched: b.unmatched }, comparison: b.comparison, meta: b.meta, printable: b.printable };
}

/** The readings of a period and of its comparison: totals as of the day before each and as of its last day, in one pass. */
async function readingsOf(db: Db, scope: OneCompanyScope, p: Period, prior: Period | null): Promise<[compute.Readings, compute.Readings | null]> {
  const [before, end, priorBefore, priorEnd] = await totalsAsOfDays(db, scope, prior ? [p.before, p.to, prior.before, prior.to] : [p.before, p.to]);
  return [{ before, end }, prior ? { before: priorBefore, end: priorEnd } : null];
}

/** A period statement for the asked dates and, when asked, a year earlier. */
async function periodStatement<T>(
  deps: Deps,
  auth: AuthContext,
  q: StatementPeriodQuery,
  build: (books: Books, p: Period, r: compute.Readings) => T,
  printable: (data: T, ctx: StatementContext, comparison: T | null) => Printable,
  /** the printed column a roll-up's three columns take from each statement */
  pick: number,
): Promise<Built<T>> {
  if (isRollup(q)) {
    const b = await rollupStatement(deps, auth, q, false, build, printable, pick);
    if (Array.isArray(b.data)) return { ...b, beside: { eliminations: b.eliminations, unmatched: b.unmatched } };
    return rollupInData(Promise.resolve(b as RollupBuilt<T & object>)) as Promise<Built<T>>;
  }
  const ctx = await statementContext(deps, auth, q);
  const [books, [now, prior]] = await Promise.all([loadBooks(deps.db, ctx.scope), readingsOf(deps.db, ctx.scope, ctx.period, ctx.prior)]);
  const data = build(books, ctx.period, now);
  const comparison = ctx.prior && prior ? build(books, ctx.prior, prior) : null;
  return { data, comparison, meta: metaOf(ctx), printable: printable(data, ctx, comparison) };
}

export async function financialPositionReport(deps: Deps, auth: AuthContext, q: FinancialPositionQuery): Promise<Built<FinancialPosition>> {
  if (isRollup(q))
    return rollupInData(
      rollupStatement(deps, auth, { ...q, to: q.as_of }, true, (books, p, r) => compute.financialPosition(books, p.to, r.end), print.financialPosition, 0),
    );
  const ctx = await statementContext(deps, auth, { company_id: q.company_id, from: q.as_of, to: q.as_of, compare: q.compare });
  const [books, [now, prior]] = await Promise.all([
    loadBooks(deps.db, ctx.scope),
    totalsAsOfDays(deps.db, ctx.scope, ctx.prior ? [ctx.period.to, ctx.prior.to] : [ctx.period.to]),
  ]);
  const data = compute.financialPosition(books, ctx.period.to, now);
  const comparison = ctx.prior && prior ? compute.financialPosition(books, ctx.prior.to, prior) : null;
  return { data, comparison, meta: metaOf(ctx, true), printable: print.financialPosition(data, ctx, comparison) };
}

export const activitiesReport = (deps: Deps, auth: AuthContext, q: StatementPeriodQuery): Promise<Built<StatementOfActivities>> =>
  periodStatement(deps, auth, q, compute.statementOfActivities, print.activities, 2);

export const functionalExpensesReport = (deps: Deps, auth: AuthContext, q: StatementPeriodQuery): Promise<Built<FunctionalExpensesStatement>> =>
  periodStatement(deps, auth, q, compute.functionalExpenses, print.functionalExpenses, -1);

export const fundBalancesReport = (deps: Deps, auth: AuthContext, q: StatementPeriodQuery): Promise<Built<FundBalances>> =>
  periodStatement(deps, auth, q, compute.fundBalances, print.fundBalances, 4);

export const cashFlowsReport = (deps: Deps, auth: AuthContext, q: StatementPeriodQuery): Promise<Built<CashFlows>> =>
  periodStatement(deps, auth, q, compute.cashFlows, print.cashFlows, 0);
