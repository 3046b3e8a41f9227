import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The day a check cleared the bank: the statement day of the completed reconciliation that cleared it, null
 * while it is outstanding. THE SEAM FOR THE RECONCILIATION (issue 26 points 2-3): until reconciliations exist
 * no check has cleared; replace this body with a correlated subquery on the reconciliation's cleared lines
 * (e.g. `(select r.statement_date from ... where <the check's ledger line or the check> = ${checkId} and r.completed_at is not null)`).
 * The check register (list, export) reads it through this one function only.
 */
export const clearedOn = (checkId: SQLWrapper): SQL<string | null> => sql<string | null>`(null::date + 0 * ${checkId})::text`;
