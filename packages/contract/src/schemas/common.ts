import { z } from 'zod';
import { toCents } from '../money.js';
import { SEC } from '../security.js';

/** Largest id a PostgreSQL integer column holds: a larger id is no record and must not reach the database. */
export const MAX_ID = 2_147_483_647;
/** Pages are counted, not guessed: a page past this is refused before it becomes a huge offset. */
export const MAX_PAGE = 1_000_000;
const ID_TEXT = /^\d{1,10}$/;

/**
 * The one id rule, for every id in a path, query or body: a whole number (7) or its digits ("7"), from
 * `min` to MAX_ID. Booleans, '-0', '1e3', '0x10', ' 7', fractions and larger numbers are refused, not coerced.
 */
const idFrom = (min: 0 | 1, message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : ID_TEXT.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || Object.is(n, -0) || n < min || n > MAX_ID) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** A record id: 1 .. MAX_ID. */
export const idSchema = (message: string = SEC.notAnId) => idFrom(1, message);
/** A company filter or owner where 0 means all companies / shared by all: 0 .. MAX_ID. */
export const zeroOrIdSchema = (message: string = SEC.notAnId) => idFrom(0, message);
/** An optional id from a select: missing, null, blank or 0 mean none (null). */
export const optionalIdSchema = (message: string = SEC.notAnId) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '' || v === 0 || v === '0') return null;
      const r = idFrom(1, message).safeParse(v);
      if (!r.success) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return r.data;
    });

/** Path parameters of the routes that name one record. */
export const idParams = z.object({ id: idSchema() });
export const companyIdParams = z.object({ companyId: zeroOrIdSchema() });

/** PostgreSQL text cannot hold NUL; refusing it here keeps such input a 422, not a 500. */
const NO_NUL = /^[^\u0000]*$/;
export const NUL_MESSAGE = 'Contains a character that is not allowed';

/**
 * Issue 21.5, the one text rule every string of every request meets (the server checks the whole body and
 * query with it before any schema): no NUL (PostgreSQL cannot store it) and no lone UTF-16 surrogate (not
 * Unicode: it would be stored changed, as U+FFFD). The answer is a 422; nothing is stripped or replaced.
 */
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (v: string) => !BAD_TEXT.test(v);

/**
 * Text printed on a check or an order (payee and company names, memos): besides the rule above, no control
 * characters and no bidirectional controls (U+202E would print a name or an amount backwards).
 */
const PRINT_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
export const isPrintable = (v: string) => isStorableText(v) && !PRINT_UNSAFE.test(v);

/**
 * Spaces alone where a number belongs (discount, freight, sales tax): refused (issue 21.5), not read as 0 —
 * a form never sends them, so they are a client's mistake. Empty or absent still means none.
 */
export const isOnlySpaces = (v: unknown) => typeof v === 'string' && v.length > 0 && v.trim() === '';

/** Names, cities, address lines: one line (a line break would break mail headers, lists and checks). */
const ONE_LINE = /^[^\r\n\u2028\u2029]*$/;

/** A required single-line text field: missing, null or blank all give the same message. */
export const requiredText = (message: string, max = 255, lines: 'one' | 'many' = 'one') =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `At most ${max} characters` })
    .regex(NO_NUL, { error: NUL_MESSAGE })
    .regex(lines === 'one' ? ONE_LINE : NO_NUL, { error: SEC.lineBreak });

/** An optional single-line text field; blank becomes null. */
export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .regex(NO_NUL, { error: NUL_MESSAGE })
    .regex(ONE_LINE, { error: SEC.lineBreak })
    .nullish()
    .transform((v) => (v ? v : null));

/** Is this single-line text (no line breaks)? For schemas that build their own text rules. */
export const isOneLine = (v: string) => ONE_LINE.test(v);

/** Contact numbers: digits with at most one leading '+'. */
export const CONTACT_NUMBER_RE = /^\+?\d+$/;

/** An id from a select: accepts 7 or "7"; 0, blank, missing or out of range give the message. */
export const requiredId = (message: string) => idSchema(message);

/** Money in: a number or a decimal string; out: integer cents. */
export const money = (message = 'Enter a valid amount') =>
  z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const cents = toCents(v);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });

/** Laravel-style paginator the web pages its tables with. */
export const paginated = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    current_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    last_page: z.number(),
    /**
     * false when counting every row would cost more than the page (another company's or all companies'
     * rows, an account's long history): total is then a floor (the count stopped at a cap, shown "10,000+")
     * or an estimate. Absent or true: total is exact.
     */
    total_is_exact: z.boolean().optional(),
  });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

/**
 * The ok envelope, declared once (issue 22): a route's answer schema starts with it and its handler returns
 * only its data. The server's serializer (the route's response schema) fills `status: 200`, and with
 * `okSaying(text)` the route's fixed message, in the schema's key order, so the wire is what handlers
 * used to write by hand. A handler may still answer a message of its own (a text chosen at run time).
 */
export const okStatus = z.literal(200).default(200);
/** Envelope of every answer: status equals the HTTP status. */
export const okEnvelope = z.object({ status: okStatus, message: z.string().optional() });
/** The envelope of a route whose answer always says `message` (default: the text given). */
export const okSaying = (message: string) => z.object({ status: okStatus, message: z.string().default(message) });
/** The specification's legacy `msg` beside `message` (settings items, createChecks): the same text. */
export const legacyMsg = (message: string) => z.string().default(message);

export const errorEnvelope = z.object({
  status: z.number(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** A list's status filter (path or query): its "All Status" value or one of its statuses; anything else is refused. */
export const statusFilterSchema = (all: number, names: Record<number, string>) =>
  z.coerce
    .number({ error: 'Choose a status' })
    .int({ error: 'Choose a status' })
    .refine((s) => s === all || s in names, { error: 'Choose a status' });

/** Directions a list can be sorted in. */
export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

/** A list's free-text search: trimmed, at most 100 characters; blank means no search (undefined). */
export const listSearch = z
  .string({ error: 'Search must be text' })
  .trim()
  .max(100, { error: 'Search is at most 100 characters' })
  .regex(NO_NUL, { error: NUL_MESSAGE })
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The `search`, `sort` and `dir` query params of a list: `sort` is one of the list's own column keys
 * (anything else is a 422 naming the choices), defaulting to the list's usual order. Extend the list's
 * query with it: `pageQuery.extend({ company_id: ..., ...listSortQuery(['name', 'ein'], 'name', 'asc').shape })`.
 */
export const listSortQuery = <K extends string>(keys: readonly [K, ...K[]], defaultKey: K, defaultDir: SortDir) =>
  z.object({
    search: listSearch,
    sort: z.enum(keys, { error: `Sort by one of: ${keys.join(', ')}` }).default(defaultKey as never),
    dir: z.enum(SORT_DIRS, { error: "Sort direction is 'asc' or 'desc'" }).default(defaultDir),
  });

/** File formats a list exports to. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `?format=csv|xlsx` of a list's `/export` route (with the list's own filters beside it). */
export const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "Choose the format 'csv' or 'xlsx'" }).default('csv'),
});
