import { fromCents, type SourceType } from '@app/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { journalEntries, journalLines } from '../db/schema/index.js';
import { type OneCompanyScope, inScope } from '../plugins/company-scope.js';

/** One entry a document posted, as a document's view lists them (its "entries" panel). */
export interface DocumentEntry {
  id: number;
  entry_date: string;
  memo: string;
  amount: string;
  reverses_entry_id: number | null;
}

/**
 * The entries a document posted (its posting, edits, returns, void), oldest first, with their totals: one
 * lookup on journal_entries_source_idx by the document's source type and id, within its company (the scope
 * narrowed to the document's company, so another company's entries of the same id never join in).
 */
export async function documentEntries(db: DbOrTx, scope: OneCompanyScope, sourceType: SourceType, sourceId: number): Promise<DocumentEntry[]> {
  // A join, not a correlated subquery: drizzle writes select-list columns unqualified, so "id" would bind to the lines.
  const rows = await db
    .select({
      id: journalEntries.id,
      entryDate: journalEntries.entryDate,
      memo: journalEntries.memo,
      reversesEntryId: journalEntries.reversesEntryId,
      amountCents: sql<number>`coalesce(sum(${journalLines.debitCents}), 0)`.mapWith(Number),
    })
    .from(journalEntries)
    .leftJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(and(inScope(scope, journalEntries.companyId), eq(journalEntries.sourceType, sourceType), eq(journalEntries.sourceId, sourceId)))
    .groupBy(journalEntries.id)
    .orderBy(asc(journalEntries.id));
  return rows.map((r) => ({ id: r.id, entry_date: r.entryDate, memo: r.memo, amount: fromCents(r.amountCents), reverses_entry_id: r.reversesEntryId }));
}
