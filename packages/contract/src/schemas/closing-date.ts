import { z } from 'zod';
import { formatDate, isValidIsoDate } from '../dates.js';
import { optionalIdSchema, optionalText } from './common.js';

/** Closing the month (issue 26 point 6): the texts, quoted by the server, the web and the tests. */
export const CLOSING_TEXT = {
  /** the ledger's refusal of an entry dated on or before the closing date (409) */
  booksClosed: (through: string) => `The books are closed through ${formatDate(through)}: choose a date after it.`,
  /** the dashboard's and Company Setup's line */
  closedThrough: (through: string) => `Books closed through ${formatDate(through)}`,
  notClosed: 'The books are not closed.',
  saved: 'The closing date has been saved.',
  invalidDate: 'Enter a valid closing date.',
  future: 'The closing date cannot be after today.',
  unchanged: (through: string | null) => (through ? `The books are already closed through ${formatDate(through)}.` : 'The books are not closed.'),
  backNeedsSuperAdmin: 'Only a Super-Admin can move the closing date back or clear it.',
  backNeedsReason: 'Give a reason for moving the closing date back.',
  selectCompany: 'Select a company.',
} as const;

/**
 * POST /closing-date. `closing_date` null (or '') clears it. `reason` is required only to move it back
 * (an earlier date, or clearing it), which is the Super-Admin's alone.
 */
export const closingDateRequest = z.object({
  company_id: optionalIdSchema(CLOSING_TEXT.selectCompany),
  closing_date: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z.string({ error: CLOSING_TEXT.invalidDate }).refine(isValidIsoDate, { error: CLOSING_TEXT.invalidDate }).nullable(),
  ),
  reason: optionalText(500),
});
export type ClosingDateRequest = z.infer<typeof closingDateRequest>;

/** A closing date as the service takes it: the request's wire names turned into domain input once. */
export interface ClosingDateInput {
  /** the company a Super-Admin named (null: none named) */
  companyId: number | null;
  /** YYYY-MM-DD; null clears it */
  closingDate: string | null;
  reason: string | null;
}
/** POST /closing-date's body: closingDateRequest transformed into a ClosingDateInput. */
export const closingDateBody = closingDateRequest.transform(
  (v): ClosingDateInput => ({ companyId: v.company_id, closingDate: v.closing_date, reason: v.reason }),
);

export const closingDateQuery = z.object({ company_id: optionalIdSchema(CLOSING_TEXT.selectCompany) });

export const closingDateChange = z.object({
  id: z.number(),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  reason: z.string().nullable(),
  changed_by: z.string(),
  changed_at: z.string(),
});

/** GET /closing-date and the answer of POST: the date (null: not closed) and every change, newest first. */
export const closingDateState = z.object({
  company_id: z.number(),
  closing_date: z.string().nullable(),
  history: z.array(closingDateChange),
});
export type ClosingDateState = z.infer<typeof closingDateState>;
export type ClosingDateChange = z.infer<typeof closingDateChange>;
