import type { SourceType } from '@app/contract';
import { billPaymentDocument } from '../modules/bill-payments/bill-payment.document.js';
import { voidLivePaymentOfBill } from '../modules/bill-payments/bill-payments.void.js';
import { billDocument } from '../modules/bills/bill.document.js';
import { voidCheckOfPayment, voidOwnBillOfCheck } from '../modules/checks/checks.void.js';
import { checkDocument } from '../modules/checks/check.document.js';
import { depositDocument } from '../modules/deposits/deposit.document.js';
import { journalEntryDocument } from '../modules/journals/journal-entry.document.js';
import { transferDocument } from '../modules/transfers/transfer.document.js';
import { remittanceDocument } from '../modules/remittances/remittance.document.js';
import { openingBalanceDocument } from '../modules/opening-balances/opening-balance.document.js';
import type { MoneyDocument } from './money-document.js';
import type { VoidCascade } from './void-cascade.js';

/**
 * Every money document, by its source type. Keyed by the contract's closed SOURCE_TYPES: a source type added
 * there without its declaration here does not compile (registry.test.ts checks each is filed under its own type).
 */
export const DOCUMENTS = {
  manual: journalEntryDocument,
  opening_balance: openingBalanceDocument,
  bill: billDocument,
  bill_payment: billPaymentDocument,
  check: checkDocument,
  deposit: depositDocument,
  transfer: transferDocument,
  remittance: remittanceDocument,
} satisfies Record<SourceType, MoneyDocument<any, any>>;

/**
 * The void cascade, composed here where the app is built (app.ts puts it in the deps), in the one lock order
 * of every void (bills, then payments, then the check: modules/bills/void-locks.ts):
 *   bill -> its live payment -> that payment's check (the check's other payments back to Paid);
 *   standard check -> its own bill -> that bill's payment.
 * Each step is the module's own function; the cascade object is passed on, so a step can void further down.
 */
export function composeVoidCascade(): VoidCascade {
  const cascade: VoidCascade = {
    bill: (ctx) => voidLivePaymentOfBill(ctx, cascade),
    bill_payment: (ctx) => voidCheckOfPayment(ctx),
    check: (ctx) => voidOwnBillOfCheck(ctx, cascade),
  };
  return cascade;
}
