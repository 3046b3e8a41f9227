import { z } from 'zod';
import { idSchema, optionalIdSchema } from './common.js';
import { ledgerDate } from './journals.js';
import { STATEMENT_FORMATS } from './statements.js';

/**
 * What is owed (issue 28 point 6): the A/P aging report and the vendor statement. Both are read from the
 * ledger's Accounts Payable lines, so a past date shows what was owed then. Money: decimal strings.
 * `?format=pdf` / `?format=xlsx` answer the file instead, as the statements do.
 */

export const PAYABLES_REPORT_TEXT = {
  fromAfterTo: 'The start date must be on or before the end date.',
  chooseVendor: 'Choose a vendor.',
} as const;

const format = z.enum(STATEMENT_FORMATS, { error: "Choose the format 'json', 'pdf' or 'xlsx'" }).default('json');
const companyId = optionalIdSchema('Choose one of the options');
const money = z.string();

/** GET /reports/ap-aging?company_id=&as_of= (default today; any day, past or future). */
export const apAgingQuery = z.object({ company_id: companyId, as_of: ledgerDate().optional(), format });
export type ApAgingQuery = z.output<typeof apAgingQuery>;

/** The five buckets: not yet due, then days past the due date. */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days_1_30: '1-30 days',
  days_31_60: '31-60 days',
  days_61_90: '61-90 days',
  over_90: 'Over 90 days',
};

const buckets = {
  current: money,
  days_1_30: money,
  days_31_60: money,
  days_61_90: money,
  over_90: money,
  total: money,
};

/** A bill open on the as-of day: its open amount (what the ledger's A/P still holds for it) and its age. */
export const agingBill = z.object({
  bill_id: z.number(),
  bill_number: z.number(),
  reference: z.string(),
  bill_date: z.string(),
  bill_due: z.string(),
  amount_due: money,
  open_amount: money,
  /** as_of - bill_due in days; 0 or less: not yet due (current) */
  days_past_due: z.number(),
  bucket: z.enum(AGING_BUCKETS),
});
export type AgingBill = z.infer<typeof agingBill>;

export const agingRow = z.object({ vendor_id: z.number(), vendor_name: z.string(), ...buckets, bills: z.array(agingBill) });
export type AgingRow = z.infer<typeof agingRow>;

export const apAging = z.object({
  company_id: z.number(),
  company_name: z.string(),
  as_of: z.string(),
  rows: z.array(agingRow),
  totals: z.object(buckets),
  /**
   * The balance of the Accounts Payable accounts as of the day (the trial balance's figure, credit positive).
   * It equals totals.total unless a journal entry (an opening balance...) posted to A/P outside any bill.
   */
  payable_balance: money,
});
export type ApAging = z.infer<typeof apAging>;

/** GET /reports/vendor-statement?company_id=&vendor_id=&from=&to= (to: default today; from: 1 January of to's year). */
export const vendorStatementQuery = z.object({
  company_id: companyId,
  vendor_id: idSchema(PAYABLES_REPORT_TEXT.chooseVendor),
  from: ledgerDate().optional(),
  to: ledgerDate().optional(),
  format,
});
export type VendorStatementQuery = z.output<typeof vendorStatementQuery>;

export const VENDOR_STATEMENT_KINDS = ['bill', 'payment', 'discount', 'void', 'check', 'journal'] as const;
export type VendorStatementKind = (typeof VENDOR_STATEMENT_KINDS)[number];

/** One line of the statement: a charge (bill) raises what is owed, a credit (payment, discount) lowers it. */
export const vendorStatementLine = z.object({
  date: z.string(),
  kind: z.enum(VENDOR_STATEMENT_KINDS),
  description: z.string(),
  bill_id: z.number().nullable(),
  check_id: z.number().nullable(),
  charge: money,
  credit: money,
  /** what is owed to the vendor after this line */
  balance: money,
});
export type VendorStatementLine = z.infer<typeof vendorStatementLine>;

export const vendorStatement = z.object({
  company_id: z.number(),
  company_name: z.string(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  from: z.string(),
  to: z.string(),
  /** owed at the start of `from` */
  opening_balance: money,
  lines: z.array(vendorStatementLine),
  total_charges: money,
  total_credits: money,
  /** owed at the end of `to` */
  closing_balance: money,
});
export type VendorStatement = z.infer<typeof vendorStatement>;
