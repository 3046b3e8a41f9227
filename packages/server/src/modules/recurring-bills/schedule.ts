/**
 * The calendar of a recurring bill (pure). A template runs once a month on its day of the month; a day past
 * the month's end (31 in April, 29-31 in February) runs on the month's last day. A period is 'YYYY-MM'.
 */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** The run date of the month of `period` ('YYYY-MM'). */
export function runDateOf(period: string, dayOfMonth: number): string {
  const [y, m] = period.split('-').map(Number);
  return `${period}-${pad(Math.min(dayOfMonth, daysIn(y, m)))}`;
}

export function nextPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
}

export const periodOf = (day: string) => day.slice(0, 7);

/** The first run on or after `day`. */
export function firstRunOnOrAfter(day: string, dayOfMonth: number): string {
  const here = runDateOf(periodOf(day), dayOfMonth);
  return here >= day ? here : runDateOf(nextPeriod(periodOf(day)), dayOfMonth);
}

/** The run after the one dated `runOn`. */
export const runAfter = (runOn: string, dayOfMonth: number) => runDateOf(nextPeriod(periodOf(runOn)), dayOfMonth);

/** null when the template has no run left (its next run falls after its last date). */
export const withinLast = (runOn: string, lastDate: string | null) => (lastDate && runOn > lastDate ? null : runOn);
