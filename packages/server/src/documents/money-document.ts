import type { SourceType } from '@app/contract';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PostInput } from '../ledger/index.js';

/** One allowed status change: from any of `from` to `to`. */
export interface Transition {
  readonly from: readonly number[];
  readonly to: number;
}

/** Where a document with a status machine keeps its rows: the table, its id, its company and its status column. */
export interface DocumentStore {
  readonly table: PgTable;
  readonly id: PgColumn;
  /** the company column a status write puts the caller's scope on */
  readonly companyId: PgColumn;
  readonly status: PgColumn;
}

/** The store of a document table with the usual columns: `id`, `companyId`, `status`. */
export const storedIn = <T extends PgTable & { id: PgColumn; companyId: PgColumn; status: PgColumn }>(table: T): DocumentStore => ({
  table,
  id: table.id,
  companyId: table.companyId,
  status: table.status,
});

/** A status's name from the contract's names ('Void'); its number when it has none. */
export const namedBy =
  (names: Readonly<Record<number, string>>) =>
  (status: number): string =>
    names[status] ?? String(status);

/** The status machine of a document with rows: the only way its status changes is `transition()`. */
export interface StatusMachine<Action extends string> {
  /** the name in messages ('bill', 'bill payment', ...) */
  readonly name: string;
  /** the rows and their status column */
  readonly store: DocumentStore;
  /** the status a new document is written with */
  readonly initial: number;
  readonly statusName: (status: number) => string;
  /** every status change there is; any other is refused */
  readonly transitions: Readonly<Record<Action, Transition>>;
}

/**
 * A money document, declared once (issue 22 point 1): its journal source type (a member of the contract's closed
 * SOURCE_TYPES), its posting as a pure mapper from the document to one balanced entry, its status machine as a
 * transition table, and what must be voided before it (or goes with it). The kernel's `postDocument`,
 * `transition` and `voidDocument` drive every document from this; nothing else writes a status.
 *
 * `Source` is what the posting reads (the row, or the rows it needs); `Action` names the transitions.
 */
export interface MoneyDocument<Source = unknown, Action extends string = string> extends Partial<StatusMachine<Action>> {
  readonly sourceType: SourceType;
  /** the name in messages ('bill', 'bill payment', ...) */
  readonly name: string;
  /** the one balanced entry the document posts; null when it posts nothing of its own (a voucher check) */
  readonly posting: ((source: Source, date: string, createdBy: number | null) => PostInput) | null;
  /** documents voided first, in this document's void (a bill's payment, a payment's check) */
  readonly voidsFirst: readonly SourceType[];
  /** documents voided with it (a standard check's own bill and payment) */
  readonly voidsWith: readonly SourceType[];
}

/** A document with rows and a status machine (bill, payment, check). */
export type StoredDocument<Source = unknown, Action extends string = string> = MoneyDocument<Source, Action> & StatusMachine<Action>;
