import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/**
 * Every row a company owns, as text per table: the tables with a company_id (its rows), and the tables
 * whose foreign key points at one of them (their rows of its records: journal lines, check payments, order
 * items, sessions of its users ...). Two snapshots differ exactly when something of the company changed.
 */
export async function companyRows(db: Db, companyId: number): Promise<Record<string, string>> {
  const owned = new Set(
    (
      (await db.execute(sql`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'company_id'`)).rows as Array<{
        table_name: string;
      }>
    ).map((r) => r.table_name),
  );
  const children = (
    await db.execute(sql`
    SELECT t.relname AS table, a.attname AS column, p.relname AS parent
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    JOIN pg_class p ON p.oid = c.confrelid
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
    WHERE c.contype = 'f' AND array_length(c.conkey, 1) = 1`)
  ).rows as Array<{ table: string; column: string; parent: string }>;
  const where = new Map<string, string[]>();
  const add = (table: string, condition: string) => where.set(table, [...(where.get(table) ?? []), condition]);
  for (const table of owned) add(table, `company_id = ${Number(companyId)}`);
  for (const c of children) {
    if (owned.has(c.table) || !owned.has(c.parent)) continue;
    add(c.table, `"${c.column}" IN (SELECT id FROM "${c.parent}" WHERE company_id = ${Number(companyId)})`);
  }
  // The company row itself.
  add('companies', `id = ${Number(companyId)}`);
  const parts = [...where].map(
    ([table, conditions]) =>
      `SELECT '${table}' AS table, coalesce(string_agg(row_to_json(t)::text, E'\\n' ORDER BY row_to_json(t)::text), '') AS rows FROM "${table}" t WHERE ${conditions.join(' OR ')}`,
  );
  const result = await db.execute(sql.raw(parts.join(' UNION ALL ')));
  return Object.fromEntries((result.rows as Array<{ table: string; rows: string }>).map((r) => [r.table, r.rows]));
}

/** The tables whose rows differ between two snapshots of companyRows. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
