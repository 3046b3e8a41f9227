import { fromCents } from '@app/contract';

/** How a cell is written: text as text, money as a number of dollars, dates as dates, numbers as numbers. */
export type ExportCellType = 'text' | 'money' | 'date' | 'number';

/**
 * One column of an exported list. `value` answers, by type:
 * text: a string; money: integer cents (number, bigint or digit string); date: 'YYYY-MM-DD' or a Date
 * (its UTC day); number: a number. null/undefined is an empty cell.
 */
export interface ExportColumn<T> {
  header: string;
  type: ExportCellType;
  value(row: T): string | number | bigint | Date | null | undefined;
  /** xlsx column width in characters (a sensible default per type otherwise) */
  width?: number;
}

export type ExportCell = string | number | Date | null;

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A money value in cents as a whole number (throws on anything that is not integer cents: a bug, not input). */
export function centsOf(v: string | number | bigint): number {
  const n = typeof v === 'bigint' ? Number(v) : Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`export: money cell is not integer cents: ${String(v)}`);
  return n;
}

/** 'YYYY-MM-DD' of a date cell's value (a Date counts by its UTC day, as the server stores days). */
export function dayOf(v: string | Date): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  const m = DAY.exec(v);
  if (!m) throw new Error(`export: date cell is not a day: ${v}`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Cents as a plain decimal ("1234.56", "-0.05"), exactly: the wire's own money text (contract fromCents). */
export const centsToDecimal = (cents: number): string => fromCents(cents);

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, or a leading tab/return) gets a
 * leading apostrophe, so an exported vendor name like '=HYPERLINK(...)' stays text (CSV injection).
 */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
