import type { JournalSort, SortDir } from '@app/contract';
import { and, asc, desc, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { type CompanyScope, inScope } from '../../plugins/company-scope.js';
import { orderOf, searchAny } from '../../db/list-sort.js';
import { cappedCountQuery, cappedTotal, inLiveCompany, prepareOnce, totalOf } from '../../db/list-total.js';
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

export interface EntryFilter {
  /** the caller's scope: a list keeps its own company (a scope of every company: Super-Admin's all) */
  scope: CompanyScope;
  search?: string;
  sort: JournalSort;
  dir: SortDir;
}

const ENTRY_SORT_KEYS: Record<JournalSort, SQLWrapper[]> = { entry_date: [journalEntries.entryDate], id: [] };

const entryWhere = (f: EntryFilter) =>
  and(
    f.scope.companyId ? eq(journalEntries.companyId, f.scope.companyId) : undefined,
    f.search ? searchAny(f.search, [journalEntries.memo, journalEntries.sourceType], sql`${journalEntries.id}::text = ${f.search}`) : undefined,
  );

/** After `last` in the list's order (keyset): a range of the (company, entry_date, id) index. */
const afterEntry = (f: EntryFilter, last: EntryRecord) => {
  const cmp = f.dir === 'asc' ? sql.raw('>') : sql.raw('<');
  return f.sort === 'entry_date'
    ? sql`(${journalEntries.entryDate}, ${journalEntries.id}) ${cmp} (${last.entry.entryDate}, ${last.entry.id})`
    : sql`${journalEntries.id} ${cmp} ${last.entry.id}`;
};

/** The filtered, sorted entries with their names and amounts; `after` continues from a row (export batches). */
export const entryRows = (db: DbOrTx, f: EntryFilter, after: EntryRecord | null = null) =>
  withNames(db)
    .where(and(isNull(companies.deletedAt), entryWhere(f), after ? afterEntry(f, after) : undefined))
    .orderBy(...orderOf(ENTRY_SORT_KEYS, f.sort, f.dir, journalEntries.id))
    .$dynamic();

/** Newest first: the entries a treasurer just made are on the first page. */
export async function listEntries(db: DbOrTx, filter: EntryFilter, limit: number, offset: number) {
  const { companyId } = filter.scope;
  if (filter.search || filter.sort !== 'entry_date' || filter.dir !== 'desc') {
    const [rows, { total, exact }] = await Promise.all([
      entryRows(db, filter).limit(limit).offset(offset),
      cappedTotal(
        db,
        db
          .select({ one: sql`1` })
          .from(journalEntries)
          .where(and(inLiveCompany(journalEntries.companyId), entryWhere(filter)))
          .$dynamic(),
      ),
    ]);
    return { rows: rows as EntryRecord[], total, exact };
  }
  // Prepared once per variant (one company / all companies); page and capped total in parallel.
  const ofCompany = companyId ? sql`${journalEntries.companyId} = ${sql.placeholder('companyId')}` : undefined;
  const q = prepareOnce(db, companyId ? 'journal_page_company' : 'journal_page_all', (name) => ({
    page: withNames(db)
      .where(and(isNull(companies.deletedAt), ofCompany))
      .orderBy(desc(journalEntries.entryDate), desc(journalEntries.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    total: cappedCountQuery(
      db,
      db
        .select({ one: sql`1` })
        .from(journalEntries)
        .where(and(inLiveCompany(journalEntries.companyId), ofCompany))
        .$dynamic(),
    ).prepare(`${name}_total`),
  }));
  const args = { companyId: companyId ?? 0, limit, offset };
  const [rows, counted] = await Promise.all([q.page.execute(args), q.total.execute(args)]);
  const { total, exact } = totalOf(counted);
  return { rows: rows as EntryRecord[], total, exact };
}

/** The entry within the scope; undefined: unknown or another company's. Its lines: entryLines within the same scope. */
export async function findEntry(db: DbOrTx, scope: CompanyScope, id: number): Promise<EntryRecord | undefined> {
  const [row] = await withNames(db).where(and(eq(journalEntries.id, id), inScope(scope, journalEntries.companyId)));
  return row as EntryRecord | undefined;
}

/** An entry's lines with their names; only lines within the scope (another company's entry id reads none). */
export const entryLines = (db: DbOrTx, scope: CompanyScope, entryId: number) =>
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
    .where(and(eq(journalLines.entryId, entryId), inScope(scope, journalLines.companyId)))
    .orderBy(asc(journalLines.id));
