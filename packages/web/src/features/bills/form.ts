import { BILL_TEXT, type BillDetail, type BillRequestIn, billAmount, firstBillProblem, fromCents, localToday, toCents } from '@app/contract';

/** The bill form as typed: selects hold an id or '' (none chosen). */
export interface BillFormValues {
  company_id: number | '';
  date: string;
  refrence: string;
  bill_due: string;
  vendor_id: number | '';
  memo: string;
  amount_due: string;
  account_payable_id: number | '';
  account_id: number | '';
  description: string;
  fund_program_id: number | '';
  funtional_expenses_id: number | '';
  /** the PO Number as typed, and the id of the order it was looked up to (the bill's link) */
  po_number: string;
  purchase_order_id: number | '';
}

/** Today on the user's calendar, 'YYYY-MM-DD' (the contract's caller's-today rule, dates.ts). */
export { localToday };

/** "1234.5" shown as "1,234.50" once typed (the field is dollar-formatted). */
export function dollars(text: string): string {
  const cents = toCents(text);
  if (cents === null || text.trim() === '') return text;
  return fromCents(cents).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export const emptyBill = (companyId: number | ''): BillFormValues => ({
  company_id: companyId,
  date: localToday(),
  refrence: '',
  bill_due: '',
  vendor_id: '',
  memo: '',
  amount_due: '',
  account_payable_id: '',
  account_id: '',
  description: '',
  fund_program_id: '',
  funtional_expenses_id: '',
  po_number: '',
  purchase_order_id: '',
});

export const billToForm = (d: BillDetail['data']): BillFormValues => ({
  company_id: d.company_id,
  date: d.date,
  refrence: d.refrence,
  bill_due: d.bill_due,
  vendor_id: d.vendor_id,
  memo: d.memo,
  amount_due: dollars(d.amount_due),
  account_payable_id: d.account_payable_id,
  account_id: d.account_id,
  description: d.description,
  fund_program_id: d.fund_program_id,
  funtional_expenses_id: d.funtional_expenses_id,
  po_number: d.po_number ? String(d.po_number) : '',
  purchase_order_id: d.purchase_order_id ?? '',
});

/**
 * What the form checks on submit, in order: the nine checks of section 5, then the reference length, the due
 * date (not before today, unless unchanged on edit) and the amount. The first problem, or null.
 */
export function formProblem(v: BillFormValues, o: { needsCompany: boolean; originalDue?: string }): string | null {
  const first = firstBillProblem(v, o.needsCompany);
  if (first) return first;
  if (v.refrence.trim().length > 10) return BILL_TEXT.referenceTooLong;
  if (v.bill_due !== o.originalDue && v.bill_due < localToday()) return BILL_TEXT.duePast;
  const amount = billAmount.safeParse(v.amount_due);
  return amount.success ? null : (amount.error.issues[0]?.message ?? BILL_TEXT.amountInvalid);
}

export const toWire = ({ po_number: _typed, ...v }: BillFormValues, button: string): BillRequestIn => ({
  ...v,
  company_id: v.company_id || null,
  purchase_order_id: v.purchase_order_id || null,
  button_status: button,
});
