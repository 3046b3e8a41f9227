import { describe, expect, it } from 'vitest';
import { M } from '../messages.js';
import { CHECK_TEXT, checkListIds, checkProblems, checkRequest } from './checks.js';

const standard = {
  check_type: 'standard',
  refrence: '123',
  bill_due: '2030-01-01',
  amount_due: '10.00',
  vendor_id: 1,
  account_payable_id: 2,
  account_id: 3,
  fund_program_id: 4,
  funtional_expenses_id: 5,
  bank_account_id: 6,
};
const first = (v: Record<string, unknown>, side: 'client' | 'server' = 'client', needsCompany = false) =>
  checkProblems(v, { needsCompany, side })[0]?.message ?? null;

describe('check rules of section 5', () => {
  it('voucher: company, then a row, then the bank account', () => {
    expect(first({ check_type: 'voucher' }, 'client', true)).toBe(M.billSelectCompany);
    expect(first({ check_type: 'voucher', bank_account_id: 1 })).toBe(M.checkSelectBill);
    expect(first({ check_type: 'voucher', check_list: [7] })).toBe(M.checkSelectBank);
    expect(first({ check_type: 'voucher', check_list: [7], bank_account_id: 1 })).toBeNull();
  });

  it('standard: the messages in the order the specification lists them', () => {
    const drop = (k: string) => Object.fromEntries(Object.entries(standard).filter(([key]) => key !== k));
    expect(first(drop('refrence'))).toBe(M.refrenceRequired);
    expect(first(drop('refrence'), 'server')).toBe(M.referenceMandatory);
    expect(first(drop('bill_due'))).toBe(M.billDueRequired);
    expect(first(drop('amount_due'))).toBe(M.amountDueRequired);
    expect(first(drop('vendor_id'))).toBe(M.checkSelectVendor);
    expect(first(drop('account_payable_id'))).toBe(M.checkSelectPayable);
    expect(first(drop('fund_program_id'))).toBe(M.fundProgramMandatory);
    expect(first({ ...standard, refrence: '12a' })).toBe(M.referenceNumeric);
    expect(first(standard)).toBeNull();
  });

  it('check number digits only, memo at most 500', () => {
    const ok = { check_type: 'voucher', check_list: [1], bank_account_id: 1 };
    expect(first({ ...ok, check_number: '1e3' })).toBe(CHECK_TEXT.numberDigits);
    expect(first({ ...ok, check_number: '0' })).toBe('Check # must be at least 1.');
    expect(first({ ...ok, check_number: '000' })).toBe(M.checkNumberMin);
    expect(first({ ...ok, check_number: '1234567890123456' })).toBe(CHECK_TEXT.numberTooLong);
    expect(first({ ...ok, check_number: ' 42 ' })).toBeNull();
    expect(first({ ...ok, memo: 'm'.repeat(500) })).toBeNull();
    expect(first({ ...ok, memo: 'm'.repeat(501) })).toBe(M.memoTooLong);
  });

  it('check_list accepts ids and { bill_payment_id } rows; the request maps to clean names', () => {
    expect(checkListIds([1, '2', { bill_payment_id: 3 }])).toEqual([1, 2, 3]);
    expect(checkListIds([0])).toBeNull();
    const parsed = checkRequest.parse({ ...standard, check_number: '0042', company_id: '9', amount_due: '1,234.50' });
    expect(parsed).toMatchObject({ companyId: 9, type: 'standard', checkNumber: 42, bankAccountId: 6, standard: { amountDueCents: 123450, reference: '123' } });
  });
});
