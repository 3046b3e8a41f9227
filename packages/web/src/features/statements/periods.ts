import { localToday } from '@app/contract';

/** A statement's period: from/to for the flow statements, as_of for the balance sheet. */
export interface Period {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Presets a treasurer asks for most: the board meets monthly, the auditors read the year. */
export function presets(today = localToday()): Array<{ key: string; label: string; period: Period }> {
  const [y, m] = today.split('-').map(Number);
  const prevM = m === 1 ? 12 : m - 1;
  const prevY = m === 1 ? y - 1 : y;
  return [
    { key: 'month', label: 'This month', period: { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(lastDay(y, m))}` } },
    { key: 'last-month', label: 'Last month', period: { from: `${prevY}-${pad(prevM)}-01`, to: `${prevY}-${pad(prevM)}-${pad(lastDay(prevY, prevM))}` } },
    { key: 'ytd', label: 'Year to date', period: { from: `${y}-01-01`, to: today } },
    { key: 'last-year', label: 'Last year', period: { from: `${y - 1}-01-01`, to: `${y - 1}-12-31` } },
  ];
}

/** The same day a year earlier (29 Feb falls back to 28 Feb): the comparison column's dates. */
export function yearEarlier(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${y - 1}-${pad(m)}-${pad(Math.min(d, lastDay(y - 1, m)))}`;
}

/** The day before an ISO day (the balance sheet a period starts from). */
export function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (d > 1) return `${y}-${pad(m)}-${pad(d - 1)}`;
  const pm = m === 1 ? 12 : m - 1;
  const py = m === 1 ? y - 1 : y;
  return `${py}-${pad(pm)}-${pad(lastDay(py, pm))}`;
}
