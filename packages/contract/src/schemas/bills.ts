import { z } from 'zod';
import { FORM_1099_BOXES } from './w9.js';
import { isValidIsoDate } from '../dates.js';
import { M } from '../messages.js';
import { isOverMaxMoney, MAX_MONEY_CENTS, toCents } from '../money.js';
import { exportQuery, idSchema, listSortQuery, optionalIdSchema, pageQuery, paginated, statusFilterSchema, zeroOrIdSchema, okStatus } from './common.js';
import { billDueFilter, clientToday } from './dashboard.js';
import { PO_STATUS } from './purchase-orders.js';

/** Bill status codes (specification 001, section 9); 5 in a filter means All Status. */
export const BILL_STATUS = { Created: 0, Void: 1, Paid: 2, Check: 3 } as const;
export const BILL_ALL_STATUS = 5;
export type BillStatus = (typeof BILL_STATUS)[keyof typeof BILL_STATUS];
export const BILL_STATUS_NAMES: Record<number, string> = { 0: 'Created', 1: 'Void', 2: 'Paid', 3: 'Check' };
export const BILL_REFERENCE_MAX = 10;

/** Bill texts the specification does not word (server refusals and screen labels). */
export const BILL_TEXT = {
  referenceTooLong: M.referenceMax,
  amountInvalid: 'Enter the amount in dollars with at most two decimals.',
  amountPositive: 'The amount must be greater than zero.',
  amountTooLarge: 'The amount cannot be more than 10,000,000,000,000.00.',
  dateInvalid: 'Enter a valid date.',
  duePast: 'The due date cannot be before today.',
  billDateNotToday: 'The bill date must be today.',
  vendorUnknown: 'The vendor was not found for this company.',
  payableUnknown: 'Choose an Accounts Payable account of this company.',
  coaUnknown: 'Choose an active account of this company that is not payable, bank or cash.',
  fundProgramUnknown: 'The fund program was not found for this company.',
  functionalExpenseUnknown: 'The functional expense was not found for this company.',
  companyFixed: 'A bill cannot be moved to another company.',
  notEditable: (status: string) => `This bill is ${status} and can no longer be edited.`,
  alreadyVoid: 'This bill is already void.',
  voidNeedsPayment: 'This bill has been paid: void its bill payment (and check) first. Bill payments cannot be voided here yet.',
  voidDependentsLeft: 'This bill is still paid after voiding its payment; nothing was changed.',
  poUnknown: 'The purchase order was not found for this company.',
  poNotBillable: (n: number, status: string) => `Purchase order #${n} is ${status}: only Approved, Pending from vendor or Completed orders can be billed.`,
  poVendorMismatch: (n: number) => `The bill's vendor must be the vendor of purchase order #${n}.`,
  linesTotal: (lines: string, amount: string) => `The lines add up to ${lines} but the bill's amount is ${amount}: they must be equal.`,
  splitNeedsLines: 'This bill is split into lines: send its lines to change it.',
  linesTooMany: 'A bill has at most 50 lines.',
  linesEmpty: 'A split bill needs at least one line.',
  invoiceAfterToday: "The vendor's invoice date cannot be after today.",
} as const;

const NO_NUL = /^[^\u0000]*$/;
const NUL_MESSAGE = 'Contains a character that is not allowed';
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The bill's amount: required, dollars with at most two decimals, more than zero, at most the maximum. */
export const billAmount = z
  .union([z.string(), z.number(), z.null()], { error: M.amountRequired })
  .optional()
  .transform((v, ctx) => {
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: M.amountRequired });
      return z.NEVER;
    }
    const cents = toCents(v as string | number);
    const message =
      cents === null
        ? isOverMaxMoney(v as string | number)
          ? BILL_TEXT.amountTooLarge
          : BILL_TEXT.amountInvalid
        : cents <= 0
          ? BILL_TEXT.amountPositive
          : cents > MAX_MONEY_CENTS
            ? BILL_TEXT.amountTooLarge
            : null;
    // A number with more than two decimals was rounded by toFixed: refuse it rather than change it.
    const roundedNumber = typeof v === 'number' && Math.round(v * 100) / 100 !== v;
    if (message || cents === null || roundedNumber) {
      ctx.addIssue({ code: 'custom', message: message ?? BILL_TEXT.amountInvalid });
      return z.NEVER;
    }
    return cents;
  });

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .regex(NO_NUL, { error: NUL_MESSAGE })
    .nullish()
    .transform((v) => v ?? '');

