import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accounts, companies } from '../db/schema/index.js';
import { type CompanyScope, inScope } from '../plugins/company-scope.js';

/**
 * The company and account look-ups every module needs, written once. A company is the tenant itself, so
 * it is found by the id a scope (or a visible row) already vouched for; an account is a company-owned row,
 * so it is found only within the caller's scope.
 */

/** A company's names and level, whatever its state (the caller decides what a deleted company means). */
export async function companyById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: companies.id, legalName: companies.legalName, accessLevelId: companies.accessLevelId, deletedAt: companies.deletedAt })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/** The whole company row (address, grouping, logo) whatever its state: printing old records needs it. */
export async function companyRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** The whole row of a live (not deleted) company; undefined otherwise. */
export async function liveCompany(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return row;
}

/**
 * liveCompany and, in the same read, the type and status of an account when it is that company's (null
 * otherwise): a picker's or a check run's company and account in one round trip. Undefined: no live company.
 */
export async function liveCompanyWithAccount(db: DbOrTx, id: number, accountId: number) {
  const [row] = await db
    .select({ company: companies, accountTypeId: accounts.accountTypeId, accountStatus: accounts.status })
    .from(companies)
    .leftJoin(accounts, and(eq(accounts.id, accountId), eq(accounts.companyId, companies.id)))
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return row;
}

export async function liveCompanyExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return !!row;
}

/**
 * The company row, locked until the transaction ends: per-company numbering and duplicate checks queue here.
 * FOR NO KEY UPDATE, as the money writes' lock functions take it (migration 0054): it does not hold up the key
 * share that the company's other new rows take on it.
 */
export async function lockCompany(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: companies.id, deletedAt: companies.deletedAt, accessLevelId: companies.accessLevelId })
    .from(companies)
    .where(eq(companies.id, id))
    .for('no key update');
  return row;
}

export async function companyName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ name: companies.legalName }).from(companies).where(eq(companies.id, id));
  return row?.name ?? null;
}

/** An account of the chart within the caller's scope, with its company's names; undefined: unknown or another company's. */
export async function accountInScope(db: DbOrTx, scope: CompanyScope, id: number) {
  const [row] = await db
    .select({
      id: accounts.id,
      companyId: accounts.companyId,
      typeId: accounts.accountTypeId,
      status: accounts.status,
      name: accounts.accountName,
      companyName: companies.legalName,
      grouping: companies.amountWordsGrouping,
    })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(accounts.id, id), inScope(scope, accounts.companyId)));
  return row;
}
