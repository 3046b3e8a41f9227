import { and, is, or, type SQL, sql } from 'drizzle-orm';
import { PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { CompanyScope } from '../plugins/company-scope.js';
import type { DbOrTx } from './client.js';
import type { CompanyTable } from './scoped-row.js';
import { likeOf } from './list-sort.js';
import { cappedCountQuery, inLiveCompany, prepareOnce, totalOf } from './list-total.js';

export type SortDir = 'asc' | 'desc';

/**
 * What one payables list is (bills, payments, checks, purchase orders): its own table, the joins that name
 * its rows, its equality filters, the text it searches and the columns it sorts by. `listPage` and `listRows`
 * build every list the same way from it: the page and its capped total, prepared once per variant.
 */
export interface ListSpec<Raw, Row> {
  /** prefix of the prepared statements (one per variant; keep it short: PostgreSQL cuts names at 63 bytes) */
  name: string;
  /** the list's own table (its id and company_id): its total counts here, without joins, unless a search needs the joined names */
  table: CompanyTable;
  /** equality filters on the own table, by a short key (the key names the variant and the placeholder) */
  filters: Record<string, PgColumn>;
  /** range filters on the own table, by a short key: `column between from and until` (days), plus `also`
   *  (e.g. the bill list's due links count open bills only) */
  ranges?: Record<string, { column: PgColumn; also?: SQL }>;
  /** a condition used when a filter is absent (a literal, so the planner matches a partial index) */
  whenAbsent?: Record<string, SQL>;
  /** true: a deleted company's rows leave the list (they stay in its books) */
  liveCompaniesOnly: boolean;
  /** the joined select of the list's rows with their names (a search filters on them; toWire reads them) */
  joined: (db: DbOrTx) => PgSelect;
  /** the same rows and columns from the own table alone, the names as scalar subqueries: the page reads this
   *  when no search or sort reads a name (fewer relations to plan: every request plans its page anew) */
  shown?: (db: DbOrTx) => PgSelect;
  toWire: (raw: Raw) => Row;
  /** the columns a free-text search looks in (numbers are compared as text) */
  searchIn: Array<PgColumn | SQL>;
  /** sort keys of the list's contract enum -> the expression ordered by (id breaks ties, same direction): a
   *  column of the own table is sorted on that table before the joins, an expression (joined names) after them;
   *  no sort key = by id alone (newest first when desc): the hot variant, on the (company, id) indexes */
  sorts: Record<string, PgColumn | SQL>;
}

export interface ListRequest {
  /** the caller's scope: its company is the list's company (a scope of every company: Super-Admin's all) */
  scope: CompanyScope;
  /** values of spec.filters; null or absent = no filter */
  filters?: Record<string, number | null | undefined>;
  /** values of spec.ranges (inclusive ISO days); absent = no range */
  ranges?: Record<string, { from: string; until: string } | undefined>;
  search?: string | null;
  sort?: string | null;
  dir: SortDir;
}

function prepared<Raw, Row>(db: DbOrTx, spec: ListSpec<Raw, Row>, r: ListRequest) {
  const present = Object.keys(spec.filters).filter((k) => r.filters?.[k] != null);
  const ranged = Object.keys(spec.ranges ?? {}).filter((k) => r.ranges?.[k]);
  const searching = Boolean(r.search);
  // A list keeps the scope's own company (a subtree's `readable` companies reach records by id only).
  const companyId = r.scope.companyId;
  const sortKey = r.sort && r.sort in spec.sorts ? r.sort : null;
  // One variant per shape of the where and order; the values are placeholders.
  const variant = [spec.name, companyId ? 'c' : '', ...present, ...ranged, searching ? 'q' : '', sortKey ?? 'id', r.dir].filter(Boolean).join('_');
  const q = prepareOnce(db, variant, (name) => {
    const own = and(
      companyId ? sql`${spec.table.companyId} = ${sql.placeholder('companyId')}` : undefined,
      ...Object.entries(spec.filters).map(([k, col]) => (present.includes(k) ? sql`${col} = ${sql.placeholder(k)}` : spec.whenAbsent?.[k])),
      ...ranged.map((k) => {
        const range = spec.ranges?.[k];
        if (!range) return undefined;
        return and(sql`${range.column} between ${sql.placeholder(`${k}_from`)}::date and ${sql.placeholder(`${k}_until`)}::date`, range.also);
      }),
      spec.liveCompaniesOnly ? inLiveCompany(spec.table.companyId) : undefined,
    );
    const where = searching ? and(own, or(...spec.searchIn.map((c) => sql`${c}::text ilike ${sql.placeholder('search')}`))) : own;
    const order = sql.raw(r.dir === 'asc' ? 'asc' : 'desc');
    // Without a search the total walks the own table's index only; a search filters on joined names, so it
    // counts the joined rows (capped like the rest).
    const counted = searching ? spec.joined(db) : db.select({ one: sql`1` }).from(spec.table).$dynamic();
    const orderBy = [...(sortKey ? [sql`${spec.sorts[sortKey]} ${order}`] : []), sql`${spec.table.id} ${order}`];
    const sortCol = sortKey ? spec.sorts[sortKey] : null;
    // Names only shown (no search, no sort by a name): the page plans the own table alone.
    const named = spec.shown && !searching && !(sortCol && !is(sortCol, PgColumn)) ? spec.shown : spec.joined;
    // Sorted by a column of its own table and not searched: the page's ids are picked on that table alone
    // (an index range, or a top-N over its rows), and only those rows are joined to their names; joining
    // every row first and sorting after is what made a sorted list of a big company slow.
    const page =
      sortCol && is(sortCol, PgColumn) && !searching
        ? (() => {
            const picked = db
              .select({ id: spec.table.id })
              .from(spec.table)
              .where(where)
              .orderBy(...orderBy)
              .limit(sql.placeholder('limit'))
              .offset(sql.placeholder('offset'));
            // = any(array(...)): the planner then expects a handful of ids (not a tenth of the table, as it
            // does for a join to a LIMIT with a parameter) and joins the names to them by primary key.
            return named(db)
              .where(sql`${spec.table.id} = any(array(${picked}))`)
              .orderBy(...orderBy);
          })()
        : named(db)
            .where(where)
            .orderBy(...orderBy)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'));
    return {
      page: page.prepare(name),
      total: cappedCountQuery(db, counted.where(where)).prepare(`${name}_total`),
    };
  });
  const args: Record<string, unknown> = { companyId: companyId ?? 0, search: searching ? likeOf(r.search ?? '') : '' };
  for (const k of present) args[k] = r.filters?.[k];
  for (const k of ranged) {
    args[`${k}_from`] = r.ranges?.[k]?.from;
    args[`${k}_until`] = r.ranges?.[k]?.until;
  }
  return { q, args };
}

/** One page of the list and its capped total (page and count in parallel). */
export async function listPage<Raw, Row>(db: DbOrTx, spec: ListSpec<Raw, Row>, r: ListRequest & { page: number; perPage: number }) {
  const { q, args } = prepared(db, spec, r);
  const paged = { ...args, limit: r.perPage, offset: (r.page - 1) * r.perPage };
  const [rows, counted] = await Promise.all([q.page.execute(paged), q.total.execute(paged)]);
  return { ...totalOf(counted as Array<{ n: number }>), rows: (rows as Raw[]).map(spec.toWire) };
}

/**
 * The list's rows in its order, `limit` from `offset` (an export reads every row through this in bounded
 * batches: lib/export inBatches). Raw records, not wire rows: an export writes money from the cents.
 */
export function listBatch<Raw, Row>(db: DbOrTx, spec: ListSpec<Raw, Row>, r: ListRequest) {
  const { q, args } = prepared(db, spec, r);
  return async (limit: number, offset: number) => (await q.page.execute({ ...args, limit, offset })) as Raw[];
}

/** The request of a list whose one filter is its document's status (null = every status). */
export type StatusListRequest = Omit<ListRequest, 'filters'> & { status: number | null };

/** A status-filtered list (payments, checks, transfers): one page of it, and its export's batch reader. */
export function statusList<Raw, Row>(spec: ListSpec<Raw, Row>) {
  const request = ({ status, ...r }: StatusListRequest): ListRequest => ({ ...r, filters: { status } });
  return {
    /** one page in the scope (newest first unless sorted) */
    page: (db: DbOrTx, p: StatusListRequest & { page: number; perPage: number }) => listPage(db, spec, { ...request(p), page: p.page, perPage: p.perPage }),
    /** the export's reader: (limit, offset) => the list's raw rows, every one in its order */
    batch: (db: DbOrTx, p: StatusListRequest) => listBatch(db, spec, request(p)),
  };
}
