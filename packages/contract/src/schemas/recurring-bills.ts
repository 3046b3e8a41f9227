import { z } from 'zod';
import { isValidIsoDate } from '../dates.js';

import { idSchema, money, optionalIdSchema, optionalText, pageQuery, paginated, requiredText, zeroOrIdSchema } from './common.js';

/** Issue 28 point 4: a template that makes a Created bill each month. */
export const RECURRING_STATUSES = ['active', 'paused', 'ended'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];
export const RECURRING_STATUS_NAMES: Record<RecurringStatus, string> = { active: 'Active', paused: 'Paused', ended: 'Ended' };
export const RECURRING_ACTIONS = ['pause', 'resume', 'end'] as const;
export const RECURRING_LINES_MAX = 20;
/** A bill's reference holds 10 characters: a pattern's every month must fit. */
export const RECURRING_REFERENCE_MAX = 10;

export const RECURRING_TEXT = {
  created: 'The recurring bill has been saved',
  paused: 'The recurring bill has been paused',
  resumed: 'The recurring bill has been resumed',
  ended: 'The recurring bill has been ended',
  patternTooLong: `The reference of a month must fit in ${RECURRING_REFERENCE_MAX} characters (e.g. ELEC{YYYY}{MM} gives ELEC202611).`,
  patternRequired: 'Enter a reference pattern, e.g. ELEC{YYYY}{MM}.',
  lastBeforeFirst: 'The last date must be on or after the first date.',
  dateInvalid: 'Enter a valid date.',
  dayInvalid: 'The day of the month is a number from 1 to 31 (31 means the last day of each month).',
  linesRequired: 'A recurring bill needs at least one line.',
  notPausable: 'Only an active recurring bill can be paused.',
  notResumable: 'Only a paused recurring bill can be resumed.',
  alreadyEnded: 'This recurring bill has already ended.',
} as const;

/** The reference of one period: {YYYY}, {YY}, {MM} and {MON} (JAN..DEC) replaced. */
export function renderReference(pattern: string, period: string): string {
  const [yyyy, mm] = period.split('-');
  const mon = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][Number(mm) - 1] ?? '';
  return pattern.replaceAll('{YYYY}', yyyy).replaceAll('{YY}', yyyy.slice(2)).replaceAll('{MM}', mm).replaceAll('{MON}', mon).trim();
}

const day = (message: string = RECURRING_TEXT.dateInvalid) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isValidIsoDate(v), { error: message });

/** A line in the shape of a bill's `lines` (account_id, fund_program_id, funtional_expenses_id, memo, amount). */
export const recurringLine = z.object({
  account_id: idSchema('Please select the COA of each line'),
  fund_program_id: idSchema('Please select the fund program of each line'),
  funtional_expenses_id: idSchema('Please select the functional expense of each line'),
  memo: optionalText(500),
  amount: money('Enter a valid amount on each line').refine((c) => c > 0, { error: 'Each line’s amount must be more than zero' }),
});

export const recurringBillRequest = z
  .object({
    company_id: optionalIdSchema(),
    vendor_id: idSchema('Please select vendor'),
    account_payable_id: idSchema('Please select an accounts payable account'),
    reference_pattern: requiredText(RECURRING_TEXT.patternRequired, 40),
    memo: optionalText(500),
    day_of_month: z.coerce
      .number({ error: RECURRING_TEXT.dayInvalid })
      .int({ error: RECURRING_TEXT.dayInvalid })
      .min(1, { error: RECURRING_TEXT.dayInvalid })
      .max(31, { error: RECURRING_TEXT.dayInvalid }),
    /** the bill's due date is this many days after its date */
    due_days: z.coerce.number().int().min(0).max(365).default(0),
    first_date: day(),
    last_date: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidIsoDate(v), { error: RECURRING_TEXT.dateInvalid })
      .nullish()
      .transform((v) => v || null),
    lines: z.array(recurringLine, { error: RECURRING_TEXT.linesRequired }).min(1, { error: RECURRING_TEXT.linesRequired }).max(20),
  })
  .superRefine((v, ctx) => {
    if (v.last_date && v.last_date < v.first_date) ctx.addIssue({ code: 'custom', path: ['last_date'], message: RECURRING_TEXT.lastBeforeFirst });
    const sample = renderReference(v.reference_pattern, '2026-12');
    if (sample.length > RECURRING_REFERENCE_MAX) ctx.addIssue({ code: 'custom', path: ['reference_pattern'], message: RECURRING_TEXT.patternTooLong });
  });
export type RecurringBillRequest = z.output<typeof recurringBillRequest>;
export type RecurringBillRequestIn = z.input<typeof recurringBillRequest>;

/** A template's line in domain names (amount in cents). */
export interface RecurringLineInput {
  accountId: number;
  fundProgramId: number;
  functionalExpenseId: number;
  memo: string;
  amountCents: number;
}

/** POST /recurring-bills as the service takes it: the wire names turned into domain input once, here. */
export interface RecurringBillInput {
  /** the company a Super-Admin named (null: none named) */
  companyId: number | null;
  vendorId: number;
  accountPayableId: number;
  referencePattern: string;
  memo: string;
  dayOfMonth: number;
  dueDays: number;
  firstDate: string;
  lastDate: string | null;
  lines: RecurringLineInput[];
}

/** The route's body: the form's schema (recurringBillRequest, the web's resolver) transformed into a RecurringBillInput. */
export const recurringBillBody = recurringBillRequest.transform(
  (v): RecurringBillInput => ({
    companyId: v.company_id,
    vendorId: v.vendor_id,
    accountPayableId: v.account_payable_id,
    referencePattern: v.reference_pattern,
    memo: v.memo ?? '',
    dayOfMonth: v.day_of_month,
    dueDays: v.due_days,
    firstDate: v.first_date,
    lastDate: v.last_date,
    lines: v.lines.map((l) => ({
      accountId: l.account_id,
      fundProgramId: l.fund_program_id,
      functionalExpenseId: l.funtional_expenses_id,
      memo: l.memo ?? '',
      amountCents: l.amount,
    })),
  }),
);

export const recurringLineRow = z.object({
  account_id: z.number(),
  fund_program_id: z.number(),
  funtional_expenses_id: z.number(),
  memo: z.string(),
  amount: z.string(),
});

export const recurringBillRow = z.object({
  id: z.number(),
  company_id: z.number(),
  companyName: z.string(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  account_payable_id: z.number(),
  reference_pattern: z.string(),
  next_reference: z.string().nullable(),
  memo: z.string(),
  day_of_month: z.number(),
  due_days: z.number(),
  first_date: z.string(),
  last_date: z.string().nullable(),
  next_run_on: z.string().nullable(),
  status: z.enum(RECURRING_STATUSES),
  status_name: z.string(),
  amount: z.string(),
  lines: z.array(recurringLineRow),
  bills_made: z.number(),
  last_error: z.string().nullable(),
});
export type RecurringBillRow = z.infer<typeof recurringBillRow>;
export const recurringBillPage = paginated(recurringBillRow);

export const recurringListQuery = pageQuery.extend({
  company_id: zeroOrIdSchema().default(0),
  status: z.enum([...RECURRING_STATUSES, 'all']).default('all'),
});

export const recurringActionParams = z.object({
  id: idSchema(),
  action: z.enum(RECURRING_ACTIONS, { error: 'The action is pause, resume or end' }),
});

export const recurringBillOfRun = z.object({ period: z.string(), bill_id: z.number(), bill_number: z.number(), made_at: z.string() });
