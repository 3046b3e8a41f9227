import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The day a check cleared the bank: the statement day of the completed (or approved) reconciliation that cleared
 * the bank lines its payments posted (a check posts nothing itself: its bill payments, or a standard check's own
 * payment, credit the bank); null while it is outstanding. The check register (list, export) reads it through
 * this one function only. `checkId` names the check's id column of the outer query; it is written out qualified
 * because drizzle writes a select-list column unqualified, which would bind to the subquery's own tables.
 */
export const clearedOn = (_checkId: SQLWrapper): SQL<string | null> => sql<string | null>`(
  select max(r.statement_date)::text
  from bill_payments p
  join journal_entries e on e.source_type = 'bill_payment' and e.source_id = p.id and e.reverses_entry_id is null
  join journal_lines l on l.entry_id = e.id
  join reconciliation_cleared rc on rc.journal_line_id = l.id
  join reconciliations r on r.id = rc.reconciliation_id and r.status in (2, 3)
  where p.check_id = "checks"."id"
)`;
