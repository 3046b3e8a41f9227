import { z } from 'zod';
import { isValidIsoDate } from '../dates.js';
import { M } from '../messages.js';
import { isOverMaxMoney, MAX_MONEY_CENTS, toCents } from '../money.js';
import { type BillInput, billInputOf } from './bill-input.js';
import { BILL_LINES_MAX, BILL_REFERENCE_MAX, BILL_TEXT, billLine, billLineRequest, voidReason } from './bills.js';
import { exportQuery, idSchema, isPrintable, listSortQuery, optionalIdSchema, pageQuery, paginated, statusFilterSchema, zeroOrIdSchema } from './common.js';

/** Check status codes: the filter ids of specification 001, section 9 (5 in a filter = All Status). */
export const CHECK_STATUS = { Check: 1, Void: 2 } as const;
export const CHECK_ALL_STATUS = 5;
export const CHECK_STATUS_NAMES: Record<number, string> = { 1: 'Check', 2: 'Void' };
export const CHECK_TYPES = ['voucher', 'standard'] as const;
export type CheckType = (typeof CHECK_TYPES)[number];
export const CHECK_TYPE_NAMES: Record<CheckType, string> = { voucher: 'Voucher Check', standard: 'Standard Check' };
/** Page size of the cheque list (section 9). */
export const CHECK_PAGE_SIZE = 5;
export const CHECK_MEMO_MAX = 500;
/** Check numbers: digits only, at most 15 of them (an exact JS integer and a bigint column). */
export const CHECK_NUMBER_MAX_DIGITS = 15;
/** At most this many checks in one print run, and payments on one voucher submission. */
export const CHECK_PRINT_MAX = 500;

/** Check texts the specification does not word (server refusals and screen labels). */
export const CHECK_TEXT = {
  chooseType: 'Choose Voucher Check or Standard Check.',
  numberDigits: 'Check # must contain digits only.',
  numberTooLong: `Check # may have at most ${CHECK_NUMBER_MAX_DIGITS} digits.`,
  bankUnknown: 'Choose a bank or cash account of this company.',
  paymentUnknown: 'A selected bill payment was not found on this bank account.',
  paymentTwice: 'A bill payment can be selected only once.',
  tooMany: `At most ${CHECK_PRINT_MAX} rows at once.`,
  paymentNotPaid: (billNumber: number, status: string) =>
    `The payment of Bill #${billNumber} is ${status} and cannot go on a check. Reload the payments and try again.`,
  alreadyVoid: 'This check is already void.',
  printNone: 'Choose at least one check to print.',
  noPayments: 'No paid bill payments on this bank account are waiting for a check.',
  voidDone: 'The check is void; its payments are back to Paid.',
  printing: (n: number) => `Preparing ${n} check${n === 1 ? '' : 's'} for printing…`,
} as const;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const none = (v: unknown) => blank(v) || v === 0 || v === '0';
/** The shared id rule as a test: the id, or null when blank, 0 or not an id. */
const idOf = (v: unknown) => {
  const r = idSchema().safeParse(v);
  return r.success ? r.data : null;
};

/** The raw form/body of createChecks (wire names of section 3, plus the standard bill's fields). */
export interface CheckFormValues {
  company_id?: unknown;
  check_type?: unknown;
  check_number?: unknown;
  memo?: unknown;
  bank_account_id?: unknown;
  vendor_id?: unknown;
  check_list?: unknown;
  check_current_date?: unknown;
  refrence?: unknown;
  bill_due?: unknown;
  amount_due?: unknown;
  account_payable_id?: unknown;
  account_id?: unknown;
  fund_program_id?: unknown;
  funtional_expenses_id?: unknown;
}

/** The payment ids of check_list: numbers, digit strings or { bill_payment_id } rows. */
export function checkListIds(list: unknown): number[] | null {
  if (!Array.isArray(list)) return null;
  const ids = list.map((x) => idOf(x && typeof x === 'object' ? (x as { bill_payment_id?: unknown }).bill_payment_id : x));
  return ids.every((id) => id !== null) ? (ids as number[]) : null;
}

/** Problems of a check number: null when blank (the next number is used) or fine. */
function checkNumberProblem(v: unknown): string | null {
  if (blank(v)) return null;
  const s = String(v).trim();
  if (!/^\d+$/.test(s)) return CHECK_TEXT.numberDigits;
  if (s.replace(/^0+/, '').length > CHECK_NUMBER_MAX_DIGITS) return CHECK_TEXT.numberTooLong;
  return Number(s) < 1 ? M.checkNumberMin : null;
}

