import { z } from 'zod';
import { M } from '../messages.js';
import { ACCESS_LEVELS, COMPANY_TYPES } from '../reference.js';
import { SEC } from '../security.js';
import { exportQuery, isPrintable, listSortQuery, optionalIdSchema, optionalText, pageQuery, paginated, requiredId, requiredText } from './common.js';
import { DEFAULT_COUNTRY, isCountryCode, isUsStateCode } from './geo.js';

/**
 * Companies, their users, ministries and locations: wire names as in the specification's call table
 * (acess_level_name included). One schema validates the web form and the server.
 */

export const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_TYPES = ['png', 'jpeg', 'webp'] as const;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The first bytes of a base64 text (no atob in the contract: it runs in Node and the browser alike). */
function leadingBytes(b64: string, count: number): number[] {
  const out: number[] = [];
  let bits = 0;
  let acc = 0;
  for (const ch of b64) {
    const v = B64.indexOf(ch);
    if (v < 0) break;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
      if (out.length >= count) break;
    }
  }
  return out;
}

const startsWith = (bytes: number[], sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** What image a logo data URL really holds, judged by its bytes, not by its label. */
export function sniffLogo(dataUrl: string): { type: (typeof LOGO_TYPES)[number] | null; bytes: number } {
  const m = /^data:image\/(png|jpeg|jpg|webp);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  if (!m) return { type: null, bytes: 0 };
  const b64 = m[2];
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  const bytes = Math.floor((b64.length * 3) / 4) - padding;
  const head = leadingBytes(b64, 12);
  const declared = m[1] === 'jpg' ? 'jpeg' : (m[1] as (typeof LOGO_TYPES)[number]);
  const actual = startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    ? 'png'
    : startsWith(head, [0xff, 0xd8, 0xff])
      ? 'jpeg'
      : startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)
        ? 'webp'
        : null;
  return { type: actual === declared ? actual : null, bytes };
}

/** A logo is a data: URL of a PNG, JPEG or WebP image of at most 1 MB; blank removes it. */
const logo = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null))
  .superRefine((v, ctx) => {
    if (!v) return;
    const { type, bytes } = sniffLogo(v);
    if (!type) ctx.addIssue({ code: 'custom', message: M.logoType });
    else if (bytes > LOGO_MAX_BYTES) ctx.addIssue({ code: 'custom', message: M.logoTooLarge });
  });

/** Digits only (zip, telephone): numbers from a form become strings; blank is null. */
const digits = (message: string, max: number, maxMessage: string) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .pipe(
      z
        .string()
        .regex(/^\d*$/, { error: message })
        .max(max, { error: maxMessage })
        .transform((v) => (v ? v : null)),
    );

const requiredDigits = (required: string, message: string, max: number, maxMessage: string) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, { error: required }).regex(/^\d+$/, { error: message }).max(max, { error: maxMessage }));

/** A checkbox or switch: true/false, 1/0 or '1'/'0'. */
const flag = z
  .union([z.boolean(), z.literal([0, 1, '0', '1'])])
  .nullish()
  .transform((v) => v === true || v === 1 || v === '1');

const optionalId = optionalIdSchema('Choose a value from the list');

/**
 * Issue 27: the company's parent in the denomination's tree (its district, region...). Omitted on update:
 * unchanged; null, '' or 0: none (the top). Only Super-Admin may set or change it (the server checks).
 */
const parentCompanyId = z
  .union([z.number(), z.string(), z.null()], { error: M.parentCompanyInvalid })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === '' || v === 0 || v === '0') return null;
    const n = typeof v === 'number' ? v : Number(v.trim());
    if (!Number.isSafeInteger(n) || n < 1) {
      ctx.addIssue({ code: 'custom', message: M.parentCompanyInvalid });
      return z.NEVER;
    }
    return n;
  });

const accessLevel = requiredId(M.required).refine((v) => ACCESS_LEVELS.some((l) => l.id === v), { error: M.accessLevelInvalid });

const country = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : DEFAULT_COUNTRY))
  .refine(isCountryCode, { error: M.countryInvalid });

const fiscalYear = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const s = String(v).trim();
    if (!/^\d{4}$/.test(s) || Number(s) < 1900 || Number(s) > 2999) {
      ctx.addIssue({ code: 'custom', message: M.fiscalYearInvalid });
      return z.NEVER;
    }
    return Number(s);
  });

/** When the country is US the state must be one of the US states list; elsewhere it is free text. */
function checkUsState(v: { country: unknown; state: unknown }, ctx: z.RefinementCtx) {
  // `when` runs this on any body, even null or a list: only an object has fields to check.
  if (typeof v !== 'object' || v === null) return;
  if (v.country === 'US' && typeof v.state === 'string' && v.state && !isUsStateCode(v.state)) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: M.usStateInvalid });
  }
}

