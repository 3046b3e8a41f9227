import { type FundProgramRequest, type FundRestriction, FUND_TEXT, M, type SettingsItemExportQuery, type SettingsItemListQuery, type SettingsItemRequest } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, forbidden, invalid, notFound } from '../../errors.js';
import { companyName, liveCompanyExists } from '../../lib/lookups.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, namesCompany, narrowScope, type OneCompanyScope, scopeOf } from '../../plugins/company-scope.js';
import * as repo from './items.repo.js';
import { GLOBAL_COMPANY, GLOBAL_ITEMS, hasFundClass, type ItemFilter, type ItemRow, type ItemTable } from './items.repo.js';

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
  return { scope: scopeOf(auth, q.company_id), search: q.search, sort: q.sort, dir: q.dir };
}

export async function list(deps: ItemDeps, table: ItemTable, auth: AuthContext, q: SettingsItemListQuery) {
  return repo.listPage(deps.db, table, itemFilter(auth, q), q.page, q.per_page);
}

/**
 * Super-Admin's items are global unless a company is chosen (company_id), then that company's only; a
 * company user's always belong to their own company.
 */
/** A save's body: a fund program's carries its class too. */
type ItemInput = SettingsItemRequest & Partial<Pick<FundProgramRequest, 'restriction' | 'release_on'>>;

/**
 * A fund program's class after a save: what the body says, else what is stored (update) or 'without'
 * (create). A release date left out is kept while the class stays 'time'. 422 unless release_on is set
 * exactly for 'time' (the database checks the same).
 */
export function fundClassOf(input: ItemInput, current?: { restriction: FundRestriction; releaseOn: string | null }) {
  const restriction = input.restriction ?? current?.restriction ?? 'without';
  const kept = current && current.restriction === restriction ? current.releaseOn : null;
  const releaseOn = input.release_on === undefined ? kept : input.release_on;
  if (restriction === 'time' && !releaseOn) throw invalid(FUND_TEXT.releaseOnRequired, 'release_on');
  if (restriction !== 'time' && releaseOn) throw invalid(FUND_TEXT.releaseOnOnlyForTime, 'release_on');
  return { restriction, releaseOn };
}

export async function create(deps: ItemDeps, table: ItemTable, auth: AuthContext, input: ItemInput) {
  const requested = auth.isSuperAdmin ? (input.company_id ?? GLOBAL_COMPANY) : input.company_id;
  const scope = scopeOf(auth, requested);
  const owner = auth.isSuperAdmin && requested === GLOBAL_COMPANY ? GLOBAL_ITEMS : namesCompany(scope) ? scope : null;
  if (owner === null) throw forbidden();
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await repo.lockTable(tx, table);
    if (owner !== GLOBAL_ITEMS && !(await liveCompanyExists(tx, owner.companyId))) throw invalid(M.selectCompany, 'company_id');
    if (await repo.nameTaken(tx, table, owner, input.name)) throw taken();
    const fundClass = hasFundClass(table) ? fundClassOf(input) : {};
    const row = await repo.insertItem(tx, table, owner, { name: input.name, status: input.status, ...fundClass, createdBy: auth.userId, createdAt: now, updatedAt: now });
    return repo.toWire(row, await ownerName(tx, row));
  });
}

export async function update(deps: ItemDeps, table: ItemTable, auth: AuthContext, id: number, input: ItemInput) {
  return deps.db.transaction(async (tx) => {
    await repo.lockTable(tx, table);
    const scope = scopeOf(auth);
    const row = await changeable(tx, table, auth, scope, id);
    const owner = repo.ownerScope(row, (companyId) => narrowScope(scope, companyId));
    if (await repo.nameTaken(tx, table, owner, input.name, row.id)) throw taken();
    const fundClass = hasFundClass(table) ? fundClassOf(input, row) : {};
    // Under the table's lock: a class change once money was posted with the fund would restate the past.
    const classChanged = 'restriction' in fundClass && fundClass.restriction !== (row as { restriction?: FundRestriction }).restriction;
    if (classChanged && (await repo.fundHasPostings(tx, row.id)))
      throw new AppError(409, FUND_TEXT.restrictionLocked(row.name), { restriction: [FUND_TEXT.restrictionLocked(row.name)] });
    const saved = await repo.setItem(tx, table, owner, row.id, { name: input.name, status: input.status, ...fundClass, updatedAt: deps.clock() });
    if (!saved) throw notFound();
    return repo.toWire(saved, await ownerName(tx, saved));
  });
}

/** Soft delete: the item leaves lists and pickers; bills and journal lines that use it keep it. */
export async function remove(deps: ItemDeps, table: ItemTable, auth: AuthContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const scope = scopeOf(auth);
    const row = await changeable(tx, table, auth, scope, id);
    await repo.setItem(tx, table, scope, row.id, { deletedAt: deps.clock() });
  });
}

/**
 * A live item the caller may change. Another company's item answers 404 (ids leak nothing); a global
 * item is visible to every company but only Super-Admin may change it: 403.
 */
async function changeable(tx: DbOrTx, table: ItemTable, auth: AuthContext, scope: CompanyScope, id: number): Promise<ItemRow> {
  const row = await repo.findLive(tx, table, scope, id);
  if (!row) throw notFound();
  if (!auth.isSuperAdmin && row.companyId === GLOBAL_COMPANY) throw forbidden(M.globalItemLocked);
  return row;
}

/** The owner's name as the list shows it (null for a global item: no company row). */
const ownerName = (db: DbOrTx, row: ItemRow) => (row.companyId === GLOBAL_COMPANY ? null : companyName(db, row.companyId));

/**
 * Items offered for new records of a company: its own and the global ones, active and not deleted.
 * companyId 0 from Super-Admin means the global items only; a company user always gets their own company.
 */
export async function pickerItems(deps: ItemDeps, table: ItemTable, auth: AuthContext, requested: number) {
  const scope = scopeOf(auth, requested);
  // Super-Admin's company 0 is the global items alone, not every company's.
  const owner = auth.isSuperAdmin && requested === GLOBAL_COMPANY ? GLOBAL_ITEMS : namesCompany(scope) ? scope : null;
  if (owner === null) throw forbidden();
  if (owner !== GLOBAL_ITEMS && !(await liveCompanyExists(deps.db, owner.companyId))) throw notFound();
  return repo.activeFor(deps.db, table, owner);
}

/**
 * For the features that tag records (bills, checks, journal lines): the item if a new record of this
 * company may use it (own or global, active, not deleted), else undefined.
 */
export const usableItem = (db: DbOrTx, table: ItemTable, scope: OneCompanyScope, id: number): Promise<ItemRow | undefined> =>
  repo.usableFor(db, table, scope, id);
