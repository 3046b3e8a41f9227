import { type CheckRequestIn, type CheckType, fromCents, toCents } from '@app/contract';
import type { BillFieldValues } from '../bills/BillFields';

/** The check screen's values (both kinds; the radio decides which are sent): a standard check has a bill's fields. */
export interface CheckFormValues extends BillFieldValues {
  company_id: number | '';
  bank_account_id: number | '';
  check_number: string;
  memo: string;
}

export const emptyCheck: CheckFormValues = {
  company_id: '',
  bank_account_id: '',
  check_number: '',
  memo: '',
  refrence: '',
  bill_due: '',
  vendor_id: '',
  amount_due: '',
  account_payable_id: '',
  account_id: '',
  fund_program_id: '',
  funtional_expenses_id: '',
};

/** The createChecks body of a submission. */
export function toWire(type: CheckType, v: CheckFormValues, paymentIds: number[], amountCents: number, today: string): CheckRequestIn {
  const common = {
    company_id: v.company_id || null,
    check_type: type,
    check_number: v.check_number.trim(),
    memo: v.memo,
    bank_account_id: v.bank_account_id,
    check_current_date: today,
    status: 1,
  };
  if (type === 'voucher') return { ...common, check_amount: fromCents(amountCents), check_list: paymentIds.map((id) => ({ bill_payment_id: id })) };
  const { refrence, bill_due, vendor_id, amount_due, account_payable_id, account_id, fund_program_id, funtional_expenses_id } = v;
  return {
    ...common,
    refrence,
    bill_due,
    vendor_id,
    amount_due,
    check_amount: amount_due,
    account_payable_id,
    account_id,
    fund_program_id,
    funtional_expenses_id,
  };
}

/** Sum of the selected rows' payments, in cents. */
export const selectedTotal = (rows: Array<{ bill_payment_id: number; amount: string }>, selected: Set<number>) =>
  rows.filter((r) => selected.has(r.bill_payment_id)).reduce((s, r) => s + (toCents(r.amount) ?? 0), 0);
