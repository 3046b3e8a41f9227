import { z } from 'zod';
import { isValidIsoDate } from '../dates.js';
import { M } from '../messages.js';
import { MAX_MONEY_CENTS, toCents } from '../money.js';
import { voidReason } from './bills.js';
import {
  exportQuery,
  idSchema,
  isOnlySpaces,
  listSortQuery,
  optionalIdSchema,
  optionalText,
  pageQuery,
  paginated,
  requiredText,
  statusFilterSchema,
  zeroOrIdSchema,
} from './common.js';

/** Deposit status codes (5 in a filter = All Status), as the other documents number theirs. */
export const DEPOSIT_STATUS = { Void: 1, Posted: 2 } as const;
export const DEPOSIT_ALL_STATUS = 5;
export const DEPOSIT_STATUS_NAMES: Record<number, string> = { 1: 'Void', 2: 'Posted' };
export const DEPOSIT_PAGE_SIZE = 10;
/** A deposit holds at most this many lines (a big Sunday's count sheet is a few hundred checks). */
export const DEPOSIT_LINES_MAX = 500;
export const DEPOSIT_METHODS = ['cash', 'check', 'electronic'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
export const DEPOSIT_METHOD_NAMES: Record<DepositMethod, string> = { cash: 'Cash', check: 'Check', electronic: 'Electronic' };

/**
 * Account types a deposit line may credit: income (revenue), the liabilities (money held for others: a
 * pass-through offering, a trust fund) and the assets money clears (a receivable, a due-from another company).
 * Never a bank or cash account (that is a transfer), an expense or net assets.
 */
export const DEPOSIT_INCOME_TYPES: ReadonlySet<number> = new Set([10]);
export const DEPOSIT_LIABILITY_TYPES: ReadonlySet<number> = new Set([6, 7, 8]);
export const DEPOSIT_ASSET_TYPES: ReadonlySet<number> = new Set([2, 3, 5, 12]);
export const DEPOSIT_LINE_TYPES: ReadonlySet<number> = new Set([...DEPOSIT_INCOME_TYPES, ...DEPOSIT_LIABILITY_TYPES, ...DEPOSIT_ASSET_TYPES]);
/** The expense account type a returned check's bank fee posts to. */
export const EXPENSE_TYPE = 11;

/** Deposit texts the specification does not word. */
export const DEPOSIT_TEXT = {
  voidConfirm: 'Change status of deposit?',
  created: 'Deposit has been recorded successfully',
  returned: 'The check has been marked returned',
  selectCompany: 'Please select company',
  selectBank: 'Please select a bank account',
  bankUnknown: 'Choose a bank or cash account of this company.',
  dateInvalid: 'Enter a valid deposit date.',
  dateFuture: 'The deposit date cannot be in the future.',
  countersRequired: 'Enter the names of the two people who counted the deposit.',
  countersDistinct: 'The deposit must be counted by two different people.',
  noLines: 'Add at least one line to the deposit.',
  tooManyLines: `A deposit holds at most ${DEPOSIT_LINES_MAX} lines.`,
  chooseAccount: 'Please select an account',
  chooseFund: 'Please select a fund program',
  accountUnknown: 'Choose an account of this company.',
  accountType: 'A deposit line credits an income, liability or receivable account, not a bank, expense or net assets account.',
  accountInactive: (name: string) => `The account ${name} is InActive and cannot be used for new postings.`,
  fundUnknown: 'Choose a fund program of this company.',
  amountInvalid: 'Enter the amount in dollars with at most two decimals.',
  amountPositive: 'The amount must be more than zero.',
  amountTooLarge: 'The amount is too large.',
  methodInvalid: 'Choose cash, check or electronic.',
  checkNumberRequired: 'Enter the check number.',
  alreadyVoid: 'This deposit is already void.',
  lineUnknown: 'That line is not on this deposit.',
  notACheck: 'Only a check can be returned.',
  alreadyReturned: 'This check has already been returned.',
  returnOfVoid: 'This deposit is void: its checks cannot be returned.',
  feeAccountRequired: 'Choose the expense account of the bank fee.',
  feeAccountType: 'The bank fee posts to an expense account of this company.',
  feeNegative: 'The fee cannot be negative.',
  heldForOthers: 'Held for others',
  returnedLabel: 'Returned',
} as const;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Money in cents: `min` 1 for an amount, 0 for a fee (blank then means 0). */
export const depositMoney = (min: 0 | 1) =>
  z
    .union([z.string(), z.number(), z.null()], { error: DEPOSIT_TEXT.amountInvalid })
    .optional()
    .transform((v, ctx) => {
      if (isOnlySpaces(v)) {
        ctx.addIssue({ code: 'custom', message: M.blankNotAllowed });
        return z.NEVER;
      }
      if (blank(v)) {
        if (min === 0) return 0;
        ctx.addIssue({ code: 'custom', message: DEPOSIT_TEXT.amountPositive });
        return z.NEVER;
      }
      const c = toCents(v as string | number);
      if (c === null || (typeof v === 'number' && Math.round(v * 100) / 100 !== v)) {
        ctx.addIssue({ code: 'custom', message: DEPOSIT_TEXT.amountInvalid });
        return z.NEVER;
      }
      if (c < 0) {
        ctx.addIssue({ code: 'custom', message: min ? DEPOSIT_TEXT.amountPositive : DEPOSIT_TEXT.feeNegative });
        return z.NEVER;
      }
      if (c < min) {
        ctx.addIssue({ code: 'custom', message: DEPOSIT_TEXT.amountPositive });
        return z.NEVER;
      }
      if (c > MAX_MONEY_CENTS) {
        ctx.addIssue({ code: 'custom', message: DEPOSIT_TEXT.amountTooLarge });
        return z.NEVER;
      }
      return c;
    });

/** A calendar day 'YYYY-MM-DD' (required). */
export const depositDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isValidIsoDate(v), { error: message });