export const companyUserFields = z.object({
  id: optionalIdSchema(),
  first_name: requiredText(M.required),
  middle_name: optionalText(),
  last_name: requiredText(M.required),
  address_line_1: requiredText(M.required),
  address_line_2: optionalText(),
  city: requiredText(M.required),
  country: requiredText(M.required)
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, { error: M.countryInvalid }),
  state: requiredText(M.required),
  zip_code: requiredDigits(M.zipNumber, M.zipNumber, 5, M.zipMaxFive),
  email: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .max(255, { error: 'At most 255 characters' })
    .pipe(z.email({ error: M.enterValidEmail }))
    .transform((v) => v.toLowerCase()),
  contact_number: z
    .string()
    .trim()
    .max(12, { error: M.contactNumberMax })
    .regex(/^(\+?\d+)?$/, { error: SEC.contactNumber })
    .nullish()
    .transform((v) => (v ? v : null)),
  /** the company's level; positions are filtered by it */
  access_level: optionalId,
  position: requiredId(M.required),
  approver: flag,
});
export const companyUserInput = companyUserFields.superRefine(checkUsState, { when: () => true });
export type CompanyUserInput = z.input<typeof companyUserInput>;
export type CompanyUser = z.output<typeof companyUserInput>;

const companyFields = z.object({
  legal_name: requiredText(M.required).refine(isPrintable, { error: M.printUnsafe }),
  company_type: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .refine((v) => (COMPANY_TYPES as readonly string[]).includes(v), { error: M.companyTypeInvalid }),
  ein: requiredText(M.required, 50),
  primary_first_name: requiredText(M.required),
  primary_middle_name: optionalText(),
  primary_last_name: requiredText(M.required),
  secondary_first_name: optionalText(),
  secondary_middle_name: optionalText(),
  secondary_last_name: optionalText(),
  address_line_1: optionalText(),
  address_line_2: optionalText(),
  city: optionalText(),
  state: optionalText(),
  country,
  zip_code: digits(M.zipNumber, 5, M.zipMaxFive),
  email: z
    .string({ error: M.emailIsRequired })
    .trim()
    .min(1, { error: M.emailIsRequired })
    .max(255, { error: 'At most 255 characters' })
    .pipe(z.email({ error: M.enterValidEmail }))
    .transform((v) => v.toLowerCase()),
  telephone_number: digits(M.telephoneNumber, 12, M.telephoneMax),
  fax: optionalText(20),
  fiscal_year: fiscalYear,
  logo,
  url: optionalText(255),
  location: requiredId(M.required),
  ministry: optionalId,
  authentication: flag,
  access_level: accessLevel,
  parent_company_id: parentCompanyId,
  /** how checks write amounts in words (DESIGN.md section 9), chosen when the company is created ('Lakh and Crore'
   * or 'Million and Thousand'); omitted: the specification's Indian grouping on create, unchanged on update */
  amount_words_grouping: z.enum(['indian', 'us'], { error: M.wordsGroupingRequired }).optional(),
  /** refuse payments, checks and entries that overdraw a fund's share of a bank account (issue 24); omitted: off on create, unchanged on update */
  refuse_fund_overdraft: z
    .union([z.boolean(), z.literal([0, 1, '0', '1'])], { error: 'refuse_fund_overdraft must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 1 || v === '1')),
  /** saved together with the company; omitted on update: the users stay as they are */
  users: z.array(companyUserInput).max(500).optional(),
});

/** Two entries with one email: the form refuses them the same way ('User with email … already added'). */
function checkCompany(v: { country: unknown; state: unknown; users?: unknown }, ctx: z.RefinementCtx) {
  checkUsState(v, ctx);
  if (typeof v !== 'object' || v === null || !Array.isArray(v.users)) return;
  const seen = new Set<string>();
  v.users.forEach((u: { email?: unknown }, i) => {
    if (typeof u?.email !== 'string') return;
    const email = u.email.trim().toLowerCase();
    if (seen.has(email)) ctx.addIssue({ code: 'custom', path: ['users', i, 'email'], message: M.userAlreadyAdded(email) });
    seen.add(email);
  });
}
/** Run the cross-field checks even when a field failed, so the form shows every message at once. */
const always = { when: () => true };

export const companyCreateRequest = companyFields.superRefine(checkCompany, always);
/** The location is fixed once the company exists (the form disables it), so an update may leave it out. */
export const companyUpdateRequest = companyFields.extend({ location: optionalId }).superRefine(checkCompany, always);
export type CompanyInput = z.input<typeof companyCreateRequest>;
export type CompanyRequest = z.output<typeof companyCreateRequest>;
export type CompanyUpdateRequest = z.output<typeof companyUpdateRequest>;

export const companyUserData = z.object({
  id: z.number(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  email: z.string(),
  contact_number: z.string().nullable(),
  access_level: z.number().nullable(),
  position: z.number().nullable(),
  approver: z.number(),
  acess_level_name: z.string().nullable(),
  position_name: z.string().nullable(),
  /** false until the user has set a password from the invitation */
  password_set: z.boolean(),
});
export type CompanyUserData = z.infer<typeof companyUserData>;

export const companyData = z.object({
  id: z.number(),
  legal_name: z.string(),
  company_type: z.string(),
  ein: z.string(),
  primary_first_name: z.string(),
  primary_middle_name: z.string().nullable(),
  primary_last_name: z.string(),
  secondary_first_name: z.string().nullable(),
  secondary_middle_name: z.string().nullable(),
  secondary_last_name: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  zip_code: z.string().nullable(),
  email: z.string(),
  telephone_number: z.string().nullable(),
  fax: z.string().nullable(),
  fiscal_year: z.number().nullable(),
  logo: z.string().nullable(),
  url: z.string().nullable(),
  location: z.number().nullable(),
  location_name: z.string().nullable(),
  ministry: z.number().nullable(),
  ministry_name: z.string().nullable(),
  authentication: z.boolean(),
  access_level: z.number().nullable(),
  acess_level_name: z.string().nullable(),
  amount_words_grouping: z.enum(['indian', 'us']),
  refuse_fund_overdraft: z.boolean(),
  /** issue 27: the parent in the tree, null at the top */
  parent_company_id: z.number().nullable(),
  parent_company_name: z.string().nullable(),
});
export type CompanyData = z.infer<typeof companyData>;

export const companyWithUsers = companyData.extend({ users: z.array(companyUserData) });
export type CompanyWithUsers = z.infer<typeof companyWithUsers>;

/** A Company List row: the columns of the list, from the company's own shape. */
export const companyRow = companyData.pick({
  id: true,
  legal_name: true,
  company_type: true,
  ein: true,
  city: true,
  email: true,
  telephone_number: true,
  access_level: true,
  acess_level_name: true,
  parent_company_id: true,
  parent_company_name: true,
});
export type CompanyRow = z.infer<typeof companyRow>;
export const companyPage = paginated(companyRow);
export type CompanyPage = z.infer<typeof companyPage>;
/** Columns the company list sorts by (default: legal name, A to Z). */
export const COMPANY_SORTS = ['legal_name', 'company_type', 'ein', 'city', 'email', 'telephone_number'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
/** `?subtree_of=ID` (issue 27): only that company and every company below it in the tree. */
const companyFilters = listSortQuery(COMPANY_SORTS, 'legal_name', 'asc').extend({ subtree_of: optionalIdSchema() });
export const companyListQuery = pageQuery.extend(companyFilters.shape);
export type CompanyListQuery = z.output<typeof companyListQuery>;
/** GET /company/export: the list's search and sort and the file format. */
export const companyExportQuery = companyFilters.extend(exportQuery.shape);
export type CompanyExportQuery = z.output<typeof companyExportQuery>;

/** The company chooser's rows (getWholeCompanyData). */
export const companyOption = z.object({
  id: z.number(),
  legal_name: z.string(),
  access_level: z.number().nullable(),
  acess_level_name: z.string().nullable(),
});
export type CompanyOption = z.infer<typeof companyOption>;
/** The most options one searched answer holds, and how many it holds by default. */
export const COMPANY_OPTIONS_MAX = 100;
export const COMPANY_OPTIONS_DEFAULT = 50;
/**
 * GET /getWholeCompanyData (issue 23 point 4): no parameter answers every company (the specification's
 * chooser); ?search= (legal name contains, ignoring case) and/or ?limit= answer the first `limit` by name;
 * ?id= answers that one company (a chooser's chosen value), when the caller may choose it.
 */
export const companyOptionsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(COMPANY_OPTIONS_MAX).optional(),
  id: optionalIdSchema(),
});
export type CompanyOptionsQuery = z.output<typeof companyOptionsQuery>;

/** Ministries and locations: a name each. */
export const namedItemRequest = z.object({ name: requiredText(M.nameRequired) });
export type NamedItemRequest = z.infer<typeof namedItemRequest>;
export const namedItem = z.object({ id: z.number(), name: z.string() });
export type NamedItem = z.infer<typeof namedItem>;
