import { z } from 'zod';
import { M } from '../messages.js';
import { fromCents, MAX_MONEY_CENTS, toCents } from '../money.js';
import { SHIPPING_METHODS } from '../reference.js';
import { SEC } from '../security.js';
import {
  CONTACT_NUMBER_RE,
  exportQuery,
  idSchema,
  isOneLine,
  isOnlySpaces,
  isPrintable,
  listSortQuery,
  pageQuery,
  paginated,
  zeroOrIdSchema,
} from './common.js';
import { companyData } from './companies.js';
import { DEFAULT_COUNTRY, isCountryCode, isUsStateCode } from './geo.js';
import { FORM_1099_BOXES, w9Data, w9Fields } from './w9.js';

/** PostgreSQL text cannot hold NUL; refusing it here keeps a bad byte from becoming a 500. */
const noNul = (v: string) => !v.includes('\u0000');

/** A text input that API clients may also send as a number (zip, phone); trimmed string out. */
const textish = (message: string) => z.union([z.string(), z.number()], { error: message }).transform((v) => String(v).trim());

const required = (max = 255, message: string = M.required) =>
  textish(message).pipe(
    z
      .string()
      .min(1, { error: message })
      .max(max, { error: `At most ${max} characters` })
      .refine(noNul, { error: message })
      .refine(isOneLine, { error: SEC.lineBreak }),
  );

const optional = (max = 255) =>
  textish(M.required)
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(
      z
        .string()
        .max(max, { error: `At most ${max} characters` })
        .refine(noNul, { error: 'Contains an invalid character' })
        .refine(isOneLine, { error: SEC.lineBreak })
        .nullable(),
    );

/** US zip: digits only, at most 5 (the input also stops at 5). */
const zipRule = z
  .string()
  .regex(/^\d+$/, { error: M.zipNumber })
  .pipe(z.string().max(5, { error: M.zipMaxFive }));
const requiredZip = textish(M.required).pipe(z.string().min(1, { error: M.required }).pipe(zipRule));
const optionalZip = textish(M.zipNumber)
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(zipRule.nullable());

/** digits with at most one leading '+', 7 to 12 characters in all (never silently stripped of separators) */
const isPhone = (v: string) => v.length <= 12 && CONTACT_NUMBER_RE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7;
export const phoneNumber = textish(M.required)
  .pipe(z.string().min(1, { error: M.required }))
  .pipe(z.string().refine(isPhone, { error: M.phoneInvalid }));

const optionalEmail = z
  .string()
  .trim()
  .max(255, { error: 'At most 255 characters' })
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email({ error: M.enterValidEmail }).nullable());

/** Sales tax percent: blank means none; otherwise 0 to 100 with up to three decimals ("7.25"). */
const salesTax = z
  .union([z.string(), z.number()], { error: M.percentRange })
  .nullish()
  .transform((v, ctx) => {
    if (isOnlySpaces(v)) {
      ctx.addIssue({ code: 'custom', message: M.blankNotAllowed });
      return z.NEVER;
    }
    const text = v === null || v === undefined ? '' : String(v).trim().replace(/%$/, '');
    if (text === '') return '0';
    if (!/^\d{1,3}(\.\d{1,3})?$/.test(text) || Number(text) > 100) {
      ctx.addIssue({ code: 'custom', message: M.percentRange });
      return z.NEVER;
    }
    return normalizePercent(text);
  });

/** "007.250" -> "7.25", "5.000" -> "5": one spelling for the same rate. */
export function normalizePercent(text: string): string {
  const [whole, frac = ''] = text.split('.');
  const w = String(Number(whole));
  const f = frac.replace(/0+$/, '');
  return f ? `${w}.${f}` : w;
}

/** Freight: blank means 0; never negative; cents out. */
const freight = z
  .union([z.string(), z.number()], { error: 'Enter a valid amount' })
  .nullish()
  .transform((v, ctx) => {
    if (isOnlySpaces(v)) {
      ctx.addIssue({ code: 'custom', message: M.blankNotAllowed });
      return z.NEVER;
    }
    if (v === null || v === undefined || String(v).trim() === '') return 0;
    const cents = toCents(v);
    if (cents === null || cents > MAX_MONEY_CENTS) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid amount' });
      return z.NEVER;
    }
    if (cents < 0) {
      ctx.addIssue({ code: 'custom', message: M.vendorFreightNegative });
      return z.NEVER;
    }
    return cents;
  });

