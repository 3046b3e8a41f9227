import type { Form1099Box } from './w9.js';
import { type BillLineRequest, type BillRequest, billRequest } from './bills.js';

/** One line of a bill in domain names (cents, ids; no wire spellings such as `funtional_expenses_id`). */
export interface BillLineInput {
  accountId: number;
  fundProgramId: number;
  functionalExpenseId: number;
  memo: string;
  amountCents: number;
  form1099Box: Form1099Box | null;
}

/**
 * A bill as the bills service takes it (createPayBills, updateBill, a standard check's bill, an opening bill, a
 * recurring bill): the request's wire names (`refrence`, `amount_due`, `funtional_expenses_id`, ...) turned into
 * domain input once, by billInputOf. Refusals still name the wire fields (`errors.refrence`).
 */
export interface BillInput {
  /** the company a Super-Admin named (null: none named) */
  companyId: number | null;
  reference: string;
  billDue: string;
  vendorId: number;
  amountDueCents: number;
  accountPayableId: number;
  /** the single fields: a bill's one line, or a split bill's first line's (the lines then say what posts) */
  accountId: number;
  fundProgramId: number;
  functionalExpenseId: number;
  memo: string;
  /** the form's Memo/Description: the memo of the single line */
  description: string;
  /** the client's today; null: the server's */
  date: string | null;
  /** the order billed by its id; null: none; undefined (left out on an update): keep the current link */
  purchaseOrderId: number | null | undefined;
  confirmDuplicate: boolean;
  /** a split bill's lines; undefined: the one line of the single fields */
  lines: BillLineInput[] | undefined;
  invoiceDate: string | null;
}

/** A split bill's line (or a standard check's) in domain names. */
export const billLineInputOf = (l: BillLineRequest): BillLineInput => ({
  accountId: l.account_id,
  fundProgramId: l.fund_program_id,
  functionalExpenseId: l.funtional_expenses_id,
  memo: l.memo,
  amountCents: l.amount,
  form1099Box: l.form_1099_box ?? null,
});

/** THE place a bill request's wire names become domain input (the route bodies and in-process callers). */
export const billInputOf = (v: BillRequest): BillInput => ({
  companyId: v.company_id,
  reference: v.refrence,
  billDue: v.bill_due,
  vendorId: v.vendor_id,
  amountDueCents: v.amount_due,
  accountPayableId: v.account_payable_id,
  accountId: v.account_id,
  fundProgramId: v.fund_program_id,
  functionalExpenseId: v.funtional_expenses_id,
  memo: v.memo,
  description: v.description,
  date: v.date,
  purchaseOrderId: v.purchase_order_id,
  confirmDuplicate: v.confirm_duplicate === true,
  lines: v.lines?.map(billLineInputOf),
  invoiceDate: v.invoice_date ?? null,
});

/**
 * createPayBills' and updateBill's body: the bill form's schema (billRequest, which the web validates with, so
 * the order of the checks lives in one place) transformed into a BillInput.
 */
export const billBody = billRequest.transform(billInputOf);
