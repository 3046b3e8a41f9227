import { RECON_TEXT } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { conflict } from '../errors.js';

/**
 * The lock of a completed bank reconciliation (issue 26 point 3): an entry with a line cleared in a Completed
 * or Approved reconciliation may not be reversed (a void or an edit), nor may a voucher check whose payments'
 * lines are cleared be voided: 409 naming the reconciliation.
 *
 * Every reconciliation holding such a line is locked FOR SHARE whatever its status: completing one takes its
 * row FOR UPDATE, so a void and a completion of the same line queue. A void that goes first reverses the line
 * while the reconciliation is still in progress (its reversal is then an outstanding item); a completion that
 * goes first makes the void wait and then read status Completed (READ COMMITTED re-reads the locked row).
 * Callers hold their document's locks already: this lock comes after them, and completing takes no document lock.
 */
export async function refuseIfReconciled(tx: DbOrTx, lines: { entryId: number } | { checkId: number }): Promise<void> {
  const which =
    'entryId' in lines
      ? sql`l.entry_id = ${lines.entryId}::int`
      : sql`l.entry_id in (select e.id from journal_entries e join check_payments cp on e.source_type = 'bill_payment' and e.source_id = cp.bill_payment_id where cp.check_id = ${lines.checkId}::int)`;
  const res = await tx.execute(sql`
    select r.id, r.status, r.statement_date::text as statement_date
    from reconciliation_cleared c
    join journal_lines l on l.id = c.journal_line_id
    join reconciliations r on r.id = c.reconciliation_id
    where ${which}
    order by r.id
    for share of r`);
  const locked = (res.rows as Array<{ id: number; status: number; statement_date: string }>).find((r) => Number(r.status) !== 1);
  if (locked) throw conflict(RECON_TEXT.locked(Number(locked.id), locked.statement_date));
}
