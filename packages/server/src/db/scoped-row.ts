import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type CompanyScope, inScope } from '../plugins/company-scope.js';
import type { DbOrTx } from './client.js';

/** A document table: its rows have an id and belong to a company. */
export type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

/**
 * A document's row by id in the caller's scope (another company's: undefined); with forUpdate it stays
 * locked until the transaction ends (the document's status changes and edits take it first).
 */
export async function findInScope<T extends CompanyTable>(
  db: DbOrTx,
  table: T,
  scope: CompanyScope,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<T['$inferSelect'] | undefined> {
  const q = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), inScope(scope, table.companyId)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row as T['$inferSelect'] | undefined;
}
