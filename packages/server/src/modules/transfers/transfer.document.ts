import { TRANSFER_STATUS, TRANSFER_STATUS_NAMES } from '@app/contract';
import { transfers } from '../../db/schema/index.js';
import type { StoredDocument } from '../../documents/money-document.js';
import { TRANSFER_SOURCE, type TransferForPosting, transferPosting } from './transfer.postings.js';

const { Posted, Void } = TRANSFER_STATUS;

/** A transfer between two bank accounts of a company: Dr the one it goes to / Cr the one it leaves. Posted -> Void. */
export const transferDocument: StoredDocument<TransferForPosting, 'void'> = {
  sourceType: TRANSFER_SOURCE,
  name: 'transfer',
  store: { table: transfers, id: transfers.id, companyId: transfers.companyId, status: transfers.status },
  initial: Posted,
  statusName: (s) => TRANSFER_STATUS_NAMES[s] ?? String(s),
  transitions: { void: { from: [Posted], to: Void } },
  posting: (t, date, createdBy) => transferPosting(t, date, createdBy),
  voidsFirst: [],
  voidsWith: [],
};
