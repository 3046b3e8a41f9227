const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' (or a Date) shown as 'MMM dd, yyyy', e.g. 'Nov 21, 2026'. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const iso = typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  if (!y || !m || !d) return '';
  return `${MONTHS[Number(m) - 1]} ${d}, ${y}`;
}

export const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The dates the books accept: real calendar days from 1900-01-01 to 2999-12-31. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2999-12-31';

export function isValidIsoDate(text: string): boolean {
  if (!ISO_DATE_RE.test(text) || text < MIN_DATE || text > MAX_DATE) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 'YYYY-MM-DD' of an instant, in UTC (the server's "today" when the client does not say). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The ISO day `days` after an ISO day. */
export const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * The caller's-today rule, in one place for the server and the web. A user's calendar day may be a day before or
 * after the server's UTC day, so "today" is any day in force somewhere on earth now: from the day at UTC-12
 * (`earliest`) to the day at UTC+14 (`latest`). Both ends are used on their own too, and they are one rule:
 * a date "not in the past" is not before `earliest` (a due date), a date "not in the future" is not after
 * `latest` (an opening balance's as-of), and a date that "must be today" lies between them (bill, payment,
 * the client's today of the due filters).
 */
export function todayOnEarth(now: Date): { earliest: string; latest: string } {
  return { earliest: isoDay(new Date(now.getTime() - 12 * HOUR_MS)), latest: isoDay(new Date(now.getTime() + 14 * HOUR_MS)) };
}

/** Whether `day` is today somewhere on earth now (see todayOnEarth). */
export function isTodaySomewhere(day: string, now: Date): boolean {
  const { earliest, latest } = todayOnEarth(now);
  return day >= earliest && day <= latest;
}

/** Today on the user's own calendar (the browser's local day, not UTC: an evening bill is dated today). */
export function localToday(d: Date = new Date()): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
