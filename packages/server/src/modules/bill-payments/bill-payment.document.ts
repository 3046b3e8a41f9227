import { BILL_PAYMENT_STATUS, BILL_PAYMENT_STATUS_NAMES } from '@app/contract';
import { billPayments } from '../../db/schema/index.js';
import { namedBy, type StoredDocument, storedIn } from '../../documents/money-document.js';
import type { PostedBillLine } from '../bills/bills.postings.js';
import type { Bill } from '../bills/bills.repo.js';
import { BILL_PAYMENT_SOURCE, type PostedPayment, paymentPosting } from './bill-payments.postings.js';

const { Paid, Check, Void } = BILL_PAYMENT_STATUS;

/**
 * A bill payment pays one bill in full: Dr A/P / Cr bank / Cr the bill's account (discount). Paid -> Check (on a
 * voucher or standard check) -> Paid again when that check is voided; Void from Paid, after its check is voided.
 */
export const billPaymentDocument: StoredDocument<
  { bill: Bill & { lines?: readonly PostedBillLine[] }; payment: PostedPayment },
  'putOnCheck' | 'releaseFromCheck' | 'void'
> = {
  sourceType: BILL_PAYMENT_SOURCE,
  name: 'bill payment',
  store: storedIn(billPayments),
  initial: Paid,
  statusName: namedBy(BILL_PAYMENT_STATUS_NAMES),
  transitions: {
    putOnCheck: { from: [Paid], to: Check },
    releaseFromCheck: { from: [Check], to: Paid },
    void: { from: [Paid], to: Void }, // after its check (if any) released it
  },
  posting: ({ bill, payment }, date, createdBy) => paymentPosting(bill, payment, date, createdBy),
  voidsFirst: ['check'],
  voidsWith: [],
};
