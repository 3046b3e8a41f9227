import { z } from 'zod';
import { idSchema, optionalIdSchema } from './common.js';
import { TAX_CLASSIFICATIONS, TIN_TYPES } from './w9.js';

/**
 * The 1099-NEC report (issue 28 point 7): per payee, what the company paid in a calendar year for
 * nonemployee compensation (payments and checks by the date paid, voids left out), and whether the payee gets a
 * 1099-NEC. Money: decimal strings.
 */

/**
 * The reporting threshold by year, in cents: $600 for payments through 2025; $2,000 for 2026 (P.L. 119-21,
 * the One Big Beautiful Bill Act), indexed for inflation from 2027. A later year the table does not list yet
 * takes the last figure listed until the IRS publishes its own.
 */
export const NEC_THRESHOLDS: ReadonlyArray<{ from_year: number; cents: number }> = [
  { from_year: 0, cents: 60_000 },
  { from_year: 2026, cents: 200_000 },
];
export function necThresholdCents(year: number): number {
  let cents = NEC_THRESHOLDS[0].cents;
  for (const t of NEC_THRESHOLDS) if (year >= t.from_year) cents = t.cents;
  return cents;
}

export const FORM_1099_TEXT = {
  year: 'Choose a year between 2000 and 2100',
  noW9: 'No W-9 on file',
  noTin: 'No TIN',
  noClassification: 'No tax classification on the W-9',
  belowThreshold: (threshold: string) => `Below the ${threshold} threshold`,
  corporation: 'A corporation (no 1099-NEC except for legal services)',
  exempt: 'An exempt payee',
  notReportable: 'This payee gets no 1099-NEC for the year.',
  nobody: 'No payee gets a 1099-NEC for this year.',
} as const;

const year = z.coerce
  .number({ error: FORM_1099_TEXT.year })
  .int({ error: FORM_1099_TEXT.year })
  .min(2000, { error: FORM_1099_TEXT.year })
  .max(2100, { error: FORM_1099_TEXT.year });

/** GET /reports/1099-nec?company_id=&year= (?format=csv: the filer's import file of the reportable payees). */
export const form1099Query = z.object({
  company_id: optionalIdSchema('Choose one of the options'),
  year,
  format: z.enum(['json', 'csv'], { error: "Choose the format 'json' or 'csv'" }).default('json'),
});
export type Form1099Query = z.output<typeof form1099Query>;

/** GET /reports/1099-nec/copy-b?company_id=&year=&vendor_id= (vendor optional: every reportable payee). */
export const form1099CopyBQuery = z.object({
  company_id: optionalIdSchema('Choose one of the options'),
  year,
  vendor_id: idSchema('Choose a vendor.').optional(),
});
export type Form1099CopyBQuery = z.output<typeof form1099CopyBQuery>;

export const form1099Row = z.object({
  vendor_id: z.number(),
  vendor_name: z.string(),
  vendor_number: z.number(),
  /** the TIN in full for Vendor_Edit holders, else its last four digits */
  tin: z.string(),
  tin_type: z.enum(TIN_TYPES).nullable(),
  tax_classification: z.enum(TAX_CLASSIFICATIONS).nullable(),
  legal_services: z.boolean(),
  /** nonemployee compensation paid in the year */
  total_paid: z.string(),
  /** how many payments and checks make it up */
  payments: z.number(),
  reportable: z.boolean(),
  /** why not, when not reportable */
  reason: z.string().nullable(),
  warnings: z.array(z.string()),
});
export type Form1099Row = z.infer<typeof form1099Row>;

export const form1099Report = z.object({
  company_id: z.number(),
  company_name: z.string(),
  year: z.number(),
  threshold: z.string(),
  rows: z.array(form1099Row),
  reportable_count: z.number(),
  reportable_total: z.string(),
});
export type Form1099Report = z.infer<typeof form1099Report>;
