import { z } from 'zod';
import { M } from '../messages.js';
import { CHECK_NUMBER_MAX_DIGITS } from './checks.js';

/**
 * How a bank account's checks are printed (issue 20, point 4). The bank's name, address, routing and account
 * number are the bank account's own fields (the ledger account's name is never printed as the bank).
 */
export const CHECK_STOCKS = ['voucher', 'standard_3up'] as const;
export type CheckStock = (typeof CHECK_STOCKS)[number];
export const CHECK_STOCK_NAMES: Record<CheckStock, string> = {
  voucher: 'Pre-printed voucher stock (a check and two stubs a page)',
  standard_3up: 'Pre-printed standard stock (three checks a page)',
};

/** What a stock may already carry; the printer leaves those out. */
export const PREPRINTED_ELEMENTS = ['company', 'bank', 'check_number', 'captions', 'micr'] as const;
export type PreprintedElement = (typeof PREPRINTED_ELEMENTS)[number];
export const PREPRINTED_NAMES: Record<PreprintedElement, string> = {
  company: "Company's name and address",
  bank: "Bank's name and address",
  check_number: 'Check number',
  captions: 'Captions and lines (Pay to the order of, Date, Dollars, Memo, signature)',
  micr: 'Routing and account number line (MICR)',
};

/** Offsets move everything printed, in hundredths of an inch (1 = 0.72 pt), at most an inch either way. */
export const OFFSET_LIMIT = 100;
export const HUNDREDTH_INCH_PT = 0.72;

/** The amount-in-words groupings in plain words; the specification's is Lakh and Crore. */
export const WORDS_GROUPINGS = ['indian', 'us'] as const;
export type WordsGroupingName = (typeof WORDS_GROUPINGS)[number];
export const WORDS_GROUPING_DEFAULT: WordsGroupingName = 'indian';
export const WORDS_GROUPING_NAMES: Record<WordsGroupingName, string> = {
  indian: 'Lakh and Crore (specification)',
  us: 'Million and Thousand (US banks)',
};

/** An ABA routing number: 9 digits whose weighted sum (3, 7, 1, ...) is a multiple of 10. */
export function isRoutingNumber(v: string): boolean {
  if (!/^\d{9}$/.test(v)) return false;
  const d = [...v].map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}

const line = (max: number) =>
  z
    .string({ error: M.printSetupTooLong(max) })
    .trim()
    .max(max, { error: M.printSetupTooLong(max) });
const offset = z.coerce
  .number({ error: M.printSetupOffset })
  .int({ error: M.printSetupOffset })
  .min(-OFFSET_LIMIT, { error: M.printSetupOffset })
  .max(OFFSET_LIMIT, { error: M.printSetupOffset });

/** POST /saveCheckPrintSetup/{bankAccountId}. */
export const checkPrintSetupRequest = z.object({
  bank_name: line(100),
  bank_address_line_1: line(100),
  bank_address_line_2: line(100),
  routing_number: z
    .string()
    .trim()
    .refine((v) => v === '' || isRoutingNumber(v), { error: M.printSetupRouting }),
  account_number: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4,17}$/.test(v), { error: M.printSetupAccountNumber }),
  stock: z.enum(CHECK_STOCKS, { error: M.printSetupStock }),
  preprinted: z
    .array(z.enum(PREPRINTED_ELEMENTS, { error: M.printSetupElement }))
    .max(PREPRINTED_ELEMENTS.length)
    .transform((v) => PREPRINTED_ELEMENTS.filter((e) => v.includes(e))),
  offset_x: offset,
  offset_y: offset,
  /** where the checkbook starts; blank: 1 (or on from the highest issued) */
  first_check_number: z.union([z.string(), z.number(), z.null()]).transform((v, ctx) => {
    const s = v === null ? '' : String(v).trim();
    if (s === '') return null;
    if (!new RegExp(`^[1-9]\\d{0,${CHECK_NUMBER_MAX_DIGITS - 1}}$`).test(s)) {
      ctx.addIssue({ code: 'custom', message: M.printSetupFirstNumber });
      return z.NEVER;
    }
    return Number(s);
  }),
});
export type CheckPrintSetupInput = z.input<typeof checkPrintSetupRequest>;
export type CheckPrintSetupRequest = z.output<typeof checkPrintSetupRequest>;

/** A set-up as the service and the printer take it: the request's wire names turned into domain input once. */
export interface PrintSetupInput {
  bankName: string;
  bankAddressLine1: string;
  bankAddressLine2: string;
  routingNumber: string;
  accountNumber: string;
  stock: CheckStock;
  preprinted: PreprintedElement[];
  /** hundredths of an inch, right */
  offsetX: number;
  /** hundredths of an inch, down */
  offsetY: number;
  /** where the checkbook starts (null: 1, or on from the highest issued) */
  firstCheckNumber: number | null;
}
export const printSetupInputOf = (v: CheckPrintSetupRequest): PrintSetupInput => ({
  bankName: v.bank_name,
  bankAddressLine1: v.bank_address_line_1,
  bankAddressLine2: v.bank_address_line_2,
  routingNumber: v.routing_number,
  accountNumber: v.account_number,
  stock: v.stock,
  preprinted: v.preprinted,
  offsetX: v.offset_x,
  offsetY: v.offset_y,
  firstCheckNumber: v.first_check_number,
});
/** POST /saveCheckPrintSetup/{bankAccountId}'s body: checkPrintSetupRequest transformed into a PrintSetupInput. */
export const checkPrintSetupBody = checkPrintSetupRequest.transform(printSetupInputOf);

/** GET /getCheckPrintSetup/{bankAccountId}: the set-up (defaults when never saved) and what it leads to. */
export const checkPrintSetup = z.object({
  bank_account_id: z.number(),
  /** the ledger account's name, for the screen's heading only */
  bank_account_name: z.string(),
  company_id: z.number(),
  company_name: z.string(),
  bank_name: z.string(),
  bank_address_line_1: z.string(),
  bank_address_line_2: z.string(),
  routing_number: z.string(),
  account_number: z.string(),
  stock: z.enum(CHECK_STOCKS),
  preprinted: z.array(z.enum(PREPRINTED_ELEMENTS)),
  offset_x: z.number(),
  offset_y: z.number(),
  first_check_number: z.number().nullable(),
  /** what the next check on this account gets */
  next_check_number: z.number(),
  /** the company's amount-in-words grouping, set when the company was created */
  amount_words_grouping: z.enum(WORDS_GROUPINGS),
  /** false until someone saves it */
  saved: z.boolean(),
});
export type CheckPrintSetup = z.infer<typeof checkPrintSetup>;
