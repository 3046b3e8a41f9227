import { BILL_TEXT, type BillDetail, type BillRequestIn, billRequest, M } from '@app/contract';
import { groupedAmount } from '../../components/money';
import { localToday } from '../../components/today';

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
  amount_due: groupedAmount(d.amount_due),
  account_payable_id: d.account_payable_id,
  account_id: d.account_id,
  description: d.description,
  fund_program_id: d.fund_program_id,
  funtional_expenses_id: d.funtional_expenses_id,
  po_number: d.po_number ? String(d.po_number) : '',
  purchase_order_id: d.purchase_order_id ?? '',
});

/**
 * What the form checks on submit, in the server's order: a Super-Admin's company (the server checks it before
 * the body), then the contract's request schema (the nine checks of section 5 with each field's limits, in its
 * key order), then the due date (not before today, unless unchanged on edit). The first problem, or null.
 */
export function formProblem(v: BillFormValues, o: { needsCompany: boolean; originalDue?: string }): string | null {
  if (o.needsCompany && !v.company_id) return M.billSelectCompany;
  const parsed = billRequest.safeParse(toWire(v, 'check'));
  if (!parsed.success) return parsed.error.issues[0]?.message ?? M.billFailure;
  if (v.bill_due !== o.originalDue && v.bill_due < localToday()) return BILL_TEXT.duePast;
  return null;
}

export const toWire = ({ po_number: _typed, ...v }: BillFormValues, button: string): BillRequestIn => ({
  ...v,
  company_id: v.company_id || null,
  purchase_order_id: v.purchase_order_id || null,
  button_status: button,
});
