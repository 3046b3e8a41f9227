import { BILL_STATUS, BILL_STATUS_NAMES } from '@app/contract';
import { bills } from '../../db/schema/index.js';
import { namedBy, type StoredDocument, storedIn } from '../../documents/money-document.js';
import { BILL_SOURCE, billPosting, type PostedBill } from './bills.postings.js';

const { Created, Void, Paid, Check } = BILL_STATUS;

/**
 * The bill (DESIGN.md sections 5 and 6): posts Dr its account / Cr Accounts Payable; Created -> Paid (its payment)
 * -> Check (that payment on a check); Void from any of them once what stands on it is voided (its payment, and
 * so that payment's check). Only a Created bill is edited (reverse and post again).
 */
export const billDocument: StoredDocument<PostedBill, 'pay' | 'putOnCheck' | 'releaseFromCheck' | 'reopen' | 'void'> = {
  sourceType: BILL_SOURCE,
  name: 'bill',
  store: storedIn(bills),
  initial: Created,
  statusName: namedBy(BILL_STATUS_NAMES),
  transitions: {
    pay: { from: [Created], to: Paid }, // its payment was made
    putOnCheck: { from: [Paid], to: Check }, // its payment went on a voucher check
    releaseFromCheck: { from: [Check], to: Paid }, // that check was voided: reprint on a new one
    reopen: { from: [Paid], to: Created }, // its payment was voided
    void: { from: [Created], to: Void }, // after its payment (if any) was voided
  },
  posting: billPosting,
  voidsFirst: ['bill_payment'],
  voidsWith: [],
};
