import { addDays, type BillDueFilter, DUE_SOON_DAYS, isoDay, isTodaySomewhere } from '@app/contract';
import { invalid } from '../../errors.js';

/**
 * The caller's calendar day: the `today` the web sends (its local day), accepted when it is a day in force
 * somewhere on earth now (UTC-12 .. UTC+14); without one, the server's UTC day.
 */
export function callerToday(now: Date, today?: string): string {
  if (!today) return isoDay(now);
  if (!isTodaySomewhere(today, now)) throw invalid('today must be the current date', 'today');
  return today;
}

export { addDays };

/**
 * The open (Created) bills a due filter selects, as a bill_due range: overdue = due before today;
 * next14 = due today .. today + 14 days. The dashboard counts with the same bounds it links to.
 */
export function dueRange(due: BillDueFilter, today: string): { after: string; until: string } {
  return due === 'overdue' ? { after: '0001-01-01', until: addDays(today, -1) } : { after: today, until: addDays(today, DUE_SOON_DAYS) };
}
