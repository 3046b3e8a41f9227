/** A statement as read from a bank's file, before anything is written (issue 26 point 1). */
export type StatementFormat = 'ofx' | 'qfx' | 'camt053' | 'csv';

export interface ParsedLine {
  /** the day the bank booked it, YYYY-MM-DD (the bank's own day: a time-zone suffix never moves it) */
  postedOn: string;
  /** > 0 money in, < 0 money out */
  amountCents: number;
  description: string;
  payee: string | null;
  checkNumber: string | null;
  /** the bank's transaction id (FITID, AcctSvcrRef) or, for CSV, date|amount|description */
  bankRef: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** the account number the file names (null: the format has none, as CSV) */
  accountNumber: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  lines: ParsedLine[];
}

/** A file that cannot be read as a statement: the import answers 422 with this message and writes nothing. */
export class StatementFileError extends Error {}
