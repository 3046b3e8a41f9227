import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** Past this many rows a list's paginator says "10,000+" instead of counting on (total_is_exact false). */
export const TOTAL_CAP = 10_000;

/**
 * "The row's company is not deleted" without joining companies: an anti-join against the few deleted ones,
 * so a count walks only the list's own index (index-only scan) instead of a join per row.
 */
export const inLiveCompany = (companyId: PgColumn): SQL => sql`${companyId} not in (select id from companies where deleted_at is not null)`;

/**
 * The paginator total of a list, at the cost of at most TOTAL_CAP + 1 index entries: `rows` is the list's
 * own filter on its own table (no join: use inLiveCompany; no order/limit), counted over a LIMIT subquery. A company's own rows are
 * usually under the cap, so exact; all companies' rows are a floor, said so by `exact: false`.
 */
export async function cappedTotal(db: DbOrTx, rows: PgSelect): Promise<{ total: number; exact: boolean }> {
  const [{ n }] = await db.select({ n: count() }).from(rows.limit(TOTAL_CAP + 1).as('counted'));
  const seen = Number(n);
  return { total: Math.min(seen, TOTAL_CAP), exact: seen <= TOTAL_CAP };
}

/** The capped count of `rows` as a query of its own, to prepare: `.prepare(name)`, then `total(await q.execute(args))`. */
export const cappedCountQuery = (db: DbOrTx, rows: PgSelect) => db.select({ n: sql<number>`count(*)::int` }).from(rows.limit(TOTAL_CAP + 1).as('counted'));

/** The paginator's total and flag from a cappedCountQuery's answer. */
export const totalOf = ([{ n }]: Array<{ n: number }>) => ({ total: Math.min(Number(n), TOTAL_CAP), exact: Number(n) <= TOTAL_CAP });

const preparedByDb = new WeakMap<object, Map<string, unknown>>();

/**
 * A hot query built and prepared once per database handle and variant (named statements: node-postgres
 * parses and plans them once per connection), then only executed with its placeholders' values.
 */
export function prepareOnce<T>(db: DbOrTx, name: string, build: (name: string) => T): T {
  let byName = preparedByDb.get(db);
  if (!byName) {
    byName = new Map();
    preparedByDb.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build(name));
  return byName.get(name) as T;
}
