import { type BillDueFilter, DUE_SOON_DAYS } from '@app/contract';
import { invalid } from '../../errors.js';
import { isoDay } from '../../lib/iso-day.js';

const DAY_MS = 86_400_000;

/**
 * The caller's calendar day: the `today` the web sends (its local day), accepted when it is a day in force
 * somewhere on earth now (UTC-12 .. UTC+14); without one, the server's UTC day.
 */
export function callerToday(now: Date, today?: string): string {
  if (!today) return isoDay(now);
  const earliest = isoDay(new Date(now.getTime() - DAY_MS / 2));
  const latest = isoDay(new Date(now.getTime() + (14 * DAY_MS) / 24));
  if (today < earliest || today > latest) throw invalid('today must be the current date', 'today');
  return today;
}

/** The day `days` after an ISO day. */
export const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * The open (Created) bills a due filter selects, as a bill_due range: overdue = due before today;
 * next14 = due today .. today + 14 days. The dashboard counts with the same bounds it links to.
 */
export function dueRange(due: BillDueFilter, today: string): { after: string; until: string } {
  return due === 'overdue' ? { after: '0001-01-01', until: addDays(today, -1) } : { after: today, until: addDays(today, DUE_SOON_DAYS) };
}
