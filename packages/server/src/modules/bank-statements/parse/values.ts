import { StatementFileError } from './types.js';

/**
 * Money as banks write it ("-12.00", "+1,234.5", "(45.00)", "$12", "12,50" with a decimal comma) to integer
 * cents. More than two decimals or anything else is refused: guessing an amount is worse than stopping.
 */
export function centsOf(raw: string, what: string): number {
  let s = raw.trim().replace(/[$\s\u00a0]/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (/^[+-]/.test(s)) {
    negative = negative !== (s[0] === '-');
    s = s.slice(1);
  }
  if (/^\d+,\d{1,2}$/.test(s)) s = s.replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(s)) s = s.replace(/,/g, '');
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s) ?? /^()\.(\d{1,2})$/.exec(s);
  if (!m) throw new StatementFileError(`${what}: "${raw.trim()}" is not an amount.`);
  const cents = Number(m[1] || '0') * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new StatementFileError(`${what}: "${raw.trim()}" is not an amount.`);
  return negative ? -cents : cents;
}

/** A real calendar day or null (2026-02-30 is not one). */
export function validDay(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * An OFX date (YYYYMMDD[HHMMSS[.XXX]][[-5:EST]]) to its day. The day is the one the bank wrote: converting
 * 20261115000000[-5:EST] to UTC first would still be the 15th, but 20261115230000[-5:EST] would become the 16th.
 */
export function ofxDay(raw: string | undefined, what: string): string {
  const m = /^\s*(\d{4})(\d{2})(\d{2})/.exec(raw ?? '');
  const day = m ? validDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
  if (!day) throw new StatementFileError(`${what}: "${(raw ?? '').trim()}" is not a date.`);
  return day;
}

/** An ISO date or date-time (CAMT: 2026-11-15 or 2026-11-15T10:00:00-05:00) to its day as written. */
export function isoDayOf(raw: string | undefined, what: string): string {
  const m = /^\s*(\d{4})-(\d{2})-(\d{2})/.exec(raw ?? '');
  const day = m ? validDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
  if (!day) throw new StatementFileError(`${what}: "${(raw ?? '').trim()}" is not a date.`);
  return day;
}

/** Text of a parsed node: trimmed string, '' for nothing. */
export const textOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** One or many children of a parsed node as an array. */
export const listOf = <T>(v: T | T[] | undefined | null): T[] => (v == null || v === '' ? [] : Array.isArray(v) ? v : [v]);

export function periodOf(days: string[]): { start: string | null; end: string | null } {
  if (!days.length) return { start: null, end: null };
  const sorted = [...days].sort();
  return { start: sorted[0], end: sorted[sorted.length - 1] };
}