const isoDay = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).refine(isValidIsoDate, { error: BILL_TEXT.dateInvalid });

/** The most lines one bill (or standard check) carries. */
export const BILL_LINES_MAX = 50;

/**
 * One line of a split bill (issue 28.1): its COA, fund program, functional expense (the spec's spelling),
 * memo and amount. The bill's amount must equal the sum of its lines.
 */
export const billLineRequest = z.object({
  account_id: idSchema(M.selectCoa),
  fund_program_id: idSchema(M.selectFundProgram),
  funtional_expenses_id: idSchema(M.selectFunctionalExpenses),
  memo: text(500),
  amount: billAmount,
  form_1099_box: z.enum(FORM_1099_BOXES).nullish(),
});
export type BillLineRequestIn = z.input<typeof billLineRequest>;
export type BillLineRequest = z.output<typeof billLineRequest>;

/**
 * createPayBills / updateBill. The keys are in the order of the nine checks of section 5, so the first
 * message answered is the first check that fails (check 1, a Super-Admin without company, runs before
 * the body is parsed: only the server knows who is calling).
 */
export const billRequest = z.object({
  company_id: optionalIdSchema(M.billSelectCompany),
  refrence: z
    .string({ error: M.refrenceRequired })
    .trim()
    .min(1, { error: M.refrenceRequired, abort: true })
    .max(BILL_REFERENCE_MAX, { error: BILL_TEXT.referenceTooLong })
    .regex(NO_NUL, { error: NUL_MESSAGE }),
  bill_due: isoDay(M.dueDateRequired),
  vendor_id: idSchema(M.billSelectVendor),
  amount_due: billAmount,
  account_payable_id: idSchema(M.selectPayable),
  account_id: idSchema(M.selectCoa),
  fund_program_id: idSchema(M.selectFundProgram),
  funtional_expenses_id: idSchema(M.selectFunctionalExpenses),
  memo: text(500),
  /** the form's Memo/Description: the memo of the expense line */
  description: text(500),
  /** the client's today ('YYYY-MM-DD'); the server accepts it within a day of its own (time zones) */
  date: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidIsoDate(v), { error: BILL_TEXT.dateInvalid })
    .nullish()
    .transform((v) => v || null),
  /** which button sent the form (Save & New, Save & Close, Update); the server does not need it */
  button_status: z.union([z.string().max(50), z.number()]).nullish(),
  /**
   * The purchase order the bill comes from, by its id (not its per-company PO number): blank or null = no
   * order; left out on updateBill = keep the current link. Checked last, after the nine form checks.
   */
  purchase_order_id: optionalIdSchema(BILL_TEXT.poUnknown).optional(),
  /**
   * true = save even though a live bill of the vendor has the same reference. Without it such a bill is
   * answered 409 with errors.confirm_duplicate naming the first bill, and the form asks the user.
   */
  confirm_duplicate: z.boolean({ error: 'confirm_duplicate must be true or false' }).optional(),
  /**
   * Split bills (issue 28.1): left out = one line made of the bill's single fields (as before). Sent: the
   * lines must add up to amount_due (422), and the bill's single fields become the first line's.
   */
  lines: z.array(billLineRequest).min(1, { error: BILL_TEXT.linesEmpty }).max(BILL_LINES_MAX, { error: BILL_TEXT.linesTooMany }).optional(),
  /** the vendor's own invoice date (issue 28.2); blank or null = none */
  invoice_date: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidIsoDate(v), { error: BILL_TEXT.dateInvalid })
    .nullish()
    .transform((v) => v || null)
    .optional(),
});
export type BillRequestIn = z.input<typeof billRequest>;
export type BillRequest = z.output<typeof billRequest>;

