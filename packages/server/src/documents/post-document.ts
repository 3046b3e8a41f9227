import type { DbOrTx } from '../db/client.js';
import { openDayFor, post, reverseSource } from '../ledger/index.js';
import type { MoneyDocument, StatusMachine } from './money-document.js';
import { refuseIfReconciled } from '../ledger/reconciled.js';
import { type CompanyScope, narrowScope } from '../plugins/company-scope.js';
import { transition } from './transition.js';

/**
 * Posts what a document posts (its declared mapper) inside the caller's transaction, under the document's own
 * source type. Returns post()'s answer (entry id, lines with names) for answers built without re-reading.
 */
export function postDocument<Source>(tx: DbOrTx, doc: MoneyDocument<Source, string>, source: Source, date: string, createdBy: number | null) {
  if (!doc.posting) throw new Error(`${doc.name} posts nothing of its own`);
  const input = doc.posting(source, date, createdBy);
  if (input.sourceType !== doc.sourceType) throw new Error(`${doc.name} posted as ${input.sourceType}`);
  return post(tx, input);
}

/** Reverses every entry the document posted (edits included), dated `date`: the originals stay. */
export function reverseDocument(tx: DbOrTx, doc: Pick<MoneyDocument<any>, 'sourceType'>, row: { id: number; companyId: number }, date: string, createdBy: number | null) {
  return reverseSource(tx, { companyId: row.companyId, sourceType: doc.sourceType, sourceId: row.id }, { date, createdBy });
}

/**
 * Voids ONE document (not its cascade: the void services run the explicit cascade of documents/registry.ts
 * first): the reversal of what it posted, dated `date` (or, when the books are closed through that day, the
 * first open day: a void stays possible after the month is closed), then its transition to Void with `also`.
 * The row must lie within the caller's `scope` (404 otherwise): its status write is scoped to the row's company.
 */
export async function voidDocument<Action extends string>(
  tx: DbOrTx,
  scope: CompanyScope,
  doc: StatusMachine<Action | 'void'> & Pick<MoneyDocument<any>, 'posting' | 'sourceType'>,
  row: { id: number; companyId: number },
  v: { date: string; createdBy: number | null; also?: Record<string, unknown> },
): Promise<void> {
  const own = narrowScope(scope, row.companyId);
  // A check posts nothing itself: what the bank cleared is its payments' lines (issue 26's reconciliation lock).
  if (doc.sourceType === 'check') await refuseIfReconciled(tx, { checkId: row.id });
  if (doc.posting) await reverseDocument(tx, doc, row, await openDayFor(tx, own, v.date), v.createdBy);
  await transition(tx, own, doc, [row.id], 'void', v.also);
}
