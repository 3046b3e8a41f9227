import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from '../errors.js';
import type { AuthContext } from './access.js';

/**
 * Tenancy in one place. A company user is always scoped to their own company; Super-Admin may name any
 * company (or none, meaning all). Another company's record answers 404, never 403, so ids leak nothing.
 */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/** The company a call acts on. For a company user a different requested id is someone else's: 404. */
export function scopedCompanyId(auth: AuthContext, requested?: number | null): number | null {
  if (auth.isSuperAdmin) return requested && requested > 0 ? requested : null;
  // A company user without a company must never read as "all companies".
  if (!auth.companyId) throw forbidden();
  if (requested && requested > 0 && requested !== auth.companyId) {
    // Issue 27: a read may name a company of the caller's subtree (auth.readable is only set on reads).
    if (auth.readable?.has(requested)) return requested;
    throw notFound();
  }
  return auth.companyId;
}

/** Like scopedCompanyId but a company is required (Super-Admin must name one). */
export function requireCompanyId(auth: AuthContext, requested: number | null | undefined, message: string): number {
  const id = scopedCompanyId(auth, requested);
  if (!id) throw notFound(message);
  return id;
}

/** A where-condition limiting a company-owned table to what the caller may see (undefined: all). */
export function companyFilter(auth: AuthContext, column: PgColumn, requested?: number | null): SQL | undefined {
  const id = scopedCompanyId(auth, requested);
  return id ? eq(column, id) : undefined;
}

/** Guard for a loaded row: missing or another company's answers 404. */
export function assertVisible<T extends { companyId: number }>(auth: AuthContext, row: T | undefined | null): T {
  if (!row) throw notFound();
  if (!auth.isSuperAdmin && row.companyId !== auth.companyId && !auth.readable?.has(row.companyId)) throw notFound();
  return row;
}

declare const scopeBrand: unique symbol;

/**
 * The caller's company scope, made only by `scopeOf` (so only after the tenancy rules above ran). Every
 * repository read or write of a company-owned row takes one as a required argument and puts it in its WHERE
 * clause with `inScope`: a query that forgets the company does not compile. `companyId` null means "every
 * company" and only a Super-Admin's scope can hold it.
 */
export interface CompanyScope {
  readonly companyId: number | null;
  /**
   * Issue 27: on a read by a Rollup_View holder that named no company, the subtree's companies the scope also
   * reaches (a record of a church opened by id from its district). Lists keep their own company (companyId);
   * a scope that names a company other than the caller's own never carries it, and a write never does.
   */
  readonly readable?: ReadonlySet<number>;
  readonly [scopeBrand]: true;
}

/** A scope that names exactly one company: what a write of a company-owned row needs. */
export type OneCompanyScope = CompanyScope & { readonly companyId: number };

/** The scope of a call: the caller's company, or the one a Super-Admin names (none: all companies). */
export function scopeOf(auth: AuthContext, requested?: number | null): CompanyScope {
  const companyId = scopedCompanyId(auth, requested);
  // A record named by id may be a subtree company's; a list or a chooser stays the caller's own company.
  const readable = auth.readable && auth.readsById && companyId === auth.companyId ? auth.readable : undefined;
  return (readable ? { companyId, readable } : { companyId }) as CompanyScope;
}

/**
 * Issue 27: the caller's own company and, for a Rollup_View holder's read, every company below it: the scope of
 * the company chooser and the company list (the companies a district may read).
 */
export function reachOf(auth: AuthContext): CompanyScope {
  const companyId = scopedCompanyId(auth);
  return (auth.readable && companyId ? { companyId, readable: auth.readable } : { companyId }) as CompanyScope;
}

/** A scope narrowed to one company the caller may act on (Super-Admin must name it): 404 with `message` otherwise. */
export function requireScope(auth: AuthContext, requested: number | null | undefined, message: string): OneCompanyScope {
  return { companyId: requireCompanyId(auth, requested, message) } as OneCompanyScope;
}

/** The WHERE condition of a scope on a company-owned table's company column (undefined: all companies). */
export function inScope(scope: CompanyScope, column: PgColumn): SQL | undefined {
  if (scope.companyId && scope.readable) return inArray(column, [scope.companyId, ...scope.readable]);
  return scope.companyId ? eq(column, scope.companyId) : undefined;
}

/** inScope for raw SQL: the scope's condition on a `company_id` column (`true`: every company). */
export function companyInScope(scope: CompanyScope, column: SQL = sql`company_id`): SQL {
  if (!scope.companyId) return sql`true`;
  const ids = [scope.companyId, ...(scope.readable ?? [])];
  return ids.length === 1 ? sql`${column} = ${scope.companyId}::int` : sql`${column} in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`;
}

/** A company-owned table as a parent of child rows: its id and company columns. */
export interface OwnedTable {
  readonly table: PgTable;
  readonly id: PgColumn;
  readonly companyId: PgColumn;
}

/**
 * The WHERE condition of a child table without a company column of its own (lines, items, history): the rows of
 * parent `parentId` when that parent lies within `scope`, so another company's parent id reaches none of them.
 */
export function ofParentIn(scope: CompanyScope, column: PgColumn, parent: OwnedTable, parentId: number): SQL {
  const own = and(eq(parent.id, parentId), inScope(scope, parent.companyId));
  return sql`${column} = ${parentId} and ${column} in (select ${parent.id} from ${parent.table} where ${own})`;
}

/** A scope's own check of a loaded row: missing or outside the scope answers 404. */
export function visibleIn<T extends { companyId: number }>(scope: CompanyScope, row: T | undefined | null): T {
  if (!row) throw notFound();
  if (scope.companyId && row.companyId !== scope.companyId && !scope.readable?.has(row.companyId)) throw notFound();
  return row;
}

/**
 * The scope narrowed to one company inside it (a row's company the caller already may see): a scope can only
 * shrink, so a company outside it answers 404.
 */
export function narrowScope(scope: CompanyScope, companyId: number): OneCompanyScope {
  if (scope.companyId && scope.companyId !== companyId && !scope.readable?.has(companyId)) throw notFound();
  return { companyId } as OneCompanyScope;
}

/** Whether a scope names one company (a Super-Admin's scope of every company does not). */
export const namesCompany = (scope: CompanyScope): scope is OneCompanyScope => !!scope.companyId;

/**
 * The scope of a child company reached from its parent's scope (issue 27: a remittance run of the parent acts in
 * each child's books): only for a child row read under that parent (its `parentCompanyId` is the scope's
 * company), so a child of another parent answers 404.
 */
export function childScope(parent: OneCompanyScope, child: { id: number; parentCompanyId: number | null }): OneCompanyScope {
  if (child.parentCompanyId !== parent.companyId) throw notFound();
  return { companyId: child.id } as OneCompanyScope;
}

/**
 * The scope of work the app does on its own for one company, with no caller to check: a scheduled run on a
 * row it loaded (a recurring bill's template names its company). Never built from a request's input.
 */
export const jobScope = (companyId: number): OneCompanyScope => ({ companyId }) as OneCompanyScope;
