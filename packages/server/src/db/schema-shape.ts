import { getTableName, is, SQL } from 'drizzle-orm';
import { type getTableConfig, PgDialect } from 'drizzle-orm/pg-core';

/** A table as both sides can say it: what schema-drift.test.ts compares. */
export interface TableShape {
  /** type as PostgreSQL's format_type prints it; default reduced (no casts or quotes), 'serial' for a sequence */
  columns: Record<string, { type: string; notNull: boolean; default: string | null }>;
  indexes: Record<string, { unique: boolean }>;
  /** '(company_id) -> companies(id)', sorted */
  foreignKeys: string[];
}

type TableConfig = ReturnType<typeof getTableConfig>;
const dialect = new PgDialect();

/** Drizzle's type names as format_type prints them (serials are integers with a sequence default). */
function pgType(sqlType: string): string {
  const array = sqlType.endsWith('[]') ? '[]' : '';
  const base = sqlType.replace(/\[\]$/, '');
  const named: Record<string, string> = {
    serial: 'integer',
    bigserial: 'bigint',
    smallserial: 'smallint',
    timestamp: 'timestamp without time zone',
    time: 'time without time zone',
    'timestamp with time zone': 'timestamp with time zone',
  };
  const typed =
    named[base] ??
    base
      .replace(/^varchar/, 'character varying')
      .replace(/^char\b/, 'character')
      .replace(/,\s+/g, ',');
  return typed + array;
}

function defaultOf(col: TableConfig['columns'][number]): string | null {
  if (/serial$/.test(col.getSQLType())) return 'serial';
  if (col.default === undefined) return null;
  if (is(col.default, SQL))
    return dialect
      .sqlToQuery(col.default)
      .sql.replace(/::[a-z ]+(\[\])?/g, '')
      .replace(/^'(.*)'$/, '$1');
  if (col.default === null) return 'NULL';
  return typeof col.default === 'object' ? JSON.stringify(col.default) : String(col.default);
}

export function declaredTables(configs: TableConfig[]): Map<string, TableShape> {
  const tables = new Map<string, TableShape>();
  for (const t of configs) {
    const shape: TableShape = { columns: {}, indexes: {}, foreignKeys: [] };
    for (const col of t.columns) {
      shape.columns[col.name] = { type: pgType(col.getSQLType()), notNull: col.notNull, default: defaultOf(col) };
      if (col.primary) shape.indexes[`${t.name}_pkey`] = { unique: true };
      if (col.isUnique) shape.indexes[col.uniqueName ?? `${t.name}_${col.name}_unique`] = { unique: true };
    }
    for (const pk of t.primaryKeys) shape.indexes[pk.getName()] = { unique: true };
    for (const u of t.uniqueConstraints) shape.indexes[u.getName() ?? `${t.name}_unique`] = { unique: true };
    for (const i of t.indexes) shape.indexes[i.config.name ?? ''] = { unique: i.config.unique };
    for (const fk of t.foreignKeys) {
      const r = fk.reference();
      shape.foreignKeys.push(
        `(${r.columns.map((c) => c.name).join(',')}) -> ${getTableName(r.foreignTable)}(${r.foreignColumns.map((c) => c.name).join(',')})`,
      );
    }
    shape.foreignKeys.sort();
    tables.set(t.name, shape);
  }
  return tables;
}
