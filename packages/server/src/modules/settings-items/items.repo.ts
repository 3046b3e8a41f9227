import { itemStatusName, M, type SettingsItem } from '@app/contract';
import { and, count, desc, eq, getTableName, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, type fundPrograms } from '../../db/schema/index.js';

/**
 * fund_programs and functional_expenses have the same columns; the queries take the table as a value.
 * Typed as one of them: drizzle's builders only read the column objects at run time.
 */
export type ItemTable = typeof fundPrograms;
export type ItemRow = ItemTable['$inferSelect'];

export const GLOBAL_COMPANY = 0;

/** Rows a list or picker shows: never deleted; for a company, its own plus the global ones. */
export function visibleTo(table: ItemTable, companyId: number | null): SQL | undefined {
  const live = isNull(table.deletedAt);
  if (companyId === null) return live;
  return and(live, inArray(table.companyId, [companyId, GLOBAL_COMPANY]));
}

export async function listPage(db: DbOrTx, table: ItemTable, where: SQL | undefined, page: number, perPage: number) {
  const [{ total }] = await db.select({ total: count() }).from(table).where(where);
  const rows = await db
    .select({ item: table, companyName: companies.legalName })
    .from(table)
    .leftJoin(companies, eq(companies.id, table.companyId))
    .where(where)
    .orderBy(desc(table.id)) // newest first: a just-added item is on page 1
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map((r) => toWire(r.item, r.companyName)),
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

export function toWire(item: ItemRow, companyName: string | null): SettingsItem {
  return {
    id: item.id,
    name: item.name,
    status: item.status,
    status_name: itemStatusName(item.status),
    company_id: item.companyId,
    company_name: item.companyId === GLOBAL_COMPANY ? M.globalItemOwner : (companyName ?? ''),
  };
}

export async function findLive(db: DbOrTx, table: ItemTable, id: number): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .limit(1);
  return row;
}

export async function companyName(db: DbOrTx, companyId: number): Promise<string | null> {
  if (companyId === GLOBAL_COMPANY) return null;
  const [row] = await db.select({ name: companies.legalName }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

export async function liveCompanyExists(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  return !!row;
}

/**
 * Is the name already used where it would clash? A company item clashes with its company's items and
 * with the global ones (both show in the same pickers); a global item clashes with the global ones.
 */
export async function nameTaken(db: DbOrTx, table: ItemTable, companyId: number, name: string, exceptId?: number) {
  const owners = companyId === GLOBAL_COMPANY ? [GLOBAL_COMPANY] : [companyId, GLOBAL_COMPANY];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        isNull(table.deletedAt),
        inArray(table.companyId, owners),
        sql`lower(${table.name}) = lower(${name})`,
        exceptId ? sql`${table.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** Serialises writes to one table, so two saves cannot both pass the name check (writes here are rare). */
export async function lockTable(tx: DbOrTx, table: ItemTable) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`settings-items:${getTableName(table)}`}))`);
}

/** Active, non-deleted items a company may tag a new record with, by name. */
export async function activeFor(db: DbOrTx, table: ItemTable, companyId: number) {
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(visibleTo(table, companyId), eq(table.status, 1)))
    .orderBy(sql`lower(${table.name})`, table.id);
}
