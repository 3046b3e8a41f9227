import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A row's shown name read by id as a scalar subquery (`(select legal_name from companies n where n.id =
 * checks.company_id)`): one relation fewer for the planner than a join, and every request plans its page
 * anew (issue 23 point 3). A nullable reference gives `nameById<string | null>`. The referencing column is written with its table's name: drizzle leaves a lone
 * table's columns unqualified, and a subquery would then read its own table's column of that name.
 */
export function nameById<T = string>(name: PgColumn, id: PgColumn): SQL<T> {
  const ref = sql.raw(`"${getTableName(id.table)}"."${id.name}"`);
  return sql<T>`(select n.${sql.identifier(name.name)} from ${name.table} n where n.id = ${ref})`;
}
