import { addDays } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { OneCompanyScope } from '../plugins/company-scope.js';

/**
 * The day a void's reversal is dated (issue 26 point 6): the void's own day, or, when the books are closed
 * through it or later, the first open day after the closing date. Read under FOR KEY SHARE (the lock the
 * entry's own foreign key takes on the company row), so a closing date being set waits for this transaction.
 */
export async function openDayFor(tx: DbOrTx, scope: OneCompanyScope, day: string): Promise<string> {
  const res = await tx.execute(sql`select closing_date::text as closed from companies where id = ${scope.companyId}::int for key share`);
  const closed = (res.rows[0] as { closed: string | null } | undefined)?.closed ?? null;
  return closed && day <= closed ? addDays(closed, 1) : day;
}
