import type { CompanyCreateInput, CompanyDetailsInput, CompanyListQuery, CompanyOptionsQuery, CompanyWithUsers } from '@app/contract';
import { M } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { companies, locations, ministries } from '../../db/schema/index.js';
import { forbidden, invalid, notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { type OneCompanyScope, reachOf, scopeOf } from '../../plugins/company-scope.js';
import { liveCompanyExists } from '../../lib/lookups.js';
import { descendantsOf } from '../../plugins/company-tree.js';
import { seedStandardChart } from '../accounts/standard-chart.js';
import { revokeSessions } from '../auth/auth.repo.js';
import { companyOptions, companyUsers, findCompany, listCompanies, lockLiveCompany, setLiveCompany } from './companies.repo.js';
import { suspendMembers } from './company-users.repo.js';
import { syncCompanyUsers } from './company-users.js';

export interface CompanyDeps {
  db: Db;
  clock: () => Date;
  appUrl: string;
  orgName: string;
}

export const list = (deps: CompanyDeps, auth: AuthContext, q: CompanyListQuery) =>
  listCompanies(deps.db, { scope: reachOf(auth), search: q.search, subtreeOf: q.subtree_of, sort: q.sort, dir: q.dir }, q.page, q.per_page);

/** The company chooser: every live company for Super-Admin, their own for a company user (and the companies below it for a Rollup_View holder). */
export async function options(deps: CompanyDeps, auth: AuthContext, q: Partial<CompanyOptionsQuery> = {}) {
  const rows = await companyOptions(deps.db, reachOf(auth), q);
  // The chosen company asked for by id: one the caller cannot see answers 404, as every other company's id does.
  if (q.id != null && rows.length === 0) throw notFound();
  return rows;
}

/** The caller's own company; Super-Admin has none. */
export async function own(deps: CompanyDeps, auth: AuthContext) {
  if (auth.isSuperAdmin || !auth.companyId) throw notFound(M.noOwnCompany);
  const company = await findCompany(deps.db, scopeOf(auth), auth.companyId);
  if (!company) throw notFound();
  return company;
}

export async function get(deps: CompanyDeps, auth: AuthContext, id: number): Promise<CompanyWithUsers> {
  const scope = companyScope(auth, id);
  const company = await findCompany(deps.db, scope, id);
  if (!company) throw notFound();
  return { ...company, users: await companyUsers(deps.db, scope) };
}

/** Creates the company with its standard chart of accounts and its users (invited by mail), all or nothing. */
export async function create(deps: CompanyDeps, auth: AuthContext, input: CompanyCreateInput): Promise<number> {
  const now = deps.clock();
  return withEmailGuard(() =>
    deps.db.transaction(async (tx) => {
      await checkChoices(tx, input.locationId, input.ministryId);
      // A new company has nothing below it, so any live parent is free of cycles.
      if (input.parentCompanyId) await checkParent(tx, null, input.parentCompanyId);
      const [row] = await tx
        .insert(companies)
        .values({ ...columns(input), parentCompanyId: input.parentCompanyId ?? null, locationId: input.locationId, createdAt: now, updatedAt: now })
        .returning({ id: companies.id });
      await seedStandardChart(tx, { companyId: row.id, level: input.accessLevelId, createdBy: auth.userId });
      // A new company is in a Super-Admin's scope (the route is theirs): the users are written within it.
      const scope = companyScope(auth, row.id);
      await syncCompanyUsers(
        { tx, auth, now, appUrl: deps.appUrl, orgName: deps.orgName, scope, company: { id: row.id, legalName: input.legalName, level: input.accessLevelId } },
        input.users ?? [],
      );
      return row.id;
    }),
  );
}

export async function update(deps: CompanyDeps, auth: AuthContext, id: number, input: CompanyDetailsInput) {
  const now = deps.clock();
  const scope = companyScope(auth, id);
  await withEmailGuard(() =>
    deps.db.transaction(async (tx) => {
      // A possible move takes the tree lock BEFORE the company row: the UPDATE's foreign key check takes a key
      // share lock on the new parent's row, which a crossing move holding that row (and waiting for the tree
      // lock) would block: a deadlock (found by parent-moves.pg.test.ts).
      if (auth.isSuperAdmin && input.parentCompanyId) await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK_KEY})`);
      const current = await lockLiveCompany(tx, scope);
      if (!current) throw notFound();
      // The form disables the location once the company exists; an API client may not move it either.
      if (input.locationId && input.locationId !== current.locationId) throw invalid(M.locationLocked, 'location');
      if (input.accessLevelId !== current.accessLevelId && !auth.isSuperAdmin) throw forbidden(M.accessLevelAdminOnly);
      await checkChoices(tx, null, input.ministryId);
      const parent = await parentChange(tx, auth, current, input.parentCompanyId);
      await setLiveCompany(tx, scope, { ...columns(input), ...parent, updatedAt: now });
      await syncCompanyUsers(
        { tx, auth, now, appUrl: deps.appUrl, orgName: deps.orgName, scope, company: { id, legalName: input.legalName, level: input.accessLevelId } },
        input.users,
      );
    }),
  );
}

/** Deleting keeps every record: the company is hidden, its users suspended and signed out. */
export async function remove(deps: CompanyDeps, auth: AuthContext, id: number) {
  const now = deps.clock();
  const scope = companyScope(auth, id);
  await deps.db.transaction(async (tx) => {
    if (!(await setLiveCompany(tx, scope, { deletedAt: now, updatedAt: now }))) throw notFound();
    const members = await suspendMembers(tx, scope, now);
    for (const m of members) await revokeSessions(tx, m.id, now);
  });
}

/** The scope of one named company: a company user may only name their own; anything else answers 404. */
function companyScope(auth: AuthContext, id: number): OneCompanyScope {
  const scope = scopeOf(auth, id);
  if (scope.companyId !== id) throw notFound();
  return scope as OneCompanyScope;
}

/**
 * Issue 27: a change of parent (omitted or the same: none). Super-Admin only; the new parent must be live and
 * neither the company nor below it. Two moves at once (A under B while B goes under A) would each pass alone,
 * so every move takes one tree-wide advisory lock (before the company row: `update` takes it first, this
 * call again is a no-op) and reads the tree under it.
 */
async function parentChange(tx: Tx, auth: AuthContext, current: { id: number; parentCompanyId: number | null }, wanted: number | null | undefined) {
  if (wanted === undefined || wanted === current.parentCompanyId) return {};
  if (!auth.isSuperAdmin) throw forbidden(M.parentCompanyAdminOnly);
  if (wanted !== null) await checkParent(tx, current.id, wanted);
  return { parentCompanyId: wanted };
}

/** Serialises every change of the tree (pg_advisory_xact_lock: released at commit or rollback). */
export const TREE_LOCK_KEY = 27_000_001;

async function checkParent(tx: Tx, companyId: number | null, parentId: number) {
  if (companyId !== null) await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK_KEY})`);
  if (!(await liveCompanyExists(tx, parentId))) throw invalid(M.parentCompanyUnknown, 'parent_company_id');
  if (companyId === null) return;
  if (parentId === companyId || (await descendantsOf(tx, companyId)).includes(parentId)) throw invalid(M.parentCompanyCycle, 'parent_company_id');
}

async function checkChoices(tx: Tx, location: number | null, ministry: number | null) {
  if (location) {
    const [l] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, location));
    if (!l) throw invalid(M.locationUnknown, 'location');
  }
  if (ministry) {
    const [m] = await tx.select({ id: ministries.id }).from(ministries).where(eq(ministries.id, ministry));
    if (!m) throw invalid(M.ministryUnknown, 'ministry');
  }
}

/** The company's own columns of a save (its location, parent and users are written apart). */
function columns(v: CompanyDetailsInput) {
  const { locationId: _location, parentCompanyId: _parent, users: _users, ...own } = v;
  return own;
}

/** Two saves racing for one new email: the unique index decides, and the loser gets the same 422. */
async function withEmailGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const code = e.code ?? e.cause?.code;
    const constraint = e.constraint ?? e.cause?.constraint;
    if (code === '23505' && constraint === 'users_email_unique') throw invalid(M.emailTaken, 'users');
    throw err;
  }
}