/** The nine checks of section 5, in order, as the form runs them on submit (first failing message, or null). */
export function firstBillProblem(v: Partial<Record<keyof BillRequestIn, unknown>>, needsCompany: boolean): string | null {
  const none = (x: unknown) => blank(x) || x === 0 || x === '0';
  const checks: Array<[boolean, string]> = [
    [needsCompany && none(v.company_id), M.billSelectCompany],
    [blank(v.refrence), M.refrenceRequired],
    [blank(v.bill_due), M.dueDateRequired],
    [none(v.vendor_id), M.billSelectVendor],
    [blank(v.amount_due), M.amountRequired],
    [none(v.account_payable_id), M.selectPayable],
    [none(v.account_id), M.selectCoa],
    [none(v.fund_program_id), M.selectFundProgram],
    [none(v.funtional_expenses_id), M.selectFunctionalExpenses],
  ];
  return checks.find(([failed]) => failed)?.[1] ?? null;
}

const statusFilter = statusFilterSchema(BILL_ALL_STATUS, BILL_STATUS_NAMES);
const zeroOrId = zeroOrIdSchema();

/** Columns the bill list sorts by; 'newest' (the default, descending) is the order bills were entered. */
export const BILL_SORTS = ['newest', 'bill_number', 'date', 'bill_due', 'vendor_name', 'amount_due', 'status_name', 'company_name'] as const;
export type BillSort = (typeof BILL_SORTS)[number];

/** The bill list's filters: company (0 = All Company), status (5 = All Status), search and sort. */
const billFilters = z.object({
  company_id: zeroOrId.default(0),
  status: statusFilter.default(BILL_ALL_STATUS),
  /** the dashboard's links: open bills overdue or due in the next 14 days (dashboard.ts) */
  due: billDueFilter.optional(),
  today: clientToday.optional(),
  /** issue 28.5: one vendor's bills */
  vendor_id: idSchema('Choose a vendor').optional(),
  /** issue 28.5: bills due from / to these days (inclusive, any status); due_to alone is "due by" */
  due_from: isoDay('Enter a valid date').optional(),
  due_to: isoDay('Enter a valid date').optional(),
  ...listSortQuery(BILL_SORTS, 'newest', 'desc').shape,
});
/** The bill list: its filters and paging. */
export const billListQuery = billFilters.extend(pageQuery.shape);
/** GET /getAllPayBillsInfo/export: the list's filters and the file format. */
export const billExportQuery = billFilters.extend(exportQuery.shape);
export type BillListQuery = z.output<typeof billListQuery>;
export type BillExportQuery = z.output<typeof billExportQuery>;
export const billStatusParam = statusFilter;
export const billCompanyParam = zeroOrId;

