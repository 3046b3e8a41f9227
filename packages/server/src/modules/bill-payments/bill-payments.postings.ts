import type { PostInput } from '../../ledger/index.js';
import type { Bill } from '../bills/bills.repo.js';

/** The journal source type of bill payments (DESIGN.md section 5); the source id is the payment id. */
export const BILL_PAYMENT_SOURCE = 'bill_payment';

export interface PostedPayment {
  id: number;
  bankAccountId: number;
  amountDueCents: number;
  discountCents: number;
  paymentCents: number;
}

/**
 * Per paid bill: Dr Accounts Payable the amount due / Cr bank the payment / Cr the bill's expense account
 * the discount (when any), every line tagged with the bill's fund program, functional expense and vendor.
 * A bill discounted in full moves no money: its bank line is left out (the ledger refuses zero lines).
 */
export function paymentPosting(bill: Bill, payment: PostedPayment, date: string, createdBy: number | null): PostInput {
  const tags = { fundProgramId: bill.fundProgramId, functionalExpenseId: bill.functionalExpenseId, vendorId: bill.vendorId };
  const memo = `Payment of Bill #${bill.billNumber} (Ref ${bill.reference})`;
  const lines: PostInput['lines'] = [{ accountId: bill.accountPayableId, debitCents: payment.amountDueCents, creditCents: 0, ...tags, memo }];
  if (payment.paymentCents > 0) lines.push({ accountId: payment.bankAccountId, debitCents: 0, creditCents: payment.paymentCents, ...tags, memo });
  if (payment.discountCents > 0)
    lines.push({ accountId: bill.accountId, debitCents: 0, creditCents: payment.discountCents, ...tags, memo: `Discount on Bill #${bill.billNumber}` });
  return { companyId: bill.companyId, date, sourceType: BILL_PAYMENT_SOURCE, sourceId: payment.id, memo, createdBy, lines };
}
