import type { AccountSort, SortDir } from '@app/contract';
import { and, asc, eq, getTableColumns, isNull, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { likeOf, orderOf, searchAny, textKey } from '../../db/list-sort.js';
import { cappedCountQuery, cappedTotal, inLiveCompany, prepareOnce, totalOf } from '../../db/list-total.js';
import { accessLevels, accounts, accountTypes, companies, users } from '../../db/schema/index.js';
import { type CompanyScope, companyInScope, inScope, type OneCompanyScope } from '../../plugins/company-scope.js';

const accountColumns = {
  account: accounts,
  companyName: companies.legalName,
  typeName: accountTypes.name,
  levelName: accessLevels.name,
  creatorFirst: users.firstName,
  creatorLast: users.lastName,
};
export type AccountRecord = {
  account: typeof accounts.$inferSelect;
  companyName: string;
  typeName: string;
  levelName: string | null;
  creatorFirst: string | null;
  creatorLast: string | null;
};

const withNames = (db: DbOrTx) =>
  db
    .select(accountColumns)
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .innerJoin(accountTypes, eq(accountTypes.id, accounts.accountTypeId))
    .leftJoin(accessLevels, eq(accessLevels.id, accounts.level))
    .leftJoin(users, eq(users.id, accounts.createdBy));

export interface AccountFilter {
  scope: CompanyScope;
  level: number | null;
  search?: string;
  sort: AccountSort;
  dir: SortDir;
}

const ACCOUNT_SORT_KEYS: Record<AccountSort, SQLWrapper | SQLWrapper[]> = {
  company: [companies.legalName, companies.id, accounts.accountNumber],
  account_number: accounts.accountNumber,
  account_name: textKey(accounts.accountName),
  account_type: accountTypes.name,
  level: accessLevels.name,
  description: textKey(accounts.description),
  status: accounts.status,
  created_on: accounts.createdAt,
};

/** An account page's row with its ledger totals (numeric sums as text; null: no line yet). */
export type AccountWithTotals = AccountRecord & { debit: string | null; credit: string | null };

/** withNames' columns flat (a subquery's columns need distinct names: the two `name`s are aliased). */
const flatColumns = {
  ...getTableColumns(accounts),
  companyName: companies.legalName,
  typeName: sql<string>`${accountTypes.name}`.as('type_name'),
  levelName: sql<string | null>`${accessLevels.name}`.as('level_name'),
  creatorFirst: users.firstName,
  creatorLast: users.lastName,
};

/**
 * The list's default page (company, then number) with each account's all-time totals in the same statement: the
 * page is cut first (limit/offset inside), so the totals are summed for its rows only (ledger_totals_account_idx),
 * never for the rows an offset skips. One statement where the page and then the totals were two.
 */
function pageWithTotals(db: DbOrTx, own: SQL | undefined) {
  const page = db
    .select(flatColumns)
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .innerJoin(accountTypes, eq(accountTypes.id, accounts.accountTypeId))
    .leftJoin(accessLevels, eq(accessLevels.id, accounts.level))
    .leftJoin(users, eq(users.id, accounts.createdBy))
    .where(and(isNull(companies.deletedAt), own))
    // companies.id (not accounts.company_id, equal by the join) lets the planner walk companies_legal_name_idx in order
    .orderBy(asc(companies.legalName), asc(companies.id), asc(accounts.accountNumber), asc(accounts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const account = Object.fromEntries(Object.keys(getTableColumns(accounts)).map((k) => [k, page[k as keyof typeof page]]));
  // "page".id spelled out: drizzle writes a subquery's columns unqualified, and ledger_totals has an id of its own.
  const sum = (column: 'debit_cents' | 'credit_cents') =>
    sql<string | null>`(select sum(${sql.raw(column)})::text from ledger_totals t where t.account_id = "page"."id")`;
  return db
    .select({
      account: account as unknown as typeof accounts._.columns,
      companyName: page.companyName,
      typeName: page.typeName,
      levelName: page.levelName,
      creatorFirst: page.creatorFirst,
      creatorLast: page.creatorLast,
      debit: sum('debit_cents'),
      credit: sum('credit_cents'),
    })
    .from(page)
    .orderBy(asc(page.companyName), asc(page.companyId), asc(page.accountNumber), asc(page.id));
}

/** The list's where on accounts alone (no join, for the capped count). */
const accountWhere = (f: AccountFilter) =>
  and(
    inScope(f.scope, accounts.companyId),
    f.level ? eq(accounts.level, f.level) : undefined,
    f.search
      ? searchAny(
          f.search,
          [accounts.accountNumber, accounts.accountName, accounts.description],
          sql`${accounts.accountTypeId} in (select id from account_types where name ilike ${likeOf(f.search)})`,
        )
      : undefined,
  );

/** The filtered, sorted accounts with their names (the id breaks ties); the caller adds limit/offset. */
export const accountRows = (db: DbOrTx, f: AccountFilter) =>
  withNames(db)
    .where(and(isNull(companies.deletedAt), accountWhere(f)))
    .orderBy(...orderOf(ACCOUNT_SORT_KEYS, f.sort, f.dir, accounts.id))
    .$dynamic();

/**
 * A page of accounts: one company's in number order, or (all companies) grouped by company name. Deleted companies
 * are left out. The default order's page carries its totals (`debit`/`credit`); a searched or re-sorted page does
 * not (undefined: the caller reads them).
 */
export async function listAccounts(db: DbOrTx, filter: AccountFilter, limit: number, offset: number) {
  if (filter.search || filter.sort !== 'company' || filter.dir !== 'asc') {
    const [rows, { total, exact }] = await Promise.all([
      accountRows(db, filter).limit(limit).offset(offset),
      cappedTotal(
        db,
        db
          .select({ one: sql`1` })
          .from(accounts)
          .where(and(inLiveCompany(accounts.companyId), accountWhere(filter)))
          .$dynamic(),
      ),
    ]);
    return { rows: rows as AccountRecord[], total, exact, withTotals: false as const };
  }
  // Prepared once per variant (company or all, level or any; the company is a placeholder); page and capped total in parallel.
  const companyId = filter.scope.companyId;
  const own = and(
    companyId ? sql`${accounts.companyId} = ${sql.placeholder('companyId')}` : undefined,
    filter.level ? sql`${accounts.level} = ${sql.placeholder('level')}` : undefined,
  );
  const variant = `account_page_${companyId ? 'company' : 'all'}_${filter.level ? 'level' : 'any'}`;
  const q = prepareOnce(db, variant, (name) => ({
    page: pageWithTotals(db, own).prepare(name),
    total: cappedCountQuery(
      db,
      db
        .select({ one: sql`1` })
        .from(accounts)
        .where(and(inLiveCompany(accounts.companyId), own))
        .$dynamic(),
    ).prepare(`${name}_total`),
  }));
  const args = { companyId: companyId ?? 0, level: filter.level ?? 0, limit, offset };
  const [rows, counted] = await Promise.all([q.page.execute(args), q.total.execute(args)]);
  const { total, exact } = totalOf(counted);
  return { rows: rows as AccountWithTotals[], total, exact, withTotals: true as const };
}

/** An account of the scope with its names; undefined: unknown or another company's. */
export async function findAccount(db: DbOrTx, scope: CompanyScope, id: number): Promise<AccountRecord | undefined> {
  const [row] = await withNames(db).where(and(eq(accounts.id, id), inScope(scope, accounts.companyId)));
  return row as AccountRecord | undefined;
}

export async function numberTaken(db: DbOrTx, scope: OneCompanyScope, accountNumber: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(inScope(scope, accounts.companyId), eq(accounts.accountNumber, accountNumber), exceptId ? ne(accounts.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

/** A new account of the scope's company; answers its id. */
export async function insertAccount(tx: DbOrTx, scope: OneCompanyScope, values: Omit<typeof accounts.$inferInsert, 'companyId'>) {
  const [row] = await tx
    .insert(accounts)
    .values({ ...values, companyId: scope.companyId })
    .returning({ id: accounts.id });
  return row.id;
}

/** Writes an account of the scope; another company's account is not touched. */
export async function updateAccountRow(tx: DbOrTx, scope: CompanyScope, id: number, set: Partial<typeof accounts.$inferInsert>) {
  await tx
    .update(accounts)
    .set(set)
    .where(and(eq(accounts.id, id), inScope(scope, accounts.companyId)));
}

/** Companies for the choosers: the live ones of the scope (all of them for a Super-Admin). */
export async function companyOptions(db: DbOrTx, scope: CompanyScope) {
  const where: SQL | undefined = and(isNull(companies.deletedAt), inScope(scope, companies.id));
  return db
    .select({ id: companies.id, legal_name: companies.legalName, access_level_id: companies.accessLevelId })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.legalName));
}

export const accountTypeOptions = (db: DbOrTx) => db.select({ id: accountTypes.id, name: accountTypes.name }).from(accountTypes).orderBy(asc(accountTypes.id));
export const accessLevelOptions = (db: DbOrTx) => db.select({ id: accessLevels.id, name: accessLevels.name }).from(accessLevels).orderBy(asc(accessLevels.id));
export async function accessLevelName(db: DbOrTx, id: number | null) {
  if (!id) return null;
  const [row] = await db.select({ id: accessLevels.id, name: accessLevels.name }).from(accessLevels).where(eq(accessLevels.id, id));
  return row ?? null;
}

/** Active accounts of a company for posting pickers, in number order. */
export const activeAccounts = (db: DbOrTx, scope: OneCompanyScope) =>
  db
    .select({
      id: accounts.id,
      account_number: accounts.accountNumber,
      account_name: accounts.accountName,
      master_ac_type_id: accounts.accountTypeId,
      account_type: accountTypes.name,
    })
    .from(accounts)
    .innerJoin(accountTypes, eq(accountTypes.id, accounts.accountTypeId))
    .where(and(inScope(scope, accounts.companyId), eq(accounts.status, 'Active')))
    .orderBy(asc(accounts.accountNumber));

/** Whether any posting touched the account within the scope (its ledger totals hold a row: one index probe). */
export async function hasPostings(db: DbOrTx, scope: CompanyScope, accountId: number): Promise<boolean> {
  const res = await db.execute(sql`select 1 from ledger_totals where account_id = ${accountId}::int and ${companyInScope(scope)} limit 1`);
  return res.rows.length > 0;
}