/** One line of the count sheet: what it credits (account and fund), how much, how it came, from whom. */
export const depositLineInput = z
  .object({
    account_id: idSchema(DEPOSIT_TEXT.chooseAccount),
    fund_program_id: idSchema(DEPOSIT_TEXT.chooseFund),
    amount: depositMoney(1),
    method: z.enum(DEPOSIT_METHODS, { error: DEPOSIT_TEXT.methodInvalid }),
    check_number: optionalText(30),
    payer: optionalText(120),
    memo: optionalText(255),
  })
  .superRefine((l, ctx) => {
    if (l.method === 'check' && !l.check_number) ctx.addIssue({ code: 'custom', path: ['check_number'], message: DEPOSIT_TEXT.checkNumberRequired });
  })
  // A check number belongs to a check only.
  .transform((l) => ({ ...l, check_number: l.method === 'check' ? l.check_number : null }));
export type DepositLineInput = z.output<typeof depositLineInput>;

const counter = requiredText(DEPOSIT_TEXT.countersRequired, 120);

/** POST /deposits (issue 25's wire names). */
export const depositRequest = z.object({
  company_id: optionalIdSchema(DEPOSIT_TEXT.selectCompany),
  bank_account_id: idSchema(DEPOSIT_TEXT.selectBank),
  deposit_date: depositDay(DEPOSIT_TEXT.dateInvalid),
  memo: optionalText(500),
  /** the two people who counted it: two different names, both required */
  counted_by: z
    .array(counter, { error: DEPOSIT_TEXT.countersRequired })
    .length(2, { error: DEPOSIT_TEXT.countersRequired })
    .refine((v) => v.length !== 2 || v[0].toLowerCase() !== v[1].toLowerCase(), { error: DEPOSIT_TEXT.countersDistinct }),
  lines: z
    .array(depositLineInput, { error: DEPOSIT_TEXT.noLines })
    .min(1, { error: DEPOSIT_TEXT.noLines })
    .max(DEPOSIT_LINES_MAX, { error: DEPOSIT_TEXT.tooManyLines }),
});
export type DepositRequestIn = z.input<typeof depositRequest>;
export type DepositRequest = z.output<typeof depositRequest>;

/** A deposit line in domain names (cents; a check number only on a check). */
export interface DepositInputLine {
  accountId: number;
  fundProgramId: number;
  amountCents: number;
  method: DepositMethod;
  checkNumber: string | null;
  payer: string | null;
  memo: string | null;
}

/** POST /deposits as the service takes it: the wire names turned into domain input once, here. */
export interface DepositInput {
  /** the company a Super-Admin named (null: none named) */
  companyId: number | null;
  bankAccountId: number;
  depositDate: string;
  memo: string | null;
  /** the two people who counted it */
  countedBy: readonly [string, string];
  lines: DepositInputLine[];
}

/** The route's body: depositRequest transformed into a DepositInput. */
export const depositBody = depositRequest.transform(
  (r): DepositInput => ({
    companyId: r.company_id,
    bankAccountId: r.bank_account_id,
    depositDate: r.deposit_date,
    memo: r.memo,
    countedBy: [r.counted_by[0], r.counted_by[1]],
    lines: r.lines.map((l) => ({
      accountId: l.account_id,
      fundProgramId: l.fund_program_id,
      amountCents: l.amount,
      method: l.method,
      checkNumber: l.check_number,
      payer: l.payer,
      memo: l.memo,
    })),
  }),
);

/** POST /deposits/{id}/lines/{line}/return: the bank's fee (optional) and the expense account it posts to. */
export const depositReturnRequest = z
  .object({
    fee: depositMoney(0),
    fee_account_id: optionalIdSchema(DEPOSIT_TEXT.feeAccountRequired),
  })
  .superRefine((r, ctx) => {
    if (r.fee > 0 && !r.fee_account_id) ctx.addIssue({ code: 'custom', path: ['fee_account_id'], message: DEPOSIT_TEXT.feeAccountRequired });
  });
