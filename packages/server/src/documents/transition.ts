import { transitionRefused } from '@app/contract';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { conflict } from '../errors.js';
import { type CompanyScope, inScope } from '../plugins/company-scope.js';
import type { StatusMachine } from './money-document.js';

/**
 * The only writer of a document's status: moves the rows `ids` by `action` of the document's transition table,
 * setting `also` (timestamps, who, links) in the same statement. Callers check the status under their locks
 * first and answer with their own messages; a row not in a `from` status here is a bug the table refuses (409,
 * the transaction rolls back), never a silent half-change.
 */
export async function transition<Action extends string>(
  tx: DbOrTx,
  scope: CompanyScope,
  doc: StatusMachine<Action>,
  ids: readonly number[],
  action: Action,
  also: Record<string, unknown> = {},
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  const t = doc.transitions[action];
  const { table, id, status, companyId } = doc.store;
  // The status column's key is `status` on every document table (bills, bill_payments, checks).
  const moved = await tx
    .update(table)
    .set({ ...also, status: t.to } as never)
    .where(and(inArray(id, wanted), inArray(status, [...t.from]), inScope(scope, companyId)))
    .returning({ id });
  if (moved.length !== wanted.length) {
    const from = t.from.map(doc.statusName).join(' or ');
    throw conflict(transitionRefused(doc.name, `not ${from}`, `${action}`));
  }
}

/**
 * The same move as a statement to run inside a bigger one (a CTE of postLocked's write, gated on its lock's
 * answer): returns the moved ids; the caller compares their count with `ids` and refuses as transition() does.
 */
export function transitionSql<Action extends string>(
  tx: DbOrTx,
  scope: CompanyScope,
  doc: StatusMachine<Action>,
  ids: readonly number[],
  action: Action,
  also: Record<string, unknown>,
  gate: SQL,
): SQL {
  const t = doc.transitions[action];
  const { table, id, status, companyId } = doc.store;
  return tx
    .update(table)
    .set({ ...also, status: t.to } as never)
    .where(and(inArray(id, [...new Set(ids)]), inArray(status, [...t.from]), inScope(scope, companyId), gate))
    .returning({ id })
    .getSQL();
}

/** transition()'s refusal, for a move run by transitionSql that did not move every row. */
export function transitionRefusal<Action extends string>(doc: StatusMachine<Action>, action: Action) {
  return conflict(transitionRefused(doc.name, `not ${doc.transitions[action].from.map(doc.statusName).join(' or ')}`, `${action}`));
}
