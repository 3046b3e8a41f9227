import { DEBIT_NORMAL_TYPES } from '@app/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accounts } from '../db/schema/index.js';
import { notFound } from '../errors.js';
import { type CompanyScope, inScope, narrowScope, type OneCompanyScope } from '../plugins/company-scope.js';
import { monthEnd, monthOf } from './totals.js';

/** Totals are bigint: a sum of many lines may pass 2^53, and must stay exact. */
export interface Totals {
  debitCents: bigint;
  creditCents: bigint;
}

/** The balance on the account type's normal side: debits minus credits for assets and expenses, the reverse otherwise. */
export function normalBalance(accountTypeId: number, t: Totals): bigint {
  return DEBIT_NORMAL_TYPES.has(accountTypeId) ? t.debitCents - t.creditCents : t.creditCents - t.debitCents;
}

/** A sum of cents as PostgreSQL returns it (numeric, as text) to an exact bigint, never through a float. */
export const exactCents = (v: string | number | bigint | null): bigint => BigInt(v ?? 0);

/**
 * The same as a number, for one account's running figures: exact, since no account's total may pass the
 * money maximum (checked at posting), far inside 2^53; refused should it ever leave the safe range.
 */
export function accountCents(v: string | number | bigint | null): number {
  const b = BigInt(v ?? 0);
  if (b > BigInt(Number.MAX_SAFE_INTEGER) || b < -BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`account total out of exact range: ${b}`);
  return Number(b);
}

type KeyColumn = 'account_id' | 'fund_program_id' | 'functional_expense_id';

/**
 * Debit and credit totals grouped by one key, read from ledger_totals (never from all the lines):
 * - all time (no asOf), asOf a month end, or asOf with no line of the filter dated after it in its month
 *   (the usual "as of today": one index probe finds none): whole months from the totals only;
 * - otherwise the totals of the months before asOf plus that month's lines up to asOf
 *   (journal_lines_company_date_idx / journal_lines_account_date_idx: one month of lines at most).
 * `filter` is a condition on company_id / account_id / the key, valid on both tables.
 */
async function totalsBy(db: DbOrTx, key: KeyColumn, filter: SQL, asOf?: string) {
  const k = sql.raw(key);
  const fromTotals = (upTo: SQL) => sql`select ${k} as key, sum(debit_cents)::text as d, sum(credit_cents)::text as c
                from ledger_totals where ${filter}${upTo} group by ${k}`;
  let query: SQL;
  if (!asOf) query = fromTotals(sql``);
  else {
    const first = monthOf(asOf);
    const last = monthEnd(asOf);
    const laterInMonth =
      asOf !== last &&
      (await db.execute(sql`select 1 from journal_lines where ${filter} and entry_date > ${asOf}::date and entry_date <= ${last}::date limit 1`)).rows.length > 0;
    query = !laterInMonth
      ? fromTotals(sql` and month <= ${first}::date`)
      : sql`select key, sum(d)::text as d, sum(c)::text as c from (
          select ${k} as key, debit_cents as d, credit_cents as c from ledger_totals where ${filter} and month < ${first}::date
          union all
          select ${k}, debit_cents, credit_cents from journal_lines where ${filter} and entry_date between ${first}::date and ${asOf}::date
        ) t group by key`;
  }
  const res = await db.execute(query);
  return new Map(
    (res.rows as Array<{ key: number; d: string; c: string }>).map((r) => [Number(r.key), { debitCents: exactCents(r.d), creditCents: exactCents(r.c) }]),
  );
}

