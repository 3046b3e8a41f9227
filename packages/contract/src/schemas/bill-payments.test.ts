import { describe, expect, it } from 'vitest';
import { M } from '../messages.js';
import { BILL_PAYMENT_TEXT, billPaymentRequest, firstBillPaymentProblem } from './bill-payments.js';

const first = (input: unknown) => {
  const r = billPaymentRequest.safeParse(input);
  return r.success ? null : r.error.issues[0].message;
};

describe('billPaymentRequest', () => {
  it('answers the section 5 checks in order: account payable, bank account, at least one bill', () => {
    expect(first({})).toBe(M.selectAccountPayable);
    expect(first({ account_payable_id: '' })).toBe(M.selectAccountPayable);
    expect(first({ account_payable_id: 7 })).toBe(M.selectBankAccount);
    expect(first({ account_payable_id: 7, account_id: 0 })).toBe(M.selectBankAccount);
    expect(first({ account_payable_id: 7, account_id: '9' })).toBe(M.selectOneBill);
    expect(first({ account_payable_id: 7, account_id: 9, bill_amount_info: [] })).toBe(M.selectOneBill);
  });

  it('reads discounts and payments as cents; refuses negative, malformed, and a bill twice', () => {
    const ok = billPaymentRequest.parse({
      account_payable_id: 7,
      account_id: 9,
      bill_amount_info: [{ bill_id: 3, discount: '1,234.5', amount_due: 2000, payment: '' }],
    });
    expect(ok.bill_amount_info).toEqual([{ bill_id: 3, discount: 123450, amount_due: 200000, payment: null }]);
    expect(billPaymentRequest.parse({ account_payable_id: 7, account_id: 9, bill_amount_info: [{ bill_id: 3 }] }).bill_amount_info[0].discount).toBe(0);
    const base = { account_payable_id: 7, account_id: 9 };
    expect(first({ ...base, bill_amount_info: [{ bill_id: 3, discount: '-1' }] })).toBe(BILL_PAYMENT_TEXT.discountNegative);
    expect(first({ ...base, bill_amount_info: [{ bill_id: 3, discount: '1.001' }] })).toBe(BILL_PAYMENT_TEXT.discountInvalid);
    expect(first({ ...base, bill_amount_info: [{ bill_id: 3, discount: 0.005 }] })).toBe(BILL_PAYMENT_TEXT.discountInvalid);
    expect(first({ ...base, bill_amount_info: [{ bill_id: 3 }, { bill_id: '3' }] })).toBe(BILL_PAYMENT_TEXT.billTwice);
    expect(first({ ...base, bill_amount_info: [{ bill_id: 0 }] })).toBe(M.selectOneBill);
  });
});

describe('firstBillPaymentProblem (the screen)', () => {
  const full = { company_id: 1, account_payable_id: 7, account_id: 9, selected: 2, totalCents: 5000, balanceCents: 5000 };
  it('runs company (Super-Admin only), payable, bank, bills, then funds', () => {
    expect(firstBillPaymentProblem({ ...full, company_id: '' }, true)).toBe(M.billSelectCompany);
    expect(firstBillPaymentProblem({ ...full, company_id: '' }, false)).toBeNull();
    expect(firstBillPaymentProblem({ ...full, account_payable_id: '', account_id: '' }, false)).toBe(M.selectAccountPayable);
    expect(firstBillPaymentProblem({ ...full, account_id: 0, selected: 0 }, false)).toBe(M.selectBankAccount);
    expect(firstBillPaymentProblem({ ...full, selected: 0, totalCents: 9e9 }, false)).toBe(M.selectOneBill);
    expect(firstBillPaymentProblem({ ...full, totalCents: 5001 }, false)).toBe(M.insufficientFunds);
    // Exactly the balance is allowed; an unknown balance is left to the server.
    expect(firstBillPaymentProblem(full, true)).toBeNull();
    expect(firstBillPaymentProblem({ ...full, balanceCents: null, totalCents: 9e9 }, false)).toBeNull();
  });
});
