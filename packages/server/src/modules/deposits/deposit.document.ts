import { DEPOSIT_STATUS, DEPOSIT_STATUS_NAMES } from '@app/contract';
import { deposits } from '../../db/schema/index.js';
import { namedBy, type StoredDocument, storedIn } from '../../documents/money-document.js';
import { DEPOSIT_SOURCE, type DepositForPosting, depositPosting, type LineForPosting } from './deposit.postings.js';

const { Posted, Void } = DEPOSIT_STATUS;

/**
 * A deposit: Dr bank per fund / Cr each line's account in its fund. Posted -> Void (a dated reversal of
 * everything it posted, its returned checks' entries included). A returned check posts under the deposit's
 * source (deposits.returns.ts) and changes no status.
 */
export const depositDocument: StoredDocument<{ deposit: DepositForPosting; lines: readonly LineForPosting[] }, 'void'> = {
  sourceType: DEPOSIT_SOURCE,
  name: 'deposit',
  store: storedIn(deposits),
  initial: Posted,
  statusName: namedBy(DEPOSIT_STATUS_NAMES),
  transitions: { void: { from: [Posted], to: Void } },
  posting: ({ deposit, lines }, date, createdBy) => depositPosting(deposit, lines, date, createdBy),
  voidsFirst: [],
  voidsWith: [],
};