const w9 = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: 'W-9 must be yes or no' })
  .nullish()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const shippingMethod = z
  .string({ error: M.vendorShippingMethod })
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null))
  .pipe(z.enum(SHIPPING_METHODS, { error: M.vendorShippingMethod }).nullable());

const companyId = idSchema(M.selectCompany);

/**
 * The EIN: text only (a JSON number would lose leading zeros and its dash); NFKC-normalised (issue 21.5), so
 * fullwidth digits '１２-３４５６７８９' are the same EIN as '12-3456789' to the duplicate rule and are stored as such.
 */
const ein = z
  .string({ error: (i) => (i.input === undefined || i.input === null ? M.required : M.einNotText) })
  .transform((v) => v.normalize('NFKC').trim())
  .pipe(z.string().min(1, { error: M.required }).max(20, { error: 'At most 20 characters' }).refine(isOneLine, { error: SEC.lineBreak }));

/** A vendor's payment terms (issue 28.2): days from the vendor's invoice date to the bill's due date. */
export const PAYMENT_TERMS = ['due_on_receipt', 'net_15', 'net_30', 'net_60'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_TERMS_DAYS: Record<PaymentTerms, number> = { due_on_receipt: 0, net_15: 15, net_30: 30, net_60: 60 };
export const PAYMENT_TERMS_NAMES: Record<PaymentTerms, string> = { due_on_receipt: 'Due on receipt', net_15: 'Net 15', net_30: 'Net 30', net_60: 'Net 60' };
/** Blank or null = no terms; left out on an update = keep the vendor's terms. */
const paymentTerms = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v?.trim() ? v.trim() : null))
  .pipe(z.enum(PAYMENT_TERMS, { error: 'Choose Due on receipt, Net 15, Net 30 or Net 60.' }).nullable().optional());

const vendorFields = z.object({
  company_id: companyId,
  // printed on checks as the payee and on orders
  name: required(255).refine(isPrintable, { error: M.printUnsafe }),
  legal_name: optional(255).refine((v) => v === null || isPrintable(v), { error: M.printUnsafe }),
  bussiness_type: optional(100),
  ein,
  contact_person: optional(255),
  contact_number: phoneNumber,
  email: optionalEmail,
  billing_address_line_1: required(255),
  billing_address_line_2: optional(255),
  billing_city: required(100),
  billing_state: required(100),
  billing_country: required(100)
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, { error: M.countryInvalid })
    .default(DEFAULT_COUNTRY),
  billing_zip_code: requiredZip,
  shipping_address_line_1: optional(255),
  shipping_address_line_2: optional(255),
  shipping_city: optional(100),
  shipping_state: optional(100),
  shipping_country: optional(100)
    .transform((v) => (v ? v.toUpperCase() : null))
    .refine((v) => v === null || isCountryCode(v), { error: M.countryInvalid }),
  shipping_zip_code: optionalZip,
  w9,
  shipping_method: shippingMethod,
  freight,
  sales_tax: salesTax,
  ...w9Fields,
  payment_terms: paymentTerms,
});

/** In the US the state is one of the USPS codes (the form offers a list); elsewhere it is free text. */
function checkUsStates(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (typeof v !== 'object' || v === null) return; // `when` runs this on any body, even null
  for (const side of ['billing', 'shipping']) {
    const state = v[`${side}_state`];
    if (v[`${side}_country`] === 'US' && typeof state === 'string' && state && !isUsStateCode(state)) {
      ctx.addIssue({ code: 'custom', path: [`${side}_state`], message: M.usStateInvalid });
    }
  }
}
// `when` runs the state check even while other fields are still wrong, so the form shows it at once.
const always = { when: () => true };

/** Every field of the Vendor Setup page; the server validates POST /vendor/add and /vendor/update with it. */
export const vendorRequest = vendorFields.superRefine(checkUsStates, always);
export type VendorRequestIn = z.input<typeof vendorRequest>;
export type VendorRequest = z.output<typeof vendorRequest>;

/** A checked request back in wire form (freight in dollars again), for the web to send what it validated. */
export function vendorRequestToWire(v: VendorRequest): VendorRequestIn {
  return { ...v, freight: fromCents(v.freight) };
}

