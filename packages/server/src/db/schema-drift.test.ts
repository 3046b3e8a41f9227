import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import * as schema from './schema/index.js';
import { declaredTables, type TableShape } from './schema-shape.js';

/**
 * The hand-written SQL migrations and the Drizzle schema describe the same tables: a fresh database
 * migrated by them (the test harness's template, PGlite or PostgreSQL) has exactly the tables, columns
 * (type, nullability, default), indexes (unique or not) and foreign keys the schema declares. A migration
 * that forgets a column, or a schema that forgets an index, fails here instead of in production.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows as T[];

async function migratedTables(): Promise<Map<string, TableShape>> {
  const tables = new Map<string, TableShape>();
  const of = (name: string) => {
    const shape = tables.get(name) ?? { columns: {}, indexes: {}, foreignKeys: [] };
    tables.set(name, shape);
    return shape;
  };
  for (const r of await rows<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  ))
    of(r.table_name);
  for (const c of await rows<{ table: string; column: string; type: string; not_null: boolean; default: string | null }>(sql`
    SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
           pg_get_expr(d.adbin, d.adrelid) AS default
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid AND c.relkind = 'r'
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attnum > 0 AND NOT a.attisdropped`))
    of(c.table).columns[c.column] = { type: c.type, notNull: c.not_null, default: normalDefault(c.default) };
  for (const i of await rows<{ table: string; name: string; unique: boolean }>(sql`
    SELECT t.relname AS table, ic.relname AS name, x.indisunique AS unique
    FROM pg_index x
    JOIN pg_class ic ON ic.oid = x.indexrelid
    JOIN pg_class t ON t.oid = x.indrelid AND t.relkind = 'r'
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'`))
    of(i.table).indexes[i.name] = { unique: i.unique };
  for (const f of await rows<{ table: string; columns: string; target: string; target_columns: string }>(sql`
    SELECT t.relname AS table, ft.relname AS target,
           (SELECT string_agg(a.attname, ',' ORDER BY k.i) FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
              JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) AS columns,
           (SELECT string_agg(a.attname, ',' ORDER BY k.i) FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
              JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n) AS target_columns
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    JOIN pg_class ft ON ft.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
    WHERE c.contype = 'f'`))
    of(f.table).foreignKeys.push(`(${f.columns}) -> ${f.target}(${f.target_columns})`);
  for (const shape of tables.values()) shape.foreignKeys.sort();
  return tables;
}

/** A default as the database prints it, reduced to what the schema can say (casts and quotes dropped). */
function normalDefault(expr: string | null): string | null {
  if (expr === null) return null;
  if (expr.startsWith('nextval(')) return 'serial';
  return expr.replace(/::[a-z ]+(\[\])?/g, '').replace(/^'(.*)'$/, '$1');
}

it('the migrated database has exactly the tables, columns, indexes and foreign keys of the Drizzle schema', async () => {
  const declared = declaredTables((Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)).map((table) => getTableConfig(table)));
  const migrated = await migratedTables();
  // One message per difference, so a drift names every table and column at once.
  const drift: string[] = [];
  for (const name of new Set([...declared.keys(), ...migrated.keys()])) {
    const want = declared.get(name);
    const have = migrated.get(name);
    if (!want || !have) {
      drift.push(`table ${name}: ${want ? 'in the schema, not migrated' : 'migrated, not in the schema'}`);
      continue;
    }
    for (const col of new Set([...Object.keys(want.columns), ...Object.keys(have.columns)])) {
      const w = want.columns[col];
      const h = have.columns[col];
      if (!w || !h) drift.push(`${name}.${col}: ${w ? 'in the schema, not migrated' : 'migrated, not in the schema'}`);
      else if (w.type !== h.type) drift.push(`${name}.${col}: type ${w.type} in the schema, ${h.type} migrated`);
      else if (w.notNull !== h.notNull) drift.push(`${name}.${col}: ${w.notNull ? 'not null' : 'nullable'} in the schema, not so migrated`);
      else if (w.default !== undefined && w.default !== h.default) drift.push(`${name}.${col}: default ${w.default} in the schema, ${h.default} migrated`);
    }
    for (const idx of new Set([...Object.keys(want.indexes), ...Object.keys(have.indexes)])) {
      const w = want.indexes[idx];
      const h = have.indexes[idx];
      if (!w || !h) drift.push(`${name}: index ${idx} ${w ? 'in the schema, not migrated' : 'migrated, not in the schema'}`);
      else if (w.unique !== h.unique) drift.push(`${name}: index ${idx} ${w.unique ? 'unique' : 'not unique'} in the schema, not so migrated`);
    }
    const missing = want.foreignKeys.filter((f) => !have.foreignKeys.includes(f));
    const extra = have.foreignKeys.filter((f) => !want.foreignKeys.includes(f));
    for (const f of missing) drift.push(`${name}: foreign key ${f} in the schema, not migrated`);
    for (const f of extra) drift.push(`${name}: foreign key ${f} migrated, not in the schema`);
  }
  expect(drift).toEqual([]);
});
