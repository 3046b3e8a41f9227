import { sql } from 'drizzle-orm';
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
 * Adds lines to ledger_totals on their own, through the ledger's function ledger_totals_add (migration 0049), the
 * totals rule's one place (one upsert row per account, fund program and functional expense, in the order postings
 * and ledger_totals_fold lock them). post() and postLocked() add theirs inside ledger_post_entries (0051).
 */
export async function addToTotals(tx: DbOrTx, companyId: number, date: string, lines: readonly PostLine[]): Promise<void> {
  const column = <T>(pick: (l: PostLine) => T) => sql.param(lines.map(pick));
  await tx.execute(sql`SELECT ledger_totals_add(${companyId}::int, ${date}::date, ${column((l) => l.accountId)}::int[], ${column((l) => l.debitCents)}::bigint[],
    ${column((l) => l.creditCents)}::bigint[], ${column((l) => l.fundProgramId ?? null)}::int[], ${column((l) => l.functionalExpenseId ?? null)}::int[])`);
}

/**
 * Moves every key's stripes 1-7 back into stripe 0 (migration 0044's ledger_totals_fold: one account per
 * transaction, so it runs outside any transaction of the caller). Every node runs it hourly.
 */
export async function foldLedgerTotals(db: DbOrTx): Promise<void> {
  await db.execute(sql`call ledger_totals_fold()`);
}
