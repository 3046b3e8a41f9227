import { describe, expect, it } from 'vitest';
import { M } from '../messages.js';
import { BILL_TEXT, billAmount, billRequest, firstBillProblem } from './bills.js';

const full = {
  company_id: 3,
  refrence: 'INV-1',
  bill_due: '2030-01-31',
  vendor_id: 4,
  amount_due: '10.00',
  account_payable_id: 5,
  account_id: 6,
  fund_program_id: 7,
  funtional_expenses_id: 8,
};
const ORDER = [
  ['company_id', M.billSelectCompany],
  ['refrence', M.refrenceRequired],
  ['bill_due', M.dueDateRequired],
  ['vendor_id', M.billSelectVendor],
  ['amount_due', M.amountRequired],
  ['account_payable_id', M.selectPayable],
  ['account_id', M.selectCoa],
  ['fund_program_id', M.selectFundProgram],
  ['funtional_expenses_id', M.selectFunctionalExpenses],
] as const;

describe('the nine bill checks', () => {
  it('answer in the order of section 5: each field emptied alone gives its own text, the earliest wins', () => {
    expect(firstBillProblem(full, true)).toBeNull();
    for (const [field, message] of ORDER) expect(firstBillProblem({ ...full, [field]: '' }, true), field).toBe(message);
    // With every field empty, clearing them from the front reveals the next check each time.
    const empty: Record<string, unknown> = {};
    for (let i = 0; i < ORDER.length; i++) {
      expect(firstBillProblem(empty, true)).toBe(ORDER[i][1]);
      empty[ORDER[i][0]] = full[ORDER[i][0]];
    }
    expect(firstBillProblem({ ...full, company_id: '' }, false)).toBeNull();
    expect(firstBillProblem({ ...full, vendor_id: 0 }, false)).toBe(M.billSelectVendor);
  });

  it('the server schema reports the same first message for the same body', () => {
    for (const [field, message] of ORDER.slice(1)) {
      const res = billRequest.safeParse({ ...full, [field]: '' });
      expect(res.success).toBe(false);
      expect(res.error?.issues[0].message, field).toBe(message);
    }
  });
});

describe('bill amount', () => {
  it('takes dollars with at most two decimals, more than zero, at most the maximum', () => {
    expect(billAmount.parse('1,250.5')).toBe(125050);
    expect(billAmount.parse(12.34)).toBe(1234);
    expect(billAmount.parse('10000000000000.00')).toBe(1_000_000_000_000_000);
    const message = (v: unknown) => billAmount.safeParse(v).error?.issues[0].message;
    expect(message('1.234')).toBe(BILL_TEXT.amountInvalid);
    expect(message(1.234)).toBe(BILL_TEXT.amountInvalid);
    expect(message('-1')).toBe(BILL_TEXT.amountPositive);
    expect(message('0.00')).toBe(BILL_TEXT.amountPositive);
    expect(message('10000000000000.01')).toBe(BILL_TEXT.amountTooLarge);
    // more whole digits than any allowed amount: still "too large", never "at most two decimals"
    expect(message('100000000000000')).toBe(BILL_TEXT.amountTooLarge);
    expect(message('999,999,999,999,999.99')).toBe(BILL_TEXT.amountTooLarge);
    expect(message('')).toBe(M.amountRequired);
    expect(message(null)).toBe(M.amountRequired);
  });

  it('a reference of more than 10 characters is refused', () => {
    expect(billRequest.safeParse({ ...full, refrence: 'ABCDEFGHIJK' }).error?.issues[0].message).toBe('Reference # can be at most 10 characters');
    expect(billRequest.safeParse({ ...full, refrence: ' ABCDEFGHIJ ' }).data?.refrence).toBe('ABCDEFGHIJ');
  });
});
