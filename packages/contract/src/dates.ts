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
