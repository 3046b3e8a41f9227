import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { PostLine } from './lines.js';

/** The first day of the date's month: the key of ledger_totals' month column. */
export const monthOf = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;

/** The last day of the date's month, 'YYYY-MM-DD'. */
export function monthEnd(isoDate: string): string {
  const [y, m] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The call adding lines to ledger_totals: the ledger's function ledger_totals_add (migration 0049), which holds
 * the totals rule once (one upsert row per account, fund program and functional expense, in the order postings
 * and ledger_totals_fold lock them); ledger_post calls it too. The lines go in as arrays, so the text never
 * changes. postLocked runs it as a CTE of its entries' own insert (so totals and lines commit together), only
 * where `gate` holds when given; the CTE must be read for it to run.
 */
export function totalsAdd(companyId: number, date: string, lines: readonly PostLine[], gate?: SQL): SQL {
  const column = <T>(pick: (l: PostLine) => T) => sql.param(lines.map(pick));
  return sql`SELECT ledger_totals_add(${companyId}::int, ${date}::date, ${column((l) => l.accountId)}::int[], ${column((l) => l.debitCents)}::bigint[],
    ${column((l) => l.creditCents)}::bigint[], ${column((l) => l.fundProgramId ?? null)}::int[], ${column((l) => l.functionalExpenseId ?? null)}::int[]) AS keys${
      gate ? sql` WHERE ${gate}` : sql``
    }`;
}

/** Adds lines to ledger_totals on their own (post() and postLocked() add theirs in their own statement). */
export async function addToTotals(tx: DbOrTx, companyId: number, date: string, lines: readonly PostLine[]): Promise<void> {
  await tx.execute(totalsAdd(companyId, date, lines));
}

/**
 * Moves every key's stripes 1-7 back into stripe 0 (migration 0044's ledger_totals_fold: one account per
 * transaction, so it runs outside any transaction of the caller). Every node runs it hourly.
 */
export async function foldLedgerTotals(db: DbOrTx): Promise<void> {
  await db.execute(sql`call ledger_totals_fold()`);
}
