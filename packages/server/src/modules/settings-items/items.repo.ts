import { itemStatusName, M, type SettingsItem, type SettingsItemSort, type SortDir } from '@app/contract';
import { and, count, eq, getTableName, ilike, inArray, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { likeOf, orderOf, textKey } from '../../db/list-sort.js';
import { pageOf } from '../../lib/paging.js';
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

export interface ItemFilter {
  /** one company (its own and the global items) or null: every company's (Super-Admin) */
  companyId: number | null;
  search?: string;
  sort: SettingsItemSort;
  dir: SortDir;
}

/** The owner as the list shows it: the company's name, or 'All companies' for a global item (no company row). */
const ownerName = sql`coalesce(${companies.legalName}, ${M.globalItemOwner})`;

const sortKeys = (table: ItemTable): Record<SettingsItemSort, SQLWrapper> => ({
  newest: table.id,
  name: textKey(table.name),
  company_name: textKey(ownerName),
  // Ascending reads as the Status column does alphabetically: Active (1) before In Active (0).
  status: sql`${table.status} <> 1`,
});

/**
 * The list's where on the item table alone (so the count needs no join): visible rows, and with a search
 * those whose name or owner contains it. The owner is matched by company ids (a few companies, an indexed
 * lookup) and 'All companies' by the text itself, since global items have no company row.
 */
function itemWhere(table: ItemTable, f: ItemFilter): SQL | undefined {
  if (!f.search) return visibleTo(table, f.companyId);
  const pattern = likeOf(f.search);
  const globalMatches = M.globalItemOwner.toLowerCase().includes(f.search.toLowerCase());
  return and(
    visibleTo(table, f.companyId),
    or(
      ilike(table.name, pattern),
      inArray(table.companyId, sql`(select ${companies.id} from ${companies} where ${ilike(companies.legalName, pattern)})`),
      globalMatches ? eq(table.companyId, GLOBAL_COMPANY) : undefined,
    ),
  );
}

/** The filtered, sorted items with their company name (null for a global one); the caller adds limit/offset. */
export const itemRows = (db: DbOrTx, table: ItemTable, f: ItemFilter) =>
  db
    .select({ item: table, companyName: companies.legalName })
    .from(table)
    .leftJoin(companies, eq(companies.id, table.companyId))
    .where(itemWhere(table, f))
    .orderBy(...orderOf(sortKeys(table), f.sort, f.dir, table.id))
    .$dynamic();

/**
 * One page of the list and its total. These lists are short (a church's programs and expense categories),
 * so the total is an exact count on the item table alone, run beside the page.
 */
export async function listPage(db: DbOrTx, table: ItemTable, f: ItemFilter, page: number, perPage: number) {
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(table).where(itemWhere(table, f)),
    itemRows(db, table, f)
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  return pageOf(
    rows.map((r) => toWire(r.item, r.companyName)),
    total,
    page,
    perPage,
  );
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
