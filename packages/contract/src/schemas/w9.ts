import { z } from 'zod';
import { isValidIsoDate } from '../dates.js';

/**
 * A vendor's W-9 facts (issue 28 point 7): what the 1099-NEC needs to know of a payee. The TIN itself is the
 * vendor's `ein` field (an individual's SSN goes there too); `tin_type` says which it is.
 */
export const TAX_CLASSIFICATIONS = [
  'individual',
  'c_corporation',
  's_corporation',
  'partnership',
  'trust_estate',
  'llc_c',
  'llc_s',
  'llc_p',
  'exempt',
] as const;
export type TaxClassification = (typeof TAX_CLASSIFICATIONS)[number];
/** The W-9's line 3 boxes, as a treasurer reads them off the form. */
export const TAX_CLASSIFICATION_LABELS: Record<TaxClassification, string> = {
  individual: 'Individual / sole proprietor',
  c_corporation: 'C corporation',
  s_corporation: 'S corporation',
  partnership: 'Partnership',
  trust_estate: 'Trust / estate',
  llc_c: 'LLC taxed as a C corporation',
  llc_s: 'LLC taxed as an S corporation',
  llc_p: 'LLC taxed as a partnership',
  exempt: 'Exempt payee',
};
/** Corporations get no 1099-NEC, except for legal services (IRS instructions for Form 1099-NEC). */
export const CORPORATE_CLASSIFICATIONS: readonly TaxClassification[] = ['c_corporation', 's_corporation', 'llc_c', 'llc_s'];

export const TIN_TYPES = ['SSN', 'EIN'] as const;
export type TinType = (typeof TIN_TYPES)[number];

/** Where a payment goes on the information returns: nonemployee compensation, rent (1099-MISC box 1), or neither. */
export const FORM_1099_BOXES = ['nec', 'misc_rent', 'none'] as const;
export type Form1099Box = (typeof FORM_1099_BOXES)[number];
export const FORM_1099_BOX_LABELS: Record<Form1099Box, string> = {
  nec: '1099-NEC box 1 (nonemployee compensation)',
  misc_rent: '1099-MISC box 1 (rents)',
  none: 'Not reported (goods, wages, reimbursements)',
};

export const W9_TEXT = {
  classification: 'Choose the W-9 tax classification',
  tinType: "Choose 'SSN' or 'EIN'",
  box: "Choose 'nec', 'misc_rent' or 'none'",
  date: 'Enter a valid date (YYYY-MM-DD)',
  legal: 'Legal services must be yes or no',
} as const;

/** One of `values`, or none: null, or '' as a form's empty select sends it. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, error: string) {
  return z
    .union([z.literal(''), z.enum(values)], { error })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v) as T[number] | null | undefined);
}

/**
 * The W-9 fields of the vendor body. Absent means "leave as it is" on an update (an API client written to the
 * specification, which has none of them, must not wipe them); null clears the optional ones.
 */
export const w9Fields = {
  tax_classification: optionalChoice(TAX_CLASSIFICATIONS, W9_TEXT.classification),
  tin_type: optionalChoice(TIN_TYPES, W9_TEXT.tinType),
  legal_services: z.boolean({ error: W9_TEXT.legal }).optional(),
  w9_received_on: z
    .string({ error: W9_TEXT.date })
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || v === undefined || isValidIsoDate(v), { error: W9_TEXT.date }),
  default_1099_box: z.enum(FORM_1099_BOXES, { error: W9_TEXT.box }).optional(),
};

/** The same facts on the wire. */
export const w9Data = {
  tax_classification: z.enum(TAX_CLASSIFICATIONS).nullable(),
  tin_type: z.enum(TIN_TYPES).nullable(),
  legal_services: z.boolean(),
  w9_received_on: z.string().nullable(),
  default_1099_box: z.enum(FORM_1099_BOXES),
};

/** A TIN as shown to a user without Vendor_Edit: only its last four digits ("•••-••-6789" style, kept neutral). */
export function maskTin(tin: string): string {
  const digits = tin.replace(/\D/g, '');
  if (!digits) return '';
  return `***-**-${digits.slice(-4)}`;
}
