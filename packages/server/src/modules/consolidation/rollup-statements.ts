import { isoDay, STATEMENT_TEXT, type StatementMeta, type UnmatchedIntercompany } from '@app/contract';
import type { Db } from '../../db/client.js';
import { invalid } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import type { Books } from '../statements/books.js';
import type { Readings } from '../statements/compute.js';
import { type Period, periodOf, type StatementContext, yearEarlier } from '../statements/period.js';
import type { Printable } from '../statements/printable.js';
import { type CompanySet, resolveCompanySet } from './company-set.js';
import { mergeTotals, readGroup, unmatchedOf } from './group-readings.js';
import { rollupPrintable } from './rollup-print.js';

type Deps = { db: Db; clock: () => Date };
export interface RollupQuery {
  company_id: number | null;
  scope?: 'company' | 'subtree';
  company_ids?: number[];
  compare: 'none' | 'prior_year';
  from?: string;
  to?: string;
}
/** A roll-up statement: the consolidated figures, what was eliminated, and the pairs that disagree. */
export interface RollupBuilt<T> {
  data: T;
  eliminations: T;
  unmatched: UnmatchedIntercompany[];
  comparison: T | null;
  meta: StatementMeta;
  printable: Printable;
}

/**
 * A roll-up's rows are standard accounts (or another company's unmapped ones): no single ledger is behind a
 * figure, so the drill-downs are taken off rather than pointing at the wrong account.
 */
function withoutDrills<T>(x: T): T {
  if (Array.isArray(x)) return x.map(withoutDrills) as T;
  if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, k === 'drill' ? null : withoutDrills(v)])) as T;
  return x;
}

/** A roll-up is asked by scope=subtree or by company_ids (a chosen set); otherwise the one company's statement. */
export const isRollup = (q: { scope?: string; company_ids?: number[] }) => q.scope === 'subtree' || q.company_ids !== undefined;

function titleOf(set: CompanySet, q: RollupQuery): string {
  const n = set.companies.length;
  if (!q.company_ids) return n === 1 ? set.head.name : `${set.head.name} with its subtree (${n} companies)`;
  return n <= 3 ? set.companies.map((c) => c.name).join(', ') : `${n} chosen companies`;
}

async function rollupContext(deps: Deps, auth: AuthContext, q: RollupQuery): Promise<StatementContext & { set: CompanySet }> {
  const set = await resolveCompanySet(deps.db, auth, q);
  const to = q.to ?? isoDay(deps.clock());
  const from = q.from ?? `${to.slice(0, 4)}-01-01`;
  if (from > to) throw invalid(STATEMENT_TEXT.fromAfterTo, 'from');
  return {
    set,
    companyId: set.head.id,
    companyName: titleOf(set, q),
    period: periodOf(from, to),
    prior: q.compare === 'prior_year' ? periodOf(yearEarlier(from), yearEarlier(to)) : null,
  };
}

/**
 * Any statement of a set of companies: read once for the set, consolidated per reading, then built three
 * times by the same pure function (what is left, what was taken out, and both: the combined column).
 * `asOf` statements (financial position) read one day; the others the day before the period and its last day.
 */
export async function rollupStatement<T>(
  deps: Deps,
  auth: AuthContext,
  q: RollupQuery,
  asOf: boolean,
  build: (books: Books, p: Period, r: Readings) => T,
  print: (data: T, ctx: StatementContext, prior: T | null) => Printable,
  pick: number,
): Promise<RollupBuilt<T>> {
  const ctx = await rollupContext(deps, auth, q);
  const { period: p, prior } = ctx;
  const days = asOf ? [p.to, ...(prior ? [prior.to] : [])] : [p.before, p.to, ...(prior ? [prior.before, prior.to] : [])];
  const { group, readings } = await readGroup(deps.db, ctx.set, days);
  const per = asOf ? 1 : 2;
  const readingsAt = (i: number, part: 'net' | 'eliminated' | 'gross'): Readings => {
    const pickPart = (j: number) => (part === 'gross' ? mergeTotals(readings[j].net, readings[j].eliminated) : readings[j][part]);
    return asOf ? { before: [], end: pickPart(i) } : { before: pickPart(i), end: pickPart(i + 1) };
  };
  const data = withoutDrills(build(group.books, p, readingsAt(0, 'net')));
  const eliminations = withoutDrills(build(group.books, p, readingsAt(0, 'eliminated')));
  const gross = build(group.books, p, readingsAt(0, 'gross'));
  const comparison = prior ? withoutDrills(build(group.books, prior, readingsAt(per, 'net'))) : null;
  const endPairs = readings[per - 1].pairs;
  const unmatched = unmatchedOf(ctx.set, endPairs, asOf ? null : readings[0].pairs);
  const names = ctx.set.companies.map((c) => c.name);
  const printable = rollupPrintable(print(gross, ctx, null), print(eliminations, ctx, null), print(data, ctx, null), pick, names, unmatched);
  const meta: StatementMeta = {
    company_id: ctx.companyId,
    company_name: ctx.companyName,
    from: asOf ? null : p.from,
    to: p.to,
    compare_from: prior && !asOf ? prior.from : null,
    compare_to: prior ? prior.to : null,
  };
  return { data, eliminations, unmatched, comparison, meta, printable };
}
