import { z } from 'zod';
import { isValidIsoDate } from '../dates.js';
import { M } from '../messages.js';
import { toCents } from '../money.js';
import { billEntry, voidReason } from './bills.js';
import { exportQuery, idSchema, isOnlySpaces, listSortQuery, optionalIdSchema, pageQuery, paginated, statusFilterSchema, zeroOrIdSchema } from './common.js';

/** Bill payment status codes: the filter ids of specification 001, section 9 (5 in a filter = All Status). */
export const BILL_PAYMENT_STATUS = { Void: 1, Paid: 2, Check: 3 } as const;
export const BILL_PAYMENT_ALL_STATUS = 5;
export const BILL_PAYMENT_STATUS_NAMES: Record<number, string> = { 1: 'Void', 2: 'Paid', 3: 'Check' };
/** Page size of the bill payment list (section 9). */
export const BILL_PAYMENT_PAGE_SIZE = 5;
/** At most this many open bills are offered on the payment screen at once (oldest due first). */
export const UNPAID_BILLS_MAX = 500;

/** Bill payment texts the specification does not word (server refusals and screen labels). */
export const BILL_PAYMENT_TEXT = {
  discountInvalid: 'Enter the discount in dollars with at most two decimals.',
  discountNegative: 'The discount cannot be negative.',
  discountTooLarge: 'The discount cannot be more than the amount due.',
  paymentMismatch: 'The payment must equal the amount due minus the discount.',
  billTwice: 'A bill can be selected only once.',
  tooManyBills: `At most ${UNPAID_BILLS_MAX} bills can be paid at once.`,
  payableUnknown: 'Choose an Accounts Payable account of this company.',
  bankUnknown: 'Choose a bank or cash account of this company.',
  billUnknown: 'A selected bill was not found for this company.',
  billOtherPayable: 'A selected bill is not on the chosen Accounts Payable account.',
  billNotOpen: (billNumber: number, status: string) => `Bill #${billNumber} is ${status} and can no longer be paid. Reload the bills and try again.`,
  amountChanged: (billNumber: number) => `The amount due of Bill #${billNumber} has changed. Reload the bills and try again.`,
  alreadyVoid: 'This bill payment is already void.',
  dateInvalid: 'Enter a valid date.',
  dateNotToday: 'The payment date must be today.',
  checkVoidMissing: 'This payment is on a check: void the check from the cheque list. Checks cannot be voided here yet.',
  checkLeft: 'The check holding this payment is still standing; nothing was changed.',
  balanceLabel: 'Bank Balance',
  totalLabel: 'Total Amount',
  noBills: 'No unpaid bills on this Accounts Payable account.',
  tooManyShown: (shown: number, total: number) => `Showing the ${shown} oldest of ${total} unpaid bills; pay these first.`,
} as const;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A non-negative amount in cents; blank is 0 (or null when `optional`). */
const cents = (message: string, optional = false) =>
  z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (isOnlySpaces(v)) {
        ctx.addIssue({ code: 'custom', message: M.blankNotAllowed });
        return z.NEVER;
      }
      if (blank(v)) return optional ? null : 0;
      const c = toCents(v as string | number);
      const rounded = typeof v === 'number' && Math.round(v * 100) / 100 !== v;
      if (c === null || rounded) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (c < 0) {
        ctx.addIssue({ code: 'custom', message: BILL_PAYMENT_TEXT.discountNegative });
        return z.NEVER;
      }
      return c;
    });

/** One selected bill (bill_amount_info): the server recomputes payment = amount due - discount. */
export const billAmountInfo = z.object({
  bill_id: idSchema(M.selectOneBill),
  /** what the screen showed; a different value than the bill's answers 409 (the bill changed meanwhile) */
  amount_due: cents(BILL_PAYMENT_TEXT.discountInvalid, true),
  discount: cents(BILL_PAYMENT_TEXT.discountInvalid),
  /** optional; when sent it must equal amount due - discount */
  payment: cents(BILL_PAYMENT_TEXT.paymentMismatch, true),
});

/**
 * createBillPayment. The keys are in the order of the checks of section 5, so the first message answered is
 * the first check that fails (the company check for a Super-Admin runs before the body is parsed).
 */
export const billPaymentRequest = z.object({
  company_id: optionalIdSchema(M.billSelectCompany),
  account_payable_id: idSchema(M.selectAccountPayable),
  /** the bank account (type Bank or Cash & Cash Equivalents) paid from */
  account_id: idSchema(M.selectBankAccount),
  bill_amount_info: z
    .array(billAmountInfo, { error: M.selectOneBill })
    .nullish()
    .transform((v, ctx) => {
      if (!v?.length) {
        ctx.addIssue({ code: 'custom', message: M.selectOneBill });
        return z.NEVER;
      }
      if (v.length > UNPAID_BILLS_MAX) {
        ctx.addIssue({ code: 'custom', message: BILL_PAYMENT_TEXT.tooManyBills });
        return z.NEVER;
      }
      if (new Set(v.map((b) => b.bill_id)).size !== v.length) {
        ctx.addIssue({ code: 'custom', message: BILL_PAYMENT_TEXT.billTwice });
        return z.NEVER;
      }
      return v;
    }),
  /** the client's today ('YYYY-MM-DD'); the server accepts it within the days in force somewhere on earth */
  date: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidIsoDate(v), { error: BILL_PAYMENT_TEXT.dateInvalid })
    .nullish()
    .transform((v) => v || null),
  /** the screen's totals and balance, informational: the server reads the bills and the ledger itself */
  amount_due: z.union([z.string(), z.number(), z.null()]).optional(),
  discount: z.union([z.string(), z.number(), z.null()]).optional(),
  bank_acc_balance: z.union([z.string(), z.number(), z.null()]).optional(),
  button_status: z.union([z.string().max(50), z.number()]).nullish(),
});
export type BillPaymentRequestIn = z.input<typeof billPaymentRequest>;
export type BillPaymentRequest = z.output<typeof billPaymentRequest>;

