import { BILL_TEXT, type BillDetail, type Form1099Box, type BillRequestIn, billRequest, formatUsd, M, toCents } from '@app/contract';
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
  /** the vendor's invoice date (issue 28.2) */
  invoice_date: string;
  /** split (issue 28.1): the lines replace the single COA, fund, functional expense and description */
  split: boolean;
  lines: BillLineValues[];
  /** a one-line bill's 1099 box (issue 28.7); '' = the vendor's default, decided when the 1099s are made */
  form_1099_box: Form1099Box | '';
}

/** A line of a split bill as typed. */
export interface BillLineValues {
  account_id: number | '';
  fund_program_id: number | '';
  funtional_expenses_id: number | '';
  memo: string;
  amount: string;
  /** where the line's payments go on the 1099s; '' = the vendor's default box (followed if the vendor's changes) */
  form_1099_box: Form1099Box | '';
}

export const emptyLine = (): BillLineValues => ({
  account_id: '',
  fund_program_id: '',
  funtional_expenses_id: '',
  memo: '',
  amount: '',
  form_1099_box: '',
});

/** What the lines add up to, in cents (a line not yet a valid amount counts 0). */
export const linesTotalCents = (lines: ReadonlyArray<Pick<BillLineValues, 'amount'>> | undefined) =>
  (lines ?? []).reduce((sum, l) => sum + (toCents(String(l.amount ?? '').replace(/[$,\s]/g, '')) ?? 0), 0);

/**
 * Split: the single fields become the first line (with the whole amount and the 1099 box chosen) and an empty
 * second line follows.
 */
export function splitLines(v: BillFormValues): BillLineValues[] {
  const first = {
    account_id: v.account_id,
    fund_program_id: v.fund_program_id,
    funtional_expenses_id: v.funtional_expenses_id,
    memo: v.description,
    amount: v.amount_due,
    form_1099_box: v.form_1099_box,
  };
  return [first, emptyLine()];
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
  invoice_date: '',
  split: false,
  lines: [],
  form_1099_box: '',
});

export const billToForm = (d: BillDetail['data'], lines: BillDetail['lines'] = []): BillFormValues => ({
  invoice_date: d.invoice_date ?? '',
  split: lines.length > 1,
  lines:
    lines.length > 1
      ? lines.map((l) => ({
          account_id: l.account_id,
          fund_program_id: l.fund_program_id,
          funtional_expenses_id: l.funtional_expenses_id,
          memo: l.memo,
          amount: groupedAmount(l.amount),
          form_1099_box: l.form_1099_box ?? '',
        }))
      : [],
  form_1099_box: lines.length === 1 ? (lines[0].form_1099_box ?? '') : '',
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
  if (v.split) {
    const total = linesTotalCents(v.lines);
    const due = toCents(v.amount_due.replace(/[$,\s]/g, '')) ?? 0;
    if (total !== due) return BILL_TEXT.linesTotal(formatUsd(total), formatUsd(due));
  }
  return null;
}

const money = (s: string) => s.replace(/[$,\s]/g, '');

export const toWire = ({ po_number: _typed, split, lines, form_1099_box, ...v }: BillFormValues, button: string): BillRequestIn => {
  const base = {
    ...v,
    company_id: v.company_id || null,
    purchase_order_id: v.purchase_order_id || null,
    invoice_date: v.invoice_date || null,
    button_status: button,
  };
  if (!split || !lines.length) {
    // A one-line bill sends its line only to carry a chosen 1099 box; otherwise it is the specification's body.
    if (!form_1099_box) return base;
    const line = { account_id: v.account_id, fund_program_id: v.fund_program_id, funtional_expenses_id: v.funtional_expenses_id };
    return { ...base, lines: [{ ...line, memo: v.description, amount: money(v.amount_due), form_1099_box }] };
  }
  // A split bill: its single fields are the first line's (the server checks the same).
  const first = lines[0];
  return {
    ...base,
    account_id: first.account_id,
    fund_program_id: first.fund_program_id,
    funtional_expenses_id: first.funtional_expenses_id,
    description: first.memo,
    lines: lines.map((l) => ({ ...l, amount: money(l.amount), form_1099_box: l.form_1099_box || null })),
  };
};
