import { DEBIT_NORMAL_TYPES } from '@app/contract';
import { and, asc, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { accounts, journalEntries, journalLines } from '../db/schema/index.js';
import { notFound } from '../errors.js';

/** Totals are bigint: a sum of many lines may pass 2^53, and must stay exact. */
export interface Totals {
  debitCents: bigint;
  creditCents: bigint;
}

/** The balance on the account type's normal side: debits minus credits for assets and expenses, the reverse otherwise. */
export function normalBalance(accountTypeId: number, t: Totals): bigint {
  return DEBIT_NORMAL_TYPES.has(accountTypeId) ? t.debitCents - t.creditCents : t.creditCents - t.debitCents;
}

// sum() of bigint is numeric in Postgres; it travels as text and becomes a bigint, never a float.
const sumOf = (col: PgColumn) => sql<bigint>`coalesce(sum(${col}), 0)::text`.mapWith(BigInt);

/** Debit and credit totals of lines grouped by one column, optionally only up to a date. */
async function totalsBy(db: DbOrTx, key: PgColumn, where: Array<SQL | undefined>, asOf?: string) {
  const base = db
    .select({ key: key, debitCents: sumOf(journalLines.debitCents), creditCents: sumOf(journalLines.creditCents) })
    .from(journalLines);
  const rows = asOf
    ? await base
        .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
        .where(and(...where, lte(journalEntries.entryDate, asOf)))
        .groupBy(key)
    : await base.where(and(...where)).groupBy(key);
  return rows as Array<{ key: number } & Totals>;
}

/**
 * Debit and credit totals per account, for one company and/or a set of accounts, up to asOf (inclusive)
 * or all time. Accounts without lines are absent from the map (their totals are 0).
 */
export async function accountTotals(
  db: DbOrTx,
  opts: { companyId?: number | null; accountIds?: number[]; asOf?: string },
): Promise<Map<number, Totals>> {
  if (opts.accountIds && opts.accountIds.length === 0) return new Map();
  const rows = await totalsBy(
    db,
    journalLines.accountId,
    [opts.companyId ? eq(journalLines.companyId, opts.companyId) : undefined, opts.accountIds ? inArray(journalLines.accountId, opts.accountIds) : undefined],
    opts.asOf,
  );
  return new Map(rows.map((r) => [r.key, { debitCents: r.debitCents, creditCents: r.creditCents }]));
}

/** One account's totals and normal-side balance (a bank account's balance is this balance). */
export async function accountBalance(db: DbOrTx, accountId: number, asOf?: string): Promise<Totals & { balanceCents: bigint }> {
  const [account] = await db.select({ typeId: accounts.accountTypeId }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound();
  const t = (await accountTotals(db, { accountIds: [accountId], asOf })).get(accountId) ?? { debitCents: 0n, creditCents: 0n };
  return { ...t, balanceCents: normalBalance(account.typeId, t) };
}

/** Totals per fund program of a company's tagged lines (untagged lines are left out). */
export async function fundProgramTotals(db: DbOrTx, opts: { companyId: number; asOf?: string }): Promise<Map<number, Totals>> {
  const rows = await totalsBy(db, journalLines.fundProgramId, [eq(journalLines.companyId, opts.companyId), isNotNull(journalLines.fundProgramId)], opts.asOf);
  return new Map(rows.map((r) => [r.key, { debitCents: r.debitCents, creditCents: r.creditCents }]));
}

/** Totals per functional expense of a company's tagged lines (untagged lines are left out). */
export async function functionalExpenseTotals(db: DbOrTx, opts: { companyId: number; asOf?: string }): Promise<Map<number, Totals>> {
  const rows = await totalsBy(
    db,
    journalLines.functionalExpenseId,
    [eq(journalLines.companyId, opts.companyId), isNotNull(journalLines.functionalExpenseId)],
    opts.asOf,
  );
  return new Map(rows.map((r) => [r.key, { debitCents: r.debitCents, creditCents: r.creditCents }]));
}

/**
 * Locks accounts (in id order, so two payments never deadlock) until the transaction ends: take it before
 * reading a bank balance that a posting must not take below zero.
 */
export async function lockAccounts(tx: DbOrTx, accountIds: number[]): Promise<void> {
  if (!accountIds.length) return;
  await tx.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, accountIds)).orderBy(asc(accounts.id)).for('update');
}
