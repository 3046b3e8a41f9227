import { M, type SettingsItemExportQuery, type SettingsItemListQuery, type SettingsItemRequest } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, forbidden, invalid, notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { scopedCompanyId } from '../../plugins/company-scope.js';
import * as repo from './items.repo.js';
import { GLOBAL_COMPANY, type ItemFilter, type ItemRow, type ItemTable } from './items.repo.js';

export interface ItemDeps {
  db: Db;
  clock: () => Date;
}

const taken = () => new AppError(409, M.nameTaken, { name: [M.nameTaken] });

/**
 * The list's filter from its query, for the page and the export alike: Super-Admin sees every company's
 * items (or one company's, with company_id); others their own plus the global ones.
 */
export function itemFilter(auth: AuthContext, q: Omit<SettingsItemExportQuery, 'format'>): ItemFilter {
  return { companyId: scopedCompanyId(auth, q.company_id), search: q.search, sort: q.sort, dir: q.dir };
}

export async function list(deps: ItemDeps, table: ItemTable, auth: AuthContext, q: SettingsItemListQuery) {
  return repo.listPage(deps.db, table, itemFilter(auth, q), q.page, q.per_page);
}

/**
 * Super-Admin's items are global unless a company is chosen (company_id), then that company's only; a
 * company user's always belong to their own company.
 */
export async function create(deps: ItemDeps, table: ItemTable, auth: AuthContext, input: SettingsItemRequest) {
  const companyId = auth.isSuperAdmin ? (input.company_id ?? GLOBAL_COMPANY) : scopedCompanyId(auth, input.company_id);
  if (companyId === null) throw forbidden();
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await repo.lockTable(tx, table);
    if (companyId !== GLOBAL_COMPANY && !(await repo.liveCompanyExists(tx, companyId))) throw invalid(M.selectCompany, 'company_id');
    if (await repo.nameTaken(tx, table, companyId, input.name)) throw taken();
    const [row] = await tx
      .insert(table)
      .values({ companyId, name: input.name, status: input.status, createdBy: auth.userId, createdAt: now, updatedAt: now })
      .returning();
    return repo.toWire(row, await repo.companyName(tx, companyId));
  });
}

export async function update(deps: ItemDeps, table: ItemTable, auth: AuthContext, id: number, input: SettingsItemRequest) {
  return deps.db.transaction(async (tx) => {
    await repo.lockTable(tx, table);
    const row = await changeable(tx, table, auth, id);
    if (await repo.nameTaken(tx, table, row.companyId, input.name, row.id)) throw taken();
    const [saved] = await tx.update(table).set({ name: input.name, status: input.status, updatedAt: deps.clock() }).where(eq(table.id, row.id)).returning();
    return repo.toWire(saved, await repo.companyName(tx, saved.companyId));
  });
}

/** Soft delete: the item leaves lists and pickers; bills and journal lines that use it keep it. */
export async function remove(deps: ItemDeps, table: ItemTable, auth: AuthContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await changeable(tx, table, auth, id);
    await tx.update(table).set({ deletedAt: deps.clock() }).where(eq(table.id, row.id));
  });
}

/**
 * A live item the caller may change. Another company's item answers 404 (ids leak nothing); a global
 * item is visible to every company but only Super-Admin may change it: 403.
 */
async function changeable(tx: DbOrTx, table: ItemTable, auth: AuthContext, id: number): Promise<ItemRow> {
  const row = await repo.findLive(tx, table, id);
  if (!row) throw notFound();
  if (auth.isSuperAdmin) return row;
  if (row.companyId === GLOBAL_COMPANY) throw forbidden(M.globalItemLocked);
  if (row.companyId !== auth.companyId) throw notFound();
  return row;
}

/**
 * Items offered for new records of a company: its own and the global ones, active and not deleted.
 * companyId 0 from Super-Admin means the global items only; a company user always gets their own company.
 */
export async function pickerItems(deps: ItemDeps, table: ItemTable, auth: AuthContext, requested: number) {
  const companyId = auth.isSuperAdmin ? requested : scopedCompanyId(auth, requested);
  if (companyId === null) throw forbidden();
  if (companyId !== GLOBAL_COMPANY && !(await repo.liveCompanyExists(deps.db, companyId))) throw notFound();
  return repo.activeFor(deps.db, table, companyId);
}

/**
 * For the features that tag records (bills, checks, journal lines): the item if a new record of this
 * company may use it (own or global, active, not deleted), else undefined.
 */
export async function usableItem(db: DbOrTx, table: ItemTable, companyId: number, id: number): Promise<ItemRow | undefined> {
  const row = await repo.findLive(db, table, id);
  if (row?.status !== 1) return undefined;
  return row.companyId === companyId || row.companyId === GLOBAL_COMPANY ? row : undefined;
}
