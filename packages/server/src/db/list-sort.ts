import type { SortDir } from '@app/contract';
import { asc, desc, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `%text%` for ilike with the user's %, _ and \ taken literally. */
export const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "Any of these text columns contains the search, ignoring case" (not indexed: a filter on top of the company range). */
export const searchAny = (search: string, columns: SQLWrapper[], ...exact: SQL[]): SQL | undefined =>
  or(...columns.map((c) => ilike(c as PgColumn, likeOf(search))), ...exact);

/** A text column sorted as a reader expects: case-insensitive. */
export const textKey = (column: SQLWrapper): SQL => sql`lower(${column})`;

/**
 * ORDER BY for a list's `sort` / `dir`: the chosen column (or columns, e.g. company then number), then the
 * unique tiebreaker (`id`) in the same direction, so pages never overlap or skip and export batches line up.
 */
export function orderOf<K extends string>(keys: Record<K, SQLWrapper | SQLWrapper[]>, sort: K, dir: SortDir, tiebreaker: PgColumn): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  const chosen = keys[sort];
  return [...(Array.isArray(chosen) ? chosen : [chosen]).map((c) => by(c as SQL)), by(tiebreaker)];
}
