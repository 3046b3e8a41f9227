import { fromCents } from '@app/contract';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { inLiveCompany } from '../../db/list-total.js';
import { accountBalances, accounts, billPayments, bills, checks, companies, functionalExpenses, fundPrograms, vendors } from '../../db/schema/index.js';
import { type CompanyScope, inScope } from '../../plugins/company-scope.js';

/** The scope on a company-owned column: its company, or (every company) the live ones. */
const scoped = (column: PgColumn, scope: CompanyScope): SQL => inScope(scope, column) ?? inLiveCompany(column);

/**
 * A page of the live companies by name, and how many there are: the Super-Admin's per-company rows over a
 * denomination's thousands of companies are read a page at a time (companies_name_idx), never all at once.
 */
export async function companyPage(db: DbOrTx, page: number, perPage: number) {
  const live = isNull(companies.deletedAt);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.legalName })
      .from(companies)
      .where(live)
      .orderBy(asc(companies.legalName), asc(companies.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<string>`count(*)` }).from(companies).where(live),
  ]);
  return { rows, total: Number(n) };
}

/** The scope on a company-owned column, narrowed to `only` (a page's companies) when given. */
const within = (column: PgColumn, scope: CompanyScope, only?: number[]) =>
  only ? and(inScope(scope, column), inArray(column, only.length ? only : [0])) : inScope(scope, column);

/**
 * Bank and cash accounts (types 13 and 1) of the scope (every live company for a Super-Admin, or the companies
 * `only` names), in chart order, each with its all-time debits and credits (account_balances: a row per account
 * and stripe, kept with ledger_totals, migrations 0036 and 0044) and its last reconciled statement day, in ONE statement.
 */
export function bankAccounts(db: DbOrTx, scope: CompanyScope, bankTypes: number[], only?: number[]) {
  return db
    .select({
      id: accounts.id,
      companyId: accounts.companyId,
      companyName: companies.legalName,
      number: accounts.accountNumber,
      name: accounts.accountName,
      typeId: accounts.accountTypeId,
      status: accounts.status,
      debits: sql<string>`(select coalesce(sum(b.debit_cents), 0) from account_balances b where b.account_id = ${accounts.id})::text`,
      credits: sql<string>`(select coalesce(sum(b.credit_cents), 0) from account_balances b where b.account_id = ${accounts.id})::text`,
      lastReconciled: sql<
        string | null
      >`(select max(r.statement_date)::text from reconciliations r where r.bank_account_id = ${accounts.id} and r.status in (2, 3))`,
    })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(inArray(accounts.accountTypeId, bankTypes), isNull(companies.deletedAt), within(accounts.companyId, scope, only)))
    .orderBy(asc(companies.legalName), asc(accounts.accountNumber), asc(accounts.id));
}

/** Debits and credits of the scope's bank and cash accounts per account type: one range of account_balances_type_idx. */
export async function bankTotalsByType(db: DbOrTx, scope: CompanyScope, bankTypes: number[]) {
  const rows = await db
    .select({
      typeId: accountBalances.accountTypeId,
      debits: sql<string>`coalesce(sum(${accountBalances.debitCents}), 0)::text`,
      credits: sql<string>`coalesce(sum(${accountBalances.creditCents}), 0)::text`,
    })
    .from(accountBalances)
    .where(and(inArray(accountBalances.accountTypeId, bankTypes), scoped(accountBalances.companyId, scope)))
    .groupBy(accountBalances.accountTypeId);
  return rows.map((r) => ({ typeId: r.typeId, debitCents: BigInt(r.debits), creditCents: BigInt(r.credits) }));
}

export interface CountTotalCents {
  count: number;
  cents: bigint;
}
const countTotal = (n: unknown, c: unknown): CountTotalCents => ({ count: Number(n ?? 0), cents: BigInt(String(c ?? 0)) });
export const wireCountTotal = (v: CountTotalCents | undefined) => ({ count: v?.count ?? 0, total: fromCents(v?.cents ?? 0n) });

/**
 * Open (Created) bills per company: overdue (due in [overdue.after, overdue.until]) and due soon, one pass
 * over bills_open_due_idx (migration 0010): only open bills with a due day up to the soon window's end.
 */
export async function billsDue(
  db: DbOrTx,
  scope: CompanyScope,
  overdue: { after: string; until: string },
  soon: { after: string; until: string },
  only?: number[],
): Promise<Map<number, { overdue: CountTotalCents; soon: CountTotalCents }>> {
  const isOverdue = sql`${bills.billDue} <= ${overdue.until}::date`;
  const isSoon = sql`${bills.billDue} >= ${soon.after}::date`;
  const rows = await db
    .select({
      companyId: bills.companyId,
      overdueN: sql<string>`count(*) filter (where ${isOverdue})`,
      overdueC: sql<string>`coalesce(sum(${bills.amountDueCents}) filter (where ${isOverdue}), 0)::text`,
      soonN: sql<string>`count(*) filter (where ${isSoon})`,
      soonC: sql<string>`coalesce(sum(${bills.amountDueCents}) filter (where ${isSoon}), 0)::text`,
    })
    .from(bills)
    .where(
      and(
        only ? within(bills.companyId, scope, only) : scoped(bills.companyId, scope),
        eq(bills.status, 0),
        sql`${bills.billDue} <= ${soon.until}::date`,
        or(isOverdue, isSoon),
      ),
    )
    .groupBy(bills.companyId);
  return new Map(rows.map((r) => [r.companyId, { overdue: countTotal(r.overdueN, r.overdueC), soon: countTotal(r.soonN, r.soonC) }]));
}

/** Paid payments not yet on a check (status 2), per company: bill_payments_unchecked_idx (migration 0010). */
export async function uncheckedPayments(db: DbOrTx, scope: CompanyScope, only?: number[]): Promise<Map<number, CountTotalCents>> {
  const rows = await db
    .select({
      companyId: billPayments.companyId,
      n: sql<string>`count(*)`,
      c: sql<string>`coalesce(sum(${billPayments.paymentCents}), 0)::text`,
    })
    .from(billPayments)
    .where(and(only ? within(billPayments.companyId, scope, only) : scoped(billPayments.companyId, scope), eq(billPayments.status, 2)))
    .groupBy(billPayments.companyId);
  return new Map(rows.map((r) => [r.companyId, countTotal(r.n, r.c)]));
}

/** The last live checks written (newest first): checks_company_status_id_idx / checks_status_id_idx. */
export function recentChecks(db: DbOrTx, scope: CompanyScope, limit: number) {
  return db
    .select({
      id: checks.id,
      companyName: companies.legalName,
      number: checks.checkNumber,
      date: checks.checkDate,
      vendorName: vendors.name,
      cents: checks.amountCents,
    })
    .from(checks)
    .innerJoin(companies, eq(companies.id, checks.companyId))
    .innerJoin(vendors, eq(vendors.id, checks.vendorId))
    .where(and(eq(checks.status, 1), isNull(companies.deletedAt), inScope(scope, checks.companyId)))
    .orderBy(desc(checks.id))
    .limit(limit);
}

/** Names of fund programs / functional expenses by id. */
export async function itemNames(db: DbOrTx, table: 'fund' | 'expense', ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const t = table === 'fund' ? fundPrograms : functionalExpenses;
  const rows = await db.select({ id: t.id, name: t.name }).from(t).where(inArray(t.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
