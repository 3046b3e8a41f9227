import type { PostInput } from '../../ledger/index.js';
import type { Bill } from '../bills/bills.repo.js';
import { linesOfBill, type PostedBillLine } from '../bills/bills.postings.js';
import { splitByLargestRemainder } from '../bills/split.js';

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
 * Per line of the paid bill: Dr Accounts Payable the line's amount / Cr bank the line's share of the payment /
 * Cr the line's account its share of the discount, every line tagged with that bill line's fund program,
 * functional expense and the vendor. The payment is split across the lines in proportion to their amounts,
 * by largest remainder (split.ts), and each line's discount is what is left of its amount: so each line,
 * hence each fund, balances by itself. A zero share is left out (the ledger refuses zero lines).
 */
export function paymentPosting(bill: Bill & { lines?: readonly PostedBillLine[] }, payment: PostedPayment, date: string, createdBy: number | null): PostInput {
  const billLines = linesOfBill(bill);
  const amounts = billLines.map((l) => l.amountCents);
  // A one-line bill's line is its amount due; several lines add up to it (checked when the bill was saved).
  const due = billLines.length === 1 ? [payment.amountDueCents] : amounts;
  const paid = splitByLargestRemainder(payment.paymentCents, due);
  const memo = `Payment of Bill #${bill.billNumber} (Ref ${bill.reference})`;
  const lines: PostInput['lines'] = [];
  billLines.forEach((line, i) => {
    const tags = { fundProgramId: line.fundProgramId, functionalExpenseId: line.functionalExpenseId, vendorId: bill.vendorId };
    const discount = due[i] - paid[i];
    lines.push({ accountId: bill.accountPayableId, debitCents: due[i], creditCents: 0, ...tags, memo });
    if (paid[i] > 0) lines.push({ accountId: payment.bankAccountId, debitCents: 0, creditCents: paid[i], ...tags, memo });
    if (discount > 0) lines.push({ accountId: line.accountId, debitCents: 0, creditCents: discount, ...tags, memo: `Discount on Bill #${bill.billNumber}` });
  });
  // No savepoint: a payment's transaction fails as a whole on any refusal (payBillsNamed), and the posting
  // runs under the bank account's lock.
  return { companyId: bill.companyId, date, sourceType: BILL_PAYMENT_SOURCE, sourceId: payment.id, memo, createdBy, lines, noSavepoint: true };
}
