import { describe, expect, it } from 'vitest';
import { checkLines } from '../../ledger/index.js';
import type { Bill } from '../bills/bills.repo.js';
import { BILL_PAYMENT_SOURCE, paymentPosting } from './bill-payments.postings.js';

const bill = {
  id: 4,
  companyId: 2,
  billNumber: 17,
  reference: 'INV-9',
  accountPayableId: 20,
  accountId: 52,
  fundProgramId: 6,
  functionalExpenseId: 8,
  vendorId: 11,
} as Bill;
const pay = (amountDueCents: number, discountCents: number) => ({
  id: 30,
  bankAccountId: 10,
  amountDueCents,
  discountCents,
  paymentCents: amountDueCents - discountCents,
});
const shape = (p: ReturnType<typeof paymentPosting>) => p.lines.map((l) => [l.accountId, l.debitCents, l.creditCents]);

describe('paymentPosting', () => {
  it('Dr A/P the amount due / Cr bank the payment / Cr the expense account the discount, tagged, source bill_payment', () => {
    const p = paymentPosting(bill, pay(10000, 1250), '2026-11-22', 5);
    expect(p).toMatchObject({ companyId: 2, date: '2026-11-22', sourceType: BILL_PAYMENT_SOURCE, sourceId: 30, createdBy: 5 });
    expect(shape(p)).toEqual([
      [20, 10000, 0],
      [10, 0, 8750],
      [52, 0, 1250],
    ]);
    expect(p.lines.every((l) => l.fundProgramId === 6 && l.functionalExpenseId === 8 && l.vendorId === 11)).toBe(true);
    expect(() => checkLines(p.lines)).not.toThrow();
  });

  it('leaves out the zero lines: no discount line without a discount, no bank line when discounted in full', () => {
    expect(shape(paymentPosting(bill, pay(500, 0), '2026-11-22', null))).toEqual([
      [20, 500, 0],
      [10, 0, 500],
    ]);
    const full = paymentPosting(bill, pay(500, 500), '2026-11-22', null);
    expect(shape(full)).toEqual([
      [20, 500, 0],
      [52, 0, 500],
    ]);
    expect(() => checkLines(full.lines)).not.toThrow();
  });
});