function amountProblem(v: unknown): string | null {
  if (blank(v)) return M.amountDueRequired;
  const cents = toCents(v as string | number);
  if (cents === null && isOverMaxMoney(v as string | number)) return BILL_TEXT.amountTooLarge;
  if (cents === null || (typeof v === 'number' && Math.round(v * 100) / 100 !== v)) return BILL_TEXT.amountInvalid;
  if (cents <= 0) return BILL_TEXT.amountPositive;
  return cents > MAX_MONEY_CENTS ? BILL_TEXT.amountTooLarge : null;
}

/**
 * The checks of section 5 in order, each with its field. `side` 'client' words a missing reference as the form
 * does ('The Refrence field is required'); the server answers 'Reference # is mandatory' for it.
 */
export function checkProblems(v: CheckFormValues, o: { needsCompany: boolean; side: 'client' | 'server' }): Array<{ field: string; message: string }> {
  const out: Array<{ field: string; message: string }> = [];
  const add = (failed: boolean, field: string, message: string) => {
    if (failed) out.push({ field, message });
  };
  add(o.needsCompany && none(v.company_id), 'company_id', M.billSelectCompany);
  if (v.check_type !== 'voucher' && v.check_type !== 'standard') {
    out.push({ field: 'check_type', message: CHECK_TEXT.chooseType });
    return out;
  }
  if (v.check_type === 'voucher') {
    const ids = checkListIds(v.check_list);
    add(!ids?.length, 'check_list', M.checkSelectBill);
    add(!!ids && ids.length > CHECK_PRINT_MAX, 'check_list', CHECK_TEXT.tooMany);
    add(!!ids && new Set(ids).size !== ids.length, 'check_list', CHECK_TEXT.paymentTwice);
    add(!idOf(v.bank_account_id), 'bank_account_id', M.checkSelectBank);
  } else {
    const ref = blank(v.refrence) ? '' : String(v.refrence).trim();
    add(!ref, 'refrence', o.side === 'client' ? M.refrenceRequired : M.referenceMandatory);
    add(blank(v.bill_due), 'bill_due', M.billDueRequired);
    add(!blank(v.bill_due) && !isValidIsoDate(String(v.bill_due).trim()), 'bill_due', BILL_TEXT.dateInvalid);
    const amount = amountProblem(v.amount_due);
    if (amount) out.push({ field: 'amount_due', message: amount });
    add(!idOf(v.vendor_id), 'vendor_id', M.checkSelectVendor);
    add(!idOf(v.account_payable_id), 'account_payable_id', M.checkSelectPayable);
    add(!idOf(v.fund_program_id), 'fund_program_id', M.fundProgramMandatory);
    add(!!ref && !/^\d+$/.test(ref), 'refrence', M.referenceNumeric);
    add(ref.length > BILL_REFERENCE_MAX, 'refrence', BILL_TEXT.referenceTooLong);
    add(!idOf(v.account_id), 'account_id', M.selectCoa);
    add(!idOf(v.funtional_expenses_id), 'funtional_expenses_id', M.selectFunctionalExpenses);
    add(!idOf(v.bank_account_id), 'bank_account_id', M.checkSelectBank);
  }
  const numberProblem = checkNumberProblem(v.check_number);
  if (numberProblem) out.push({ field: 'check_number', message: numberProblem });
  add(typeof v.memo === 'string' && v.memo.trim().length > CHECK_MEMO_MAX, 'memo', M.memoTooLong);
  add(v.memo != null && typeof v.memo !== 'string', 'memo', M.memoTooLong);
  add(typeof v.memo === 'string' && !isPrintable(v.memo.trim()), 'memo', M.printUnsafe);
  // The server dates the check itself; a date sent must still be a real one, not silently ignored.
  add(!blank(v.check_current_date) && !isValidIsoDate(String(v.check_current_date).trim()), 'check_current_date', M.checkDateInvalid);
  return out;
}

export interface CheckRequest {
  companyId: number | null;
  type: CheckType;
  /** the number typed, or null for the bank account's next */
  checkNumber: number | null;
  memo: string;
  bankAccountId: number;
  paymentIds: number[];
  /**
   * a standard check's bill as the bills service takes it (billInputOf, from the same wire fields as a bill's);
   * the server fills in its company and date (today), as a bill's form leaves them to it
   */
  standard: BillInput | null;
  /** a standard check's bill: the user confirmed it is not the same invoice as a live bill of the vendor */
  confirmDuplicate: boolean;
}

