import { type FundProgramItem, itemStatusName, M, type SettingsItem, type SettingsItemSort, type SortDir } from '@app/contract';
import { and, count, eq, getTableName, ilike, inArray, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { likeOf, orderOf, textKey } from '../../db/list-sort.js';
import { companies, type fundPrograms } from '../../db/schema/index.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import type { CompanyScope, OneCompanyScope } from '../../plugins/company-scope.js';

/**
 * fund_programs and functional_expenses have the same columns; the queries take the table as a value.
 * Typed as one of them: drizzle's builders only read the column objects at run time.
 */
export type ItemTable = typeof fundPrograms;
export type ItemRow = ItemTable['$inferSelect'];

export const GLOBAL_COMPANY = 0;

/**
 * Whose items a query reaches: a caller's scope (one company's own items plus the global ones, or every
 * company's for a Super-Admin), or the global items alone (a Super-Admin's picker of company 0, a global item).
 */
export const GLOBAL_ITEMS = 'global';
export type ItemScope = CompanyScope | typeof GLOBAL_ITEMS;

/** The owners an item scope reaches (undefined: every company). */
function ownersOf(scope: ItemScope): number[] | undefined {
  if (scope === GLOBAL_ITEMS) return [GLOBAL_COMPANY];
  return scope.companyId ? [scope.companyId, GLOBAL_COMPANY] : undefined;
}

/** The scope's condition on an item table (its own and the global items; undefined: every company). */
function inItemScope(table: ItemTable, scope: ItemScope): SQL | undefined {
  const owners = ownersOf(scope);
  return owners ? inArray(table.companyId, owners) : undefined;
}

/** The item scope that owns a row: the global items, or the row's company within the caller's scope. */
export const ownerScope = (row: ItemRow, narrow: (companyId: number) => OneCompanyScope): OneCompanyScope | typeof GLOBAL_ITEMS =>
  row.companyId === GLOBAL_COMPANY ? GLOBAL_ITEMS : narrow(row.companyId);

/** Rows a list or picker shows: never deleted; within the scope. */
export function visibleTo(table: ItemTable, scope: ItemScope): SQL | undefined {
  return and(isNull(table.deletedAt), inItemScope(table, scope));
}

export interface ItemFilter {
  /** one company (its own and the global items) or every company's (Super-Admin) */
  scope: CompanyScope;
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
  if (!f.search) return visibleTo(table, f.scope);
  const pattern = likeOf(f.search);
  const globalMatches = M.globalItemOwner.toLowerCase().includes(f.search.toLowerCase());
  return and(
    visibleTo(table, f.scope),
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
      .offset(offsetOf(page, perPage)),
  ]);
  return pageOf(
    rows.map((r) => toWire(r.item, r.companyName)),
    total,
    page,
    perPage,
  );
}

/** Does the table carry a restriction class (fund programs, issue 24; functional expenses do not)? */
export const hasFundClass = (table: ItemTable) => 'restriction' in table;

/** The row as the lists answer it; a fund program with its class (restriction, release_on). */
export function toWire(item: ItemRow, companyName: string | null): SettingsItem & Partial<Pick<FundProgramItem, 'restriction' | 'release_on'>> {
  const wire = {
    id: item.id,
    name: item.name,
    status: item.status,
    status_name: itemStatusName(item.status),
    company_id: item.companyId,
    company_name: item.companyId === GLOBAL_COMPANY ? M.globalItemOwner : (companyName ?? ''),
  };
  // Read from the row: a functional expense row has no such columns.
  return item.restriction === undefined ? wire : { ...wire, restriction: item.restriction, release_on: item.releaseOn ?? null };
}

/** A live item within the scope (its own or a global one); undefined: unknown, deleted or another company's. */
export async function findLive(db: DbOrTx, table: ItemTable, scope: ItemScope, id: number): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), visibleTo(table, scope)))
    .limit(1);
  return row;
}

/** A new item of the owner (a company or the global items). */
export async function insertItem(tx: DbOrTx, table: ItemTable, owner: OneCompanyScope | typeof GLOBAL_ITEMS, values: Omit<ItemTable['$inferInsert'], 'companyId'>) {
  const companyId = owner === GLOBAL_ITEMS ? GLOBAL_COMPANY : owner.companyId;
  const [row] = await tx
    .insert(table)
    .values({ ...values, companyId })
    .returning();
  return row;
}

/**
 * The item if a new record of the company may use it (its own or a global one, active, not deleted). The
 * scope is the money document's own company (narrowed to the record found within the caller's scope).
 */
export async function usableFor(db: DbOrTx, table: ItemTable, scope: OneCompanyScope, id: number): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), usableWhere(table, scope)))
    .limit(1);
  return row;
}

/** The items a new record of the company may use: its own or global ones, active, not deleted (usableFor's rule). */
export function usableWhere(table: ItemTable, scope: OneCompanyScope): SQL {
  return and(isNull(table.deletedAt), inArray(table.companyId, [scope.companyId, GLOBAL_COMPANY]), eq(table.status, 1))!;
}

/** Writes an item within the scope; answers the saved row (undefined: not in the scope). */
export async function setItem(tx: DbOrTx, table: ItemTable, scope: ItemScope, id: number, set: Partial<ItemTable['$inferInsert']>) {
  const [row] = await tx
    .update(table)
    .set(set)
    .where(and(eq(table.id, id), inItemScope(table, scope)))
    .returning();
  return row;
}

/**
 * Is the name already used where it would clash? A company item clashes with its company's items and
 * with the global ones (both show in the same pickers); a global item clashes with the global ones.
 */
export async function nameTaken(db: DbOrTx, table: ItemTable, owner: OneCompanyScope | typeof GLOBAL_ITEMS, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        visibleTo(table, owner),
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

/** Active, non-deleted items a company may tag a new record with (or the global ones alone), by name. */
export async function activeFor(db: DbOrTx, table: ItemTable, owner: OneCompanyScope | typeof GLOBAL_ITEMS) {
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(visibleTo(table, owner), eq(table.status, 1)))
    .orderBy(sql`lower(${table.name})`, table.id);
}

/** Whether any ledger line carries this fund program (read from ledger_totals, kept by post() in the same transaction). */
export async function fundHasPostings(db: DbOrTx, fundProgramId: number): Promise<boolean> {
  const res = await db.execute(sql`select 1 from ledger_totals where fund_program_id = ${fundProgramId} limit 1`);
  return res.rows.length > 0;
}
