import { CHECK_STATUS, CHECK_STATUS_NAMES } from '@app/contract';
import { checks } from '../../db/schema/index.js';
import { namedBy, type StoredDocument, storedIn } from '../../documents/money-document.js';

/** The journal source type of checks (its label is declared with the others in the contract). */
export const CHECK_SOURCE = 'check';

/**
 * A check posts nothing of its own: a voucher check carries payments that already moved the money (its void
 * returns them and their bills to Paid); a standard check is a bill and its payment made in one step, and its
 * void takes that bill and payment with it. Check -> Void; a voided check keeps its number.
 */
export const checkDocument: StoredDocument<unknown, 'void'> = {
  sourceType: CHECK_SOURCE,
  name: 'check',
  store: storedIn(checks),
  initial: CHECK_STATUS.Check,
  statusName: namedBy(CHECK_STATUS_NAMES),
  transitions: { void: { from: [CHECK_STATUS.Check], to: CHECK_STATUS.Void } },
  posting: null,
  voidsFirst: [],
  voidsWith: ['bill', 'bill_payment'],
};