const loose = z.union([z.string().max(2000), z.number(), z.null()]).optional();

/** createChecks: validated in the order of section 5, so the first message answered is the first check that fails. */
export const checkRequest = z
  .object({
    company_id: loose,
    check_type: z.string().max(20).nullish(),
    check_number: loose,
    check_amount: loose,
    check_current_date: loose,
    memo: z.string().max(10_000).nullish(),
    status: loose,
    bank_account_id: loose,
    vendor_id: loose,
    check_list: z
      .array(z.union([z.number(), z.string().max(20), z.object({ bill_payment_id: loose }).passthrough()]))
      .max(10_000)
      .nullish(),
    refrence: loose,
    bill_due: loose,
    amount_due: loose,
    account_payable_id: loose,
    account_id: loose,
    fund_program_id: loose,
    funtional_expenses_id: loose,
    button_status: loose,
    /** standard checks: as on the bill form, true once the user confirmed the same vendor + reference */
    confirm_duplicate: z.boolean({ error: 'confirm_duplicate must be true or false' }).optional(),
    /** a standard check split as a bill is (issue 28.1); left out = one line of its single fields */
    lines: z.array(billLineRequest).min(1, { error: BILL_TEXT.linesEmpty }).max(BILL_LINES_MAX, { error: BILL_TEXT.linesTooMany }).optional(),
  })
  .transform((v, ctx): CheckRequest => {
    const parsed = optionalIdSchema(M.billSelectCompany).safeParse(v.company_id);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: M.billSelectCompany, path: ['company_id'] });
      return z.NEVER;
    }
    const company = parsed.data;
    const problems = checkProblems(v, { needsCompany: false, side: 'server' });
    for (const p of problems) ctx.addIssue({ code: 'custom', message: p.message, path: [p.field] });
    if (problems.length) return z.NEVER;
    const standard = v.check_type === 'standard';
    return {
      companyId: company || null,
      type: standard ? 'standard' : 'voucher',
      checkNumber: blank(v.check_number) ? null : Number(String(v.check_number).trim()),
      memo: (v.memo ?? '').trim(),
      bankAccountId: idOf(v.bank_account_id) as number,
      paymentIds: standard ? [] : (checkListIds(v.check_list) as number[]),
      confirmDuplicate: v.confirm_duplicate === true,
      standard: standard
        ? billInputOf({
            company_id: company || null,
            refrence: String(v.refrence).trim(),
            bill_due: String(v.bill_due).trim(),
            vendor_id: idOf(v.vendor_id) as number,
            amount_due: toCents(v.amount_due as string | number) as number,
            account_payable_id: idOf(v.account_payable_id) as number,
            account_id: idOf(v.account_id) as number,
            fund_program_id: idOf(v.fund_program_id) as number,
            funtional_expenses_id: idOf(v.funtional_expenses_id) as number,
            memo: (v.memo ?? '').trim(),
            description: (v.memo ?? '').trim(),
            date: null,
            button_status: null,
            purchase_order_id: null,
            confirm_duplicate: v.confirm_duplicate === true,
            ...(v.lines?.length ? { lines: v.lines } : {}),
          })
        : null,
    };
  });
export type CheckRequestIn = z.input<typeof checkRequest>;

const idOrZero = zeroOrIdSchema();
const statusFilter = statusFilterSchema(CHECK_ALL_STATUS, CHECK_STATUS_NAMES);

/** Columns the cheque list sorts by; 'newest' (the default, descending) is the order checks were written. */
export const CHECK_SORTS = ['newest', 'check_number', 'check_current_date', 'vendor_name', 'check_amount', 'status_name', 'company_name'] as const;
export type CheckSort = (typeof CHECK_SORTS)[number];

/** The cheque list's filters: company (0 = All Company), status (5 = All Status, 1 Check, 2 Void), search and sort. */
const checkFilters = z.object({
  company_id: idOrZero.default(0),
  status: statusFilter.default(CHECK_ALL_STATUS),
  ...listSortQuery(CHECK_SORTS, 'newest', 'desc').shape,
});
/** The cheque list: its filters and paging (5 a page). */
export const checkListQuery = checkFilters.extend({
  page: pageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(CHECK_PAGE_SIZE),
});
/** GET /listAllGeneratedCheck/export: the list's filters and the file format. */
export const checkExportQuery = checkFilters.extend(exportQuery.shape);
export type CheckListQuery = z.output<typeof checkListQuery>;
export type CheckExportQuery = z.output<typeof checkExportQuery>;
export const checkStatusParam = statusFilter;
export const checkCompanyParam = idOrZero;

