import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { cappedTotal, inLiveCompany } from '../../db/list-total.js';
import { accounts, companies, functionalExpenses, fundPrograms, journalEntries, journalLines, users, vendors } from '../../db/schema/index.js';

const reversal = alias(journalEntries, 'reversal');

const entryColumns = {
  entry: journalEntries,
  companyName: companies.legalName,
  creatorFirst: users.firstName,
  creatorLast: users.lastName,
  reversedBy: reversal.id,
  amountCents:
    sql<number>`(select coalesce(sum(${journalLines.debitCents}), 0) from ${journalLines} where ${journalLines.entryId} = ${journalEntries.id})`.mapWith(
      Number,
    ),
};
export type EntryRecord = {
  entry: typeof journalEntries.$inferSelect;
  companyName: string;
  creatorFirst: string | null;
  creatorLast: string | null;
  reversedBy: number | null;
  amountCents: number;
};

const withNames = (db: DbOrTx) =>
  db
    .select(entryColumns)
    .from(journalEntries)
    .innerJoin(companies, eq(companies.id, journalEntries.companyId))
    .leftJoin(users, eq(users.id, journalEntries.createdBy))
    .leftJoin(reversal, eq(reversal.reversesEntryId, journalEntries.id));

/** Newest first: the entries a treasurer just made are on the first page. */
export async function listEntries(db: DbOrTx, companyId: number | null, limit: number, offset: number) {
  const where: SQL | undefined = and(isNull(companies.deletedAt), companyId ? eq(journalEntries.companyId, companyId) : undefined);
  const [rows, { total, exact }] = await Promise.all([
    withNames(db).where(where).orderBy(desc(journalEntries.entryDate), desc(journalEntries.id)).limit(limit).offset(offset),
    cappedTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(journalEntries)
        .where(and(inLiveCompany(journalEntries.companyId), companyId ? eq(journalEntries.companyId, companyId) : undefined))
        .$dynamic(),
    ),
  ]);
  return { rows: rows as EntryRecord[], total, exact };
}

export async function findEntry(db: DbOrTx, id: number): Promise<EntryRecord | undefined> {
  const [row] = await withNames(db).where(eq(journalEntries.id, id));
  return row as EntryRecord | undefined;
}

export const entryLines = (db: DbOrTx, entryId: number) =>
  db
    .select({
      line: journalLines,
      accountNumber: accounts.accountNumber,
      accountName: accounts.accountName,
      fundProgramName: fundPrograms.name,
      functionalExpenseName: functionalExpenses.name,
      vendorName: vendors.name,
    })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .leftJoin(fundPrograms, eq(fundPrograms.id, journalLines.fundProgramId))
    .leftJoin(functionalExpenses, eq(functionalExpenses.id, journalLines.functionalExpenseId))
    .leftJoin(vendors, eq(vendors.id, journalLines.vendorId))
    .where(eq(journalLines.entryId, entryId))
    .orderBy(asc(journalLines.id));