export type DepositReturnRequest = z.output<typeof depositReturnRequest>;
/** A returned check as the service takes it: the bank's fee in cents (0: none) and the account it is charged to. */
export interface DepositReturnInput {
  feeCents: number;
  feeAccountId: number | null;
}
/** POST /deposits/{id}/lines/{line}/return's body: depositReturnRequest transformed into a DepositReturnInput. */
export const depositReturnBody = depositReturnRequest.transform((v): DepositReturnInput => ({ feeCents: v.fee, feeAccountId: v.fee_account_id }));

/** Columns the deposit list sorts by; 'newest' (the default, descending) is the order deposits were recorded. */
export const DEPOSIT_SORTS = ['newest', 'deposit_date', 'total', 'bank_account_name', 'status_name', 'companyName'] as const;

const depositFilters = z.object({
  company_id: zeroOrIdSchema().default(0),
  status: statusFilterSchema(DEPOSIT_ALL_STATUS, DEPOSIT_STATUS_NAMES).default(DEPOSIT_ALL_STATUS),
  /** deposit dates from .. until (inclusive); either may be left out */
  from: depositDay(DEPOSIT_TEXT.dateInvalid).optional(),
  until: depositDay(DEPOSIT_TEXT.dateInvalid).optional(),
  ...listSortQuery(DEPOSIT_SORTS, 'newest', 'desc').shape,
});
export const depositListQuery = depositFilters.extend({
  page: pageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(DEPOSIT_PAGE_SIZE),
});
export const depositExportQuery = depositFilters.extend(exportQuery.shape);
export type DepositListQuery = z.output<typeof depositListQuery>;
export type DepositExportQuery = z.output<typeof depositExportQuery>;

/** A deposit of the list and the view: the count sheet's totals apart, as on a bank deposit ticket. */
export const depositRow = z.object({
  id: z.number(),
  company_id: z.number(),
  companyName: z.string(),
  bank_account_id: z.number(),
  bank_account_name: z.string(),
  bank_account_number: z.string(),
  deposit_date: z.string(),
  memo: z.string().nullable(),
  counted_by: z.array(z.string()),
  cash_total: z.string(),
  check_total: z.string(),
  electronic_total: z.string(),
  total: z.string(),
  line_count: z.number(),
  status: z.number(),
  status_name: z.string(),
  created_on: z.string(),
  voided_at: z.string().nullable(),
});
export type DepositRow = z.infer<typeof depositRow>;
export const depositPage = paginated(depositRow);

/** One line of a deposit's view. */
export const depositLineRow = z.object({
  id: z.number(),
  line_no: z.number(),
  account_id: z.number(),
  account_number: z.string(),
  account_name: z.string(),
  /** true on a liability account: pass-through money, not the church's revenue */
  held_for_others: z.boolean(),
  fund_program_id: z.number(),
  fund_program_name: z.string(),
  amount: z.string(),
  method: z.enum(DEPOSIT_METHODS),
  check_number: z.string().nullable(),
  payer: z.string().nullable(),
  memo: z.string().nullable(),
  returned: z.boolean(),
  returned_on: z.string().nullable(),
  return_fee: z.string().nullable(),
  return_fee_account_name: z.string().nullable(),
});
export type DepositLineRow = z.infer<typeof depositLineRow>;

/** A bill paying out money the deposit holds for others (a bill on the same liability account and fund). */
export const payingOutBill = z.object({
  bill_id: z.number(),
  bill_number: z.number(),
  vendor_name: z.string(),
  amount: z.string(),
  status_name: z.string(),
});

/** Pass-through money of the deposit, per liability account and fund: held here, paid out by bills, left. */
export const heldForOthers = z.object({
  account_id: z.number(),
  account_name: z.string(),
  fund_program_id: z.number(),
  fund_program_name: z.string(),
  /** what this deposit holds on it (returned checks left out) */
  held: z.string(),
  /** bills on this liability account and fund that pay it out */
  bills: z.array(payingOutBill),
  /** the account's balance in that fund today (what is still held for others, all deposits together) */
  still_held: z.string(),
});

/** A journal entry the deposit posted (the deposit, a returned check, the void). */
export const depositEntry = z.object({
  id: z.number(),
  entry_date: z.string(),
  memo: z.string().nullable(),
  amount: z.string(),
  reverses_entry_id: z.number().nullable(),
});

export const depositDetail = z.object({
  data: depositRow,
  lines: z.array(depositLineRow),
  held_for_others: z.array(heldForOthers),
  journalEntries: z.array(depositEntry),
  /** why it was voided, when a reason was given (issue 28.5) */
  void_reason: voidReason.nullable(),
});
export type DepositDetail = z.infer<typeof depositDetail>;

/** GET /deposits/by-fund: the caller's month of deposits (Posted, returned checks left out), per fund program. */
export const depositsByFundQuery = z.object({
  company_id: zeroOrIdSchema().default(0),
  /** the caller's calendar day (its month is shown); absent: the server's */
  today: depositDay(DEPOSIT_TEXT.dateInvalid).optional(),
});
export const depositsByFund = z.object({
  month: z.string(),
  total: z.string(),
  funds: z.array(z.object({ fund_program_id: z.number(), fund_program_name: z.string(), amount: z.string() })),
});
export type DepositsByFund = z.infer<typeof depositsByFund>;