/** A row of the cheque list and the check's own data (wire names of section 3). */
export const checkRow = z.object({
  id: z.number(),
  check_id: z.number(),
  check_number: z.number(),
  check_type: z.enum(CHECK_TYPES),
  company_id: z.number(),
  company_name: z.string(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  memo: z.string(),
  /** decimal string; a Void check keeps its amount (the list shows 0.00) */
  check_amount: z.string(),
  status: z.number(),
  status_name: z.string(),
  bank_account_id: z.number(),
  bank_account_name: z.string(),
  check_current_date: z.string(),
  bill_id: z.number().nullable(),
  created_on: z.string(),
  voided_at: z.string().nullable(),
});
export type CheckRow = z.infer<typeof checkRow>;
export const checkPage = paginated(checkRow);

/** A Paid bill payment offered for a voucher check, and a line (stub row) of a check. */
export const checkPaymentRow = z.object({
  bill_payment_id: z.number(),
  bill_id: z.number(),
  bill_number: z.number(),
  refrence: z.string(),
  bill_date: z.string(),
  bill_due: z.string(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  account_name: z.string(),
  memo: z.string(),
  fund_program_name: z.string(),
  functional_expense_name: z.string(),
  amount_due: z.string(),
  discount: z.string(),
  /** what the payment paid: the row's Amount */
  amount: z.string(),
  payment_date: z.string(),
  status: z.number(),
});
export type CheckPaymentRow = z.infer<typeof checkPaymentRow>;

export const checkVendor = z.object({
  id: z.number(),
  name: z.string(),
  billing_address_line_1: z.string(),
  billing_address_line_2: z.string().nullable(),
  billing_city: z.string(),
  billing_state: z.string(),
  billing_country: z.string(),
  billing_zip_code: z.string(),
});
export const checkCompany = z.object({
  id: z.number(),
  legal_name: z.string(),
  address_line_1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  amount_words_grouping: z.enum(['indian', 'us']),
});

/** getCheckInfoBySingleCheckId: the check with what its read-only screen shows. */
export const checkDetail = z.object({
  check_type: z.enum(CHECK_TYPES),
  checkData: checkRow,
  /** its payments (for a voided voucher check: the payments it held) */
  data: z.array(checkPaymentRow),
  bankAccount: z.array(z.object({ id: z.number(), account_name: z.string(), account_number: z.string() })),
  getVendor: checkVendor,
  getCompany: checkCompany,
  bankAccountBalance: z.string(),
  /** the amount line as printed ("One Hundred and 00/100"); a Void check prints 0 */
  amountInWords: z.string().nullable(),
  /** a standard check's lines (its own bill's; issue 28.1); a voucher check has none */
  lines: z.array(billLine).optional(),
  /** why it was voided, when a reason was given (issue 28.5) */
  void_reason: voidReason.nullable().optional(),
});
export type CheckDetail = z.infer<typeof checkDetail>;

/** The JSON print data (getPrintCheckInfoByCheckId?format=json), names of section 3. */
export const checkPrintData = z.object({
  checkType: z.enum(CHECK_TYPES),
  data: z.array(
    z.object({
      date: z.string(),
      vendor_name: z.string(),
      vendor_city: z.string(),
      vendor_state: z.string(),
      check_amount: z.string(),
      check_memo: z.string(),
      bill_due_date: z.string(),
      memo: z.string(),
      amount_due: z.string(),
      discount: z.string(),
      payment: z.string(),
    }),
  ),
  checkData: z.object({ check_current_date: z.string(), check_amount: z.string(), memo: z.string(), check_number: z.number(), status: z.number() }),
  getVendor: z.object({ name: z.string(), billing_city: z.string(), billing_state: z.string(), billing_country: z.string() }),
});

/** printMultipleCheckByVendor: the checks to print (one page each, in number order). */
export const checkPrintRequest = z.object({
  checkId: z.array(idSchema(), { error: CHECK_TEXT.printNone }).min(1, { error: CHECK_TEXT.printNone }).max(CHECK_PRINT_MAX, { error: CHECK_TEXT.tooMany }),
});
