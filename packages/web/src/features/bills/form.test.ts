import { BILL_PAYMENT_TEXT, BILL_TEXT, M } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { localToday } from '../../components/today';
import { paymentProblem } from '../bill-payments/form';
import { type BillFormValues, emptyBill, emptyLine, formProblem, splitLines, toWire } from './form';

// The forms run the contract's request schemas, so their first message is the server's; each field keeps
// the message it had when the form listed the checks itself.
const filled: BillFormValues = {
  ...emptyBill(''),
  refrence: 'INV-1',
  bill_due: localToday(),
  vendor_id: 3,
  amount_due: '1,234.50',
  account_payable_id: 4,
  account_id: 5,
  fund_program_id: 6,
  funtional_expenses_id: 7,
};
const bill = (change: Partial<BillFormValues>, needsCompany = false) => formProblem({ ...filled, ...change }, { needsCompany });

describe('the bill form', () => {
  it('accepts a complete bill', () => expect(bill({})).toBeNull());

  it('says of each field what it said before', () => {
    expect(bill({ company_id: '' }, true)).toBe(M.billSelectCompany);
    expect(bill({ refrence: ' ' })).toBe(M.refrenceRequired);
    expect(bill({ refrence: 'INV-2026-0042' })).toBe(BILL_TEXT.referenceTooLong);
    expect(bill({ bill_due: '' })).toBe(M.dueDateRequired);
    expect(bill({ bill_due: '2000-01-01' })).toBe(BILL_TEXT.duePast);
    expect(bill({ vendor_id: '' })).toBe(M.billSelectVendor);
    expect(bill({ amount_due: '' })).toBe(M.amountRequired);
    expect(bill({ amount_due: '1.001' })).toBe(BILL_TEXT.amountInvalid);
    expect(bill({ amount_due: '100000000000000' })).toBe('The amount cannot be more than 10,000,000,000,000.00.');
    expect(bill({ account_payable_id: '' })).toBe(M.selectPayable);
    expect(bill({ account_id: '' })).toBe(M.selectCoa);
    expect(bill({ fund_program_id: '' })).toBe(M.selectFundProgram);
    expect(bill({ funtional_expenses_id: '' })).toBe(M.selectFunctionalExpenses);
  });

  it('answers in the order of the contract, as the server does', () => {
    expect(bill({ refrence: '', vendor_id: '' })).toBe(M.refrenceRequired);
    expect(bill({ refrence: 'INV-2026-0042', amount_due: '100000000000000' })).toBe(BILL_TEXT.referenceTooLong);
    expect(bill({ vendor_id: '', account_id: '' })).toBe(M.billSelectVendor);
  });

  it('keeps an unchanged past due date on edit', () =>
    expect(formProblem({ ...filled, bill_due: '2000-01-01' }, { needsCompany: false, originalDue: '2000-01-01' })).toBeNull());
});

describe("the bill's 1099 box (issue 28.7)", () => {
  it('a one-line bill without a box sends the specification body; with one, its single line carries it', () => {
    expect(toWire(filled, 'save_and_new').lines).toBeUndefined();
    const wire = toWire({ ...filled, description: 'Lawn', form_1099_box: 'nec' }, 'save_and_new');
    expect(wire.lines).toEqual([{ account_id: 5, fund_program_id: 6, funtional_expenses_id: 7, memo: 'Lawn', amount: '1234.50', form_1099_box: 'nec' }]);
  });

  it("split lines keep the box chosen; none chosen is sent as null (the vendor's default)", () => {
    const lines = splitLines({ ...filled, form_1099_box: 'misc_rent' });
    expect(lines.map((l) => l.form_1099_box)).toEqual(['misc_rent', '']);
    lines[1] = { ...emptyLine(), account_id: 5, fund_program_id: 6, funtional_expenses_id: 7, amount: '0.50' };
    lines[0].amount = '1,234.00';
    const wire = toWire({ ...filled, split: true, lines }, 'save_and_new');
    expect(wire.lines?.map((l) => [l.amount, l.form_1099_box])).toEqual([
      ['1234.00', 'misc_rent'],
      ['0.50', null],
    ]);
  });
});

describe('the payment form', () => {
  const rows = [
    {
      id: 1,
      bill_number: 1,
      bill_due: '2026-12-01',
      refrence: 'A',
      vendor_name: 'V',
      amount_due: '100.00',
      fund_program_name: 'F',
      functional_expense_name: 'E',
    },
  ];
  const values: { company_id: number | ''; account_payable_id: number | ''; account_id: number | '' } = {
    company_id: '',
    account_payable_id: 4,
    account_id: 5,
  };
  const pay = (change: Partial<typeof values>, selected: Record<number, string> = { 1: '0.00' }, balanceCents: number | null = 100_00) =>
    paymentProblem({ ...values, ...change }, rows, selected, { needsCompany: false, balanceCents });

  it('accepts a payment the bank can make', () => expect(pay({})).toBeNull());

  it('says of each field what it said before', () => {
    expect(paymentProblem(values, rows, { 1: '0' }, { needsCompany: true, balanceCents: null })).toBe(M.billSelectCompany);
    expect(pay({ account_payable_id: '' })).toBe(M.selectAccountPayable);
    expect(pay({ account_id: '' })).toBe(M.selectBankAccount);
    expect(pay({}, {})).toBe(M.selectOneBill);
    expect(pay({}, { 1: 'abc' })).toBe(BILL_PAYMENT_TEXT.discountInvalid);
    expect(pay({}, { 1: '-1' })).toBe(BILL_PAYMENT_TEXT.discountNegative);
    expect(pay({}, { 1: '100.01' })).toBe(BILL_PAYMENT_TEXT.discountTooLarge);
    expect(pay({}, { 1: '0' }, 99_99)).toBe(M.insufficientFunds);
    expect(pay({}, { 1: '5,432.10' }, 0)).toBe(BILL_PAYMENT_TEXT.discountTooLarge);
  });
});
