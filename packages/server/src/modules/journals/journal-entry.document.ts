import type { MoneyDocument } from '../../documents/money-document.js';
import type { InterfundKind, PostLine } from '../../ledger/index.js';

/** Manual entries (opening balances, corrections) are the ones the journal screen makes and may reverse. */
export const MANUAL = 'manual';

/** A manual entry as entered (lines in cents). */
export interface ManualEntrySource {
  companyId: number;
  memo: string | null | undefined;
  lines: PostLine[];
  /** a bank taken below zero, confirmed by its author (issue 21.6), recorded on the entry */
  bankBelowZeroConfirmed?: boolean;
  /** a new entry: refused below zero on a bank unless confirmed, checked by post() under the bank's lock */
  bankFloor?: { confirmed: boolean };
  /** an interfund loan or transfer: the ledger completes each fund's side (issue 24) */
  interfund?: InterfundKind;
  /** refused (404) when the company is not there or deleted, read with the posting's references */
  liveCompany?: boolean;
}

/**
 * A manual journal entry posts exactly what was entered (it must balance). No status column: it is Posted,
 * Reversed or a Reversal by its links, and is undone by a reversal (journals), never edited.
 */
export const journalEntryDocument: MoneyDocument<ManualEntrySource> = {
  sourceType: MANUAL,
  name: 'journal entry',
  posting: (e, date, createdBy) => ({ ...e, date, sourceType: MANUAL, createdBy }),
  voidsFirst: [],
  voidsWith: [],
};
