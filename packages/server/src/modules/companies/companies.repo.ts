import {
  COMPANY_OPTIONS_DEFAULT,
  type CompanyData,
  type CompanyOption,
  type CompanyRow,
  type CompanySort,
  type CompanyUserData,
  type SortDir,
} from '@app/contract';
import { and, asc, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { likeOf, orderOf, searchAny, textKey } from '../../db/list-sort.js';
import { cappedTotal } from '../../db/list-total.js';
import { accessLevels, companies, locations, ministries, roles, users } from '../../db/schema/index.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { type CompanyScope, inScope, type OneCompanyScope } from '../../plugins/company-scope.js';

/** Queries over companies and their users, within the caller's scope (a company is its own tenant); deleted companies never show. */

const live = isNull(companies.deletedAt);
/** The parent company of a row (issue 27's tree), joined for its name. */
const parents = alias(companies, 'parent_company');

export interface CompanyListFilter {
  scope: CompanyScope;
  search?: string;
  /** issue 27: only this company and every company below it */
  subtreeOf?: number | null;
  sort: CompanySort;
  dir: SortDir;
}

const COMPANY_SORT_KEYS: Record<CompanySort, SQLWrapper> = {
  legal_name: textKey(companies.legalName),
  company_type: textKey(companies.companyType),
  ein: companies.ein,
  city: textKey(companies.city),
  email: textKey(companies.email),
  telephone_number: companies.telephoneNumber,
};

const listWhere = (f: CompanyListFilter) =>
  and(
    live,
    inScope(f.scope, companies.id),
    f.subtreeOf
      ? sql`${companies.id} in (with recursive t(id) as (select ${f.subtreeOf}::int union select c.id from companies c join t on c.parent_company_id = t.id) select id from t)`
      : undefined,
    f.search
      ? searchAny(f.search, [companies.legalName, companies.companyType, companies.ein, companies.city, companies.email, companies.telephoneNumber])
      : undefined,
  );

/** The filtered, sorted Company List rows (the id breaks ties); the caller adds limit/offset. */
export const companyRows = (db: DbOrTx, f: CompanyListFilter) =>
  db
    .select({
      id: companies.id,
      legal_name: companies.legalName,
      company_type: companies.companyType,
      ein: companies.ein,
      city: companies.city,
      state: companies.state,
      email: companies.email,
      telephone_number: companies.telephoneNumber,
      access_level: companies.accessLevelId,
      acess_level_name: accessLevels.name,
      parent_company_id: companies.parentCompanyId,
      parent_company_name: parents.legalName,
      created_at: companies.createdAt,
    })
    .from(companies)
    .leftJoin(accessLevels, eq(accessLevels.id, companies.accessLevelId))
    .leftJoin(parents, eq(parents.id, companies.parentCompanyId))
    .where(listWhere(f))
    .orderBy(...orderOf(COMPANY_SORT_KEYS, f.sort, f.dir, companies.id))
    .$dynamic();

export async function listCompanies(db: DbOrTx, f: CompanyListFilter, page: number, perPage: number) {
  const [{ total, exact }, rows] = await Promise.all([
    cappedTotal(db, db.select({ one: sql`1` }).from(companies).where(listWhere(f)).$dynamic()),
    companyRows(db, f).limit(perPage).offset(offsetOf(page, perPage)),
  ]);
  return pageOf(rows.map(({ state: _s, created_at: _c, ...row }) => row) satisfies CompanyRow[], total, page, perPage, exact);
}

/**
 * The chooser's options by name (companies_name_idx): every company of the scope, or (a searched chooser over a
 * denomination's thousands) the first `limit` whose legal name contains `search`, or the one company `id`.
 */
export async function companyOptions(
  db: DbOrTx,
  scope: CompanyScope,
  q: { search?: string; limit?: number; id?: number | null } = {},
): Promise<CompanyOption[]> {
  const query = db
    .select({ id: companies.id, legal_name: companies.legalName, access_level: companies.accessLevelId, acess_level_name: accessLevels.name })
    .from(companies)
    .leftJoin(accessLevels, eq(accessLevels.id, companies.accessLevelId))
    .where(
      and(
        live,
        inScope(scope, companies.id),
        q.id ? eq(companies.id, q.id) : undefined,
        q.search ? sql`${companies.legalName} ilike ${likeOf(q.search)}` : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${companies.legalName})`), asc(companies.id))
    .$dynamic();
  const searched = q.search !== undefined || q.limit !== undefined;
  return searched ? query.limit(q.limit ?? COMPANY_OPTIONS_DEFAULT) : query;
}

/** A live company of the scope with its names resolved, or undefined. */
export async function findCompany(db: DbOrTx, scope: CompanyScope, id: number): Promise<CompanyData | undefined> {
  const [row] = await db
    .select({
      c: companies,
      acess_level_name: accessLevels.name,
      location_name: locations.name,
      ministry_name: ministries.name,
      parent_name: parents.legalName,
    })
    .from(companies)
    .leftJoin(parents, eq(parents.id, companies.parentCompanyId))
    .leftJoin(accessLevels, eq(accessLevels.id, companies.accessLevelId))
    .leftJoin(locations, eq(locations.id, companies.locationId))
    .leftJoin(ministries, eq(ministries.id, companies.ministryId))
    .where(and(eq(companies.id, id), live, inScope(scope, companies.id)))
    .limit(1);
  if (!row) return undefined;
  const c = row.c;
  return {
    id: c.id,
    legal_name: c.legalName,
    company_type: c.companyType,
    ein: c.ein,
    primary_first_name: c.primaryFirstName,
    primary_middle_name: c.primaryMiddleName,
    primary_last_name: c.primaryLastName,
    secondary_first_name: c.secondaryFirstName,
    secondary_middle_name: c.secondaryMiddleName,
    secondary_last_name: c.secondaryLastName,
    address_line_1: c.addressLine1,
    address_line_2: c.addressLine2,
    city: c.city,
    state: c.state,
    country: c.country,
    zip_code: c.zipCode,
    email: c.email,
    telephone_number: c.telephoneNumber,
    fax: c.fax,
    fiscal_year: c.fiscalYear,
    amount_words_grouping: c.amountWordsGrouping === 'us' ? 'us' : 'indian',
    refuse_fund_overdraft: c.refuseFundOverdraft,
    logo: c.logo,
    url: c.url,
    location: c.locationId,
    location_name: row.location_name,
    ministry: c.ministryId,
    ministry_name: row.ministry_name,
    authentication: c.authentication,
    access_level: c.accessLevelId,
    acess_level_name: row.acess_level_name,
    parent_company_id: c.parentCompanyId,
    parent_company_name: row.parent_name,
  };
}

/** The company's active users (a removed user is suspended and no longer listed). */
export async function companyUsers(db: DbOrTx, scope: OneCompanyScope): Promise<CompanyUserData[]> {
  const rows = await db
    .select({ u: users, acess_level_name: accessLevels.name, position_name: roles.name })
    .from(users)
    .leftJoin(accessLevels, eq(accessLevels.id, users.accessLevelId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(inScope(scope, users.companyId), isNull(users.suspendedAt), eq(users.isSuperAdmin, false)))
    .orderBy(asc(users.id));
  return rows.map(({ u, acess_level_name, position_name }) => ({
    id: u.id,
    first_name: u.firstName,
    middle_name: u.middleName,
    last_name: u.lastName,
    address_line_1: u.addressLine1,
    address_line_2: u.addressLine2,
    city: u.city,
    country: u.country,
    state: u.state,
    zip_code: u.zipCode,
    email: u.email,
    contact_number: u.contactNumber,
    access_level: u.accessLevelId,
    position: u.roleId,
    approver: u.approver ? 1 : 0,
    acess_level_name,
    position_name,
    password_set: u.passwordHash !== null,
  }));
}

/** The scope's live company, locked until the transaction ends (an edit of it and its users queue here). */
export async function lockLiveCompany(tx: DbOrTx, scope: OneCompanyScope) {
  const [row] = await tx
    .select()
    .from(companies)
    .where(and(inScope(scope, companies.id), live))
    .for('update');
  return row;
}

/** Writes the scope's live company; answers its id, or undefined when there is none (deleted meanwhile). */
export async function setLiveCompany(tx: DbOrTx, scope: OneCompanyScope, set: Partial<typeof companies.$inferInsert>) {
  const [row] = await tx
    .update(companies)
    .set(set)
    .where(and(inScope(scope, companies.id), live))
    .returning({ id: companies.id });
  return row?.id;
}