export const billRow = z.object({
  id: z.number(),
  /** the original client's name for the bill id */
  pay_bills_id: z.number(),
  bill_number: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  refrence: z.string(),
  bill_due: z.string(),
  date: z.string(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  memo: z.string(),
  description: z.string(),
  /** decimal string; a Void bill still carries its amount (the list shows 0.00) */
  amount_due: z.string(),
  account_payable_id: z.number(),
  account_payable_name: z.string(),
  account_id: z.number(),
  account_name: z.string(),
  fund_program_id: z.number(),
  fund_program_name: z.string(),
  funtional_expenses_id: z.number(),
  functional_expense_name: z.string(),
  status: z.number(),
  status_name: z.string(),
  purchase_order_id: z.number().nullable(),
  /** the linked order's PO number (per company), shown on the bill */
  po_number: z.number().nullable(),
  created_on: z.string(),
  /** the vendor's invoice date (issue 28.2), null when not given */
  invoice_date: z.string().nullable(),
});
export type BillRow = z.infer<typeof billRow>;
export const billPage = paginated(billRow);

export const billAccountOption = z.object({ id: z.number(), account_name: z.string(), account_number: z.string(), account_type_id: z.number() });
export type BillAccountOption = z.infer<typeof billAccountOption>;
const named = z.object({ id: z.number(), name: z.string() });

/** A journal entry the bill posted (its create, edit and void postings). */
export const billEntry = z.object({
  id: z.number(),
  entry_date: z.string(),
  memo: z.string(),
  amount: z.string(),
  reverses_entry_id: z.number().nullable(),
});
export type BillEntry = z.infer<typeof billEntry>;

/** A bill line on the wire (the bill's view). */
export const billLine = z.object({
  line_no: z.number(),
  account_id: z.number(),
  account_name: z.string(),
  fund_program_id: z.number(),
  fund_program_name: z.string(),
  funtional_expenses_id: z.number(),
  functional_expense_name: z.string(),
  memo: z.string(),
  amount: z.string(),
  form_1099_box: z.enum(FORM_1099_BOXES).nullable(),
});
export type BillLine = z.infer<typeof billLine>;

/** The reason given for a void (any document, issue 28.5): shown on its view and in its history. */
export const voidReason = z.object({ reason: z.string(), voided_at: z.string(), voided_by: z.string().nullable() });
export type VoidReason = z.infer<typeof voidReason>;

/** ?reason= on a void call (optional, at most 500 characters). */
export const voidReasonQuery = z.object({
  reason: z
    .string()
    .trim()
    .max(500, { error: 'At most 500 characters' })
    .regex(NO_NUL, { error: NUL_MESSAGE })
    .optional()
    .transform((v) => v || undefined),
});

/** getPayBillById: the bill and the lists its form shows (each includes the bill's own choice). */
export const billDetail = z.object({
  data: billRow,
  companyData: z.object({ id: z.number(), legal_name: z.string() }),
  assestAccount: z.array(billAccountOption),
  payAbleAccount: z.array(billAccountOption),
  getVendor: z.array(named),
  getFndProgram: z.array(named),
  getFunctionalExpenses: z.array(z.object({ label: z.string(), value: z.number() })),
  journalEntries: z.array(billEntry),
  /** the bill's lines (one for an unsplit bill), in order */
  lines: z.array(billLine),
  /** why it was voided, when a reason was given (issue 28.5) */
  void_reason: voidReason.nullable(),
});
export type BillDetail = z.infer<typeof billDetail>;

/**
 * The account types a bill's (and a standard check's) COA may be, in the order the select groups them:
 * expenses first, then assets (a purchase of equipment) and liabilities (a bill may pay one down). Income and
 * net assets never (a vendor bill booked to Tithes would misstate both); A/P, bank and cash are the bill's
 * other side or the payment's.
 */
export const BILL_COA_GROUPS = [
  { label: 'Expenses', types: [11] },
  { label: 'Assets', types: [2, 3, 4, 5, 12] },
  { label: 'Liabilities', types: [7, 8] },
] as const;
export const BILL_COA_TYPES: readonly number[] = BILL_COA_GROUPS.flatMap((g) => g.types);
/** Types a bill is refused with the income/net-asset reason (the others: not a COA at all). */
export const INCOME_OR_NET_ASSET_TYPES: readonly number[] = [9, 10];

/** getAccountBehalfofcompanyId: the payable accounts (type 6) and the expense-side accounts (COA). */
export const billAccounts = z.object({ account_payable: z.array(billAccountOption), assest_data: z.array(billAccountOption) });
export type BillAccounts = z.infer<typeof billAccounts>;

/** States of a purchase order a bill may be made from. */
export const BILLABLE_PO_STATUS_IDS: readonly number[] = [PO_STATUS.Approved, PO_STATUS.PendingVendor, PO_STATUS.Completed];

/** GET getVendorByPONumber/{number}: the order's vendor (get_details) and grand total, to fill the bill form. */
export const billPoLookup = z.object({
  status: okStatus,
  get_details: z.object({ id: z.number(), name: z.string(), vendor_number: z.number(), company_id: z.number() }),
  grand_total: z.string(),
  purchase_order: z.object({ id: z.number(), po_number: z.number(), company_id: z.number(), status_id: z.number(), status_name: z.string() }),
});
export type BillPoLookup = z.infer<typeof billPoLookup>;
export const billPoNumberParam = idSchema('Enter a PO number');
