import { type BillPaymentRequest, billPaymentRequest } from './bill-payments.js';

/** One bill to pay: the discount, and what the screen showed (checked against the locked bill when sent). */
export interface BillToPay {
  billId: number;
  discountCents: number;
  amountDueCents?: number | null;
  paymentCents?: number | null;
}

/**
 * createBillPayment as the service takes it: the wire names (`account_id` for the bank account,
 * `bill_amount_info`, `discount`, ...) turned into domain input once, by billPaymentInputOf.
 */
export interface BillPaymentInput {
  /** the company a Super-Admin named (null: none named) */
  companyId: number | null;
  accountPayableId: number;
  bankAccountId: number;
  bills: BillToPay[];
  /** the client's today; null: the server's */
  date: string | null;
}

/** THE place a bill payment request's wire names become domain input. */
export const billPaymentInputOf = (v: BillPaymentRequest): BillPaymentInput => ({
  companyId: v.company_id,
  accountPayableId: v.account_payable_id,
  bankAccountId: v.account_id,
  bills: v.bill_amount_info.map((b) => ({ billId: b.bill_id, discountCents: b.discount ?? 0, amountDueCents: b.amount_due, paymentCents: b.payment })),
  date: v.date,
});

/**
 * createBillPayment's body: the payment form's schema (billPaymentRequest, which the web validates with)
 * transformed into a BillPaymentInput.
 */
export const billPaymentBody = billPaymentRequest.transform(billPaymentInputOf);
