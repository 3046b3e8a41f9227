import { TRANSFER_STATUS, TRANSFER_STATUS_NAMES } from '@app/contract';
import { transfers } from '../../db/schema/index.js';
import { namedBy, type StoredDocument, storedIn } from '../../documents/money-document.js';
import { TRANSFER_SOURCE, type TransferForPosting, transferPosting } from './transfer.postings.js';

const { Posted, Void } = TRANSFER_STATUS;

/** A transfer between two bank accounts of a company: Dr the one it goes to / Cr the one it leaves. Posted -> Void. */
export const transferDocument: StoredDocument<TransferForPosting, 'void'> = {
  sourceType: TRANSFER_SOURCE,
  name: 'transfer',
  store: storedIn(transfers),
  initial: Posted,
  statusName: namedBy(TRANSFER_STATUS_NAMES),
  transitions: { void: { from: [Posted], to: Void } },
  posting: (t, date, createdBy) => transferPosting(t, date, createdBy),
  voidsFirst: [],
  voidsWith: [],
};