/** The 'Adding New Vendor' dialog also requires a valid email. */
export const vendorDialogRequest = vendorFields
  .extend({
    // Same input type as the page's email (one form type for both); only the rule is stricter.
    email: z
      .string({ error: M.enterValidEmail })
      .nullish()
      .transform((v) => (v ?? '').trim())
      .pipe(
        z
          .string()
          .max(255, { error: 'At most 255 characters' })
          .pipe(z.email({ error: M.enterValidEmail })),
      ),
  })
  .superRefine(checkUsStates, always);

/** A vendor on the wire (GET /vendor rows, /vendor/edit, /vendor/add). Money as "12.50", tax as "7.25". */
export const vendorData = z.object({
  id: z.number(),
  company_id: z.number(),
  company_name: z.string().nullable(),
  vendor_number: z.number(),
  name: z.string(),
  legal_name: z.string().nullable(),
  bussiness_type: z.string().nullable(),
  ein: z.string(),
  contact_person: z.string().nullable(),
  contact_number: z.string(),
  email: z.string().nullable(),
  billing_address_line_1: z.string(),
  billing_address_line_2: z.string().nullable(),
  billing_city: z.string(),
  billing_state: z.string(),
  billing_country: z.string(),
  billing_zip_code: z.string(),
  shipping_address_line_1: z.string().nullable(),
  shipping_address_line_2: z.string().nullable(),
  shipping_city: z.string().nullable(),
  shipping_state: z.string().nullable(),
  shipping_country: z.string().nullable(),
  shipping_zip_code: z.string().nullable(),
  w9: z.boolean(),
  shipping_method: z.string().nullable(),
  freight: z.string(),
  sales_tax: z.string(),
  ...w9Data,
  payment_terms: z.enum(PAYMENT_TERMS).nullable(),
});
export type VendorData = z.infer<typeof vendorData>;

export const vendorPage = paginated(vendorData);
export type VendorPage = z.infer<typeof vendorPage>;

/** Columns the vendor list sorts by; 'newest' (the default, descending) is the order vendors were added. */
export const VENDOR_SORTS = ['newest', 'vendor_number', 'company_name', 'name', 'bussiness_type', 'ein', 'contact_person', 'email'] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];

/** GET /vendor filters: company (Super-Admin; 0 or absent = all), a free-text search and the sort. */
const vendorFilters = z.object({ company_id: zeroOrIdSchema().optional(), ...listSortQuery(VENDOR_SORTS, 'newest', 'desc').shape });
export const vendorListQuery = pageQuery.extend(vendorFilters.shape);
/** GET /vendor/export: the list's filters and the file format. */
export const vendorExportQuery = vendorFilters.extend(exportQuery.shape);
export type VendorListQuery = z.output<typeof vendorListQuery>;
export type VendorExportQuery = z.output<typeof vendorExportQuery>;

/** A vendor in pickers (purchase orders, bills, checks). */
export const vendorOption = z.object({
  id: z.number(),
  name: z.string(),
  vendor_number: z.number(),
  company_id: z.number(),
  /** fills a bill's due date from its invoice date (issue 28.2) */
  payment_terms: z.enum(PAYMENT_TERMS).nullable().optional(),
  /** a new bill line's 1099 box (issue 28.7) */
  default_1099_box: z.enum(FORM_1099_BOXES).optional(),
});
export type VendorOption = z.infer<typeof vendorOption>;

/** GET /getComapnyVendorInformation/{vendorId}: what a purchase order copies from the vendor. */
export const vendorTerms = vendorOption.extend({
  shipping_method: z.string().nullable(),
  sales_tax: z.string(),
  freight: z.string(),
});
export type VendorTerms = z.infer<typeof vendorTerms>;

/** The buying company's address block a purchase order prints (getVendorName's companyInformation). */
export const vendorCompanyInformation = companyData.pick({
  id: true,
  legal_name: true,
  address_line_1: true,
  address_line_2: true,
  city: true,
  state: true,
  country: true,
  zip_code: true,
  email: true,
  telephone_number: true,
});

/** The permissions that may read vendor pickers: the vendor screens and the screens that choose a vendor. */
export const VENDOR_PICKER_PERMISSIONS = [
  'Vendor_View',
  'Vendor_Create',
  'Vendor_Edit',
  'BillPurchaseOrders_View',
  'BillPurchaseOrders_Create',
  'BillPurchaseOrders_Edit',
  'Bills_View',
  'Bills_Create',
  'Bills_Edit',
  'BillPayment_View',
  'BillPayment_Create',
  'Check_View',
  'Check_Create',
];