const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}::int`), sql`, `);

/**
 * What a totals read covers: the caller's company scope (every company for a Super-Admin's scope of all),
 * optionally narrowed to some accounts, or accounts alone that the caller already found within its scope.
 * One of the two is required, so a read of every company's books is never an accident.
 */
export type TotalsOf = { scope: CompanyScope; accountIds?: number[]; asOf?: string } | { scope?: undefined; accountIds: number[]; asOf?: string };

/** The scope's condition on a ledger table's company_id (undefined: every company). */
const companyOf = (scope: CompanyScope | undefined) => (scope?.companyId ? sql`company_id = ${scope.companyId}::int` : undefined);

/**
 * Debit and credit totals per account, for one company and/or a set of accounts, up to asOf (inclusive)
 * or all time. Accounts without lines are absent from the map (their totals are 0).
 */
export async function accountTotals(db: DbOrTx, opts: TotalsOf): Promise<Map<number, Totals>> {
  if (opts.accountIds && opts.accountIds.length === 0) return new Map();
  const conds = [
    companyOf(opts.scope),
    opts.accountIds ? sql`account_id in (${ids(opts.accountIds)})` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return totalsBy(db, 'account_id', conds.length ? sql.join(conds, sql` and `) : sql`true`, opts.asOf);
}

/**
 * One account's totals and normal-side balance (a bank account's balance is this balance). The account must lie
 * within `scope` (404 otherwise), and its lines are read within it.
 */
export async function accountBalance(db: DbOrTx, scope: CompanyScope, accountId: number, asOf?: string): Promise<Totals & { balanceCents: bigint }> {
  const [account] = await db
    .select({ typeId: accounts.accountTypeId, companyId: accounts.companyId })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), inScope(scope, accounts.companyId)));
  if (!account) throw notFound();
  const own = narrowScope(scope, account.companyId);
  const t = (await accountTotals(db, { scope: own, accountIds: [accountId], asOf })).get(accountId) ?? { debitCents: 0n, creditCents: 0n };
  return { ...t, balanceCents: normalBalance(account.typeId, t) };
}

/** Totals per fund program of a company's tagged lines (untagged lines are left out). */
export function fundProgramTotals(db: DbOrTx, opts: { scope: OneCompanyScope; asOf?: string }): Promise<Map<number, Totals>> {
  return totalsBy(db, 'fund_program_id', sql`company_id = ${opts.scope.companyId}::int and fund_program_id is not null`, opts.asOf);
}

/** Totals per functional expense of a company's tagged lines (untagged lines are left out). */
export function functionalExpenseTotals(db: DbOrTx, opts: { scope: OneCompanyScope; asOf?: string }): Promise<Map<number, Totals>> {
  return totalsBy(db, 'functional_expense_id', sql`company_id = ${opts.scope.companyId}::int and functional_expense_id is not null`, opts.asOf);
}

/** The account type of expenses (contract ACCOUNT_TYPES): what "spending" sums. */
const EXPENSES_TYPE = 11;

/**
 * Net spending (debits minus credits on Expenses accounts) per fund program or functional expense from a
 * month's first day up to asOf (a fiscal year so far); a scope of every company = every live company. Read as the
 * whole months' totals (asOf's month included) minus that month's lines dated after asOf, found per
 * company on journal_lines_company_date_idx: no line of the past is read, even over every company.
 */
export async function expenseTotalsBy(
  db: DbOrTx,
  by: 'fund_program_id' | 'functional_expense_id',
  opts: { scope: CompanyScope; from: string; asOf: string },
): Promise<Map<number, bigint>> {
  const k = sql.raw(by);
  const { companyId } = opts.scope;
  const expenseAccounts = sql`select id from accounts where account_type_id = ${EXPENSES_TYPE}::int${companyId ? sql` and company_id = ${companyId}::int` : sql``}`;
  const companiesOf = companyId ? sql`select ${companyId}::int as id` : sql`select id from companies where deleted_at is null`;
  const res = await db.execute(sql`
    select key, sum(net)::text as net from (
      select t.${k} as key, t.debit_cents - t.credit_cents as net
        from (${companiesOf}) co join ledger_totals t on t.company_id = co.id
       where t.${k} is not null and t.account_id in (${expenseAccounts})
         and t.month >= ${monthOf(opts.from)}::date and t.month <= ${monthOf(opts.asOf)}::date
      union all
      select l.key, -l.net from (${companiesOf}) co cross join lateral (
        select jl.${k} as key, jl.debit_cents - jl.credit_cents as net from journal_lines jl
         where jl.company_id = co.id and jl.entry_date > ${opts.asOf}::date and jl.entry_date <= ${monthEnd(opts.asOf)}::date
           and jl.${k} is not null and jl.account_id in (${expenseAccounts})
      ) l
    ) s group by key`);
  return new Map((res.rows as Array<{ key: number; net: string }>).map((r) => [Number(r.key), exactCents(r.net)]));
}

/**
 * Locks accounts (in id order, so two payments never deadlock) until the transaction ends: take it before
 * reading a bank balance that a posting must not take below zero. Only accounts within `scope` are locked.
 * FOR NO KEY UPDATE (as ledger_lock_banks, migration 0053): it excludes every other taker of the lock, but not
 * the key share a new line's foreign-key check takes, which FOR UPDATE made two crossing entries wait on each
 * other for.
 */
export async function lockAccounts(tx: DbOrTx, scope: CompanyScope, accountIds: number[]): Promise<void> {
  if (!accountIds.length) return;
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(inArray(accounts.id, accountIds), inScope(scope, accounts.companyId)))
    .orderBy(asc(accounts.id))
    .for('no key update');
}