/** The checks of section 5 in order, as the screen runs them before sending (first failing message, or null). */
export function firstBillPaymentProblem(
  v: { company_id?: unknown; account_payable_id?: unknown; account_id?: unknown; selected: number; totalCents: number; balanceCents: number | null },
  needsCompany: boolean,
): string | null {
  const none = (x: unknown) => blank(x) || x === 0 || x === '0';
  const checks: Array<[boolean, string]> = [
    [needsCompany && none(v.company_id), M.billSelectCompany],
    [none(v.account_payable_id), M.selectAccountPayable],
    [none(v.account_id), M.selectBankAccount],
    [v.selected < 1, M.selectOneBill],
    [v.balanceCents !== null && v.totalCents > v.balanceCents, M.insufficientFunds],
  ];
  return checks.find(([failed]) => failed)?.[1] ?? null;
}

const idOrZero = zeroOrIdSchema();
const statusFilter = statusFilterSchema(BILL_PAYMENT_ALL_STATUS, BILL_PAYMENT_STATUS_NAMES);

/** Columns the payment list sorts by; 'newest' (the default, descending) is the order payments were made. */
export const BILL_PAYMENT_SORTS = ['newest', 'bill_number', 'payment_date', 'bill_due', 'vendor_name', 'final_payment', 'status_name', 'companyName'] as const;
export type BillPaymentSort = (typeof BILL_PAYMENT_SORTS)[number];

/** The payment list's filters: company (0 = All Company), status (5 = All Status), search and sort. */
const billPaymentFilters = z.object({
  company_id: idOrZero.default(0),
  status: statusFilter.default(BILL_PAYMENT_ALL_STATUS),
  ...listSortQuery(BILL_PAYMENT_SORTS, 'newest', 'desc').shape,
});
/** The payment list: its filters and paging (5 a page). */
export const billPaymentListQuery = billPaymentFilters.extend({
  page: pageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(BILL_PAYMENT_PAGE_SIZE),
});
/** GET /viewBillPayment/export: the list's filters and the file format. */
export const billPaymentExportQuery = billPaymentFilters.extend(exportQuery.shape);
export type BillPaymentListQuery = z.output<typeof billPaymentListQuery>;
export type BillPaymentExportQuery = z.output<typeof billPaymentExportQuery>;
export const billPaymentStatusParam = statusFilter;
export const billPaymentCompanyParam = idOrZero;

/** A payment row of the list and the view (wire names of section 3). */
export const billPaymentRow = z.object({
  id: z.number(),
  bill_payment_id: z.number(),
  bill_id: z.number(),
  pay_bills_id: z.number(),
  bill_number: z.number(),
  refrence: z.string(),
  bill_due: z.string(),
  company_id: z.number(),
  companyName: z.string(),
  account_payable_id: z.number(),
  payable_account_name: z.string(),
  bank_account_id: z.number(),
  bank_account_name: z.string(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  fund_program_name: z.string(),
  functional_expense_name: z.string(),
  /** decimal strings; a Void payment keeps its amounts (the list shows its payment as 0.00) */
  amount: z.string(),
  discount: z.string(),
  final_payment: z.string(),
  status: z.number(),
  status_name: z.string(),
  check_id: z.number().nullable(),
  payment_date: z.string(),
  created_on: z.string(),
  voided_at: z.string().nullable(),
});
export type BillPaymentRow = z.infer<typeof billPaymentRow>;
export const billPaymentPage = paginated(billPaymentRow);

/** An open (Created) bill offered for payment (getBillByCompnayId). */
export const unpaidBill = z.object({
  id: z.number(),
  bill_id: z.number(),
  bill_number: z.number(),
  bill_due: z.string(),
  refrence: z.string(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  amount_due: z.string(),
  fund_program_name: z.string(),
  functional_expense_name: z.string(),
  /** every fund of the bill's lines, in line order (a split bill has several; fund_program_name is line 1's) */
  fund_program_names: z.array(z.string()).optional(),
});
export type UnpaidBill = z.infer<typeof unpaidBill>;
export const unpaidBills = z.object({ data: z.array(unpaidBill), total: z.number() });

export const bankAccountOption = z.object({ id: z.number(), account_name: z.string(), account_number: z.string() });
export type BankAccountOption = z.infer<typeof bankAccountOption>;

/** A journal entry a payment posted (the payment and its void). */
export const billPaymentEntry = billEntry;

/** viewBillPaymentByBillPaymentId: the payment with what its locked screen shows. */
export const billPaymentDetail = z.object({
  /** with every fund of the paid bill's lines (as an unpaid bill's) */
  data: billPaymentRow.extend({ fund_program_names: z.array(z.string()).optional() }),
  companyData: z.object({ id: z.number(), legal_name: z.string() }),
  bankAccount: z.array(bankAccountOption),
  payAbleAccount: z.array(bankAccountOption),
  journalEntries: z.array(billPaymentEntry),
  /** why it was voided, when a reason was given (issue 28.5) */
  void_reason: voidReason.nullable(),
});
export type BillPaymentDetail = z.infer<typeof billPaymentDetail>;
