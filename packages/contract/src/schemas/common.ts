import { z } from 'zod';
import { toCents } from '../money.js';

/** PostgreSQL text cannot hold NUL; refusing it here keeps such input a 422, not a 500. */
const NO_NUL = /^[^\u0000]*$/;
const NUL_MESSAGE = 'Contains a character that is not allowed';

/** A required text field: missing, null or blank all give the same message. */
export const requiredText = (message: string, max = 255) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `At most ${max} characters` })
    .regex(NO_NUL, { error: NUL_MESSAGE });

/** An optional text field; blank becomes null. */
export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .regex(NO_NUL, { error: NUL_MESSAGE })
    .nullish()
    .transform((v) => (v ? v : null));

/** An id from a select: accepts 7 or "7"; 0, blank or missing give the message. */
export const requiredId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

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
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

/** Envelope of every answer: status equals the HTTP status. */
export const okEnvelope = z.object({ status: z.literal(200), message: z.string().optional() });

export const errorEnvelope = z.object({
  status: z.number(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
