/**
 * A statement as rows of labelled amounts, the one shape the PDF and the Excel file are drawn from.
 * Amounts are wire strings ("1234.56"); null leaves the cell empty.
 */
export interface PrintRow {
  label: string;
  values: Array<string | null>;
  /** a section heading (no amounts) */
  heading?: boolean;
  /** a total line */
  bold?: boolean;
  /** a figure that must be zero for the auditors (unassigned expenses): printed in red when it is not */
  alert?: boolean;
  indent?: number;
}
export interface Printable {
  /** file name stem: financial-position -> financial-position-2026-11-26.pdf */
  name: string;
  title: string;
  company: string;
  /** "As of Dec 31, 2026" or "Jan 1, 2026 to Dec 31, 2026" */
  dates: string;
  /** the amount columns' headers (the first column is the label) */
  columns: string[];
  rows: PrintRow[];
  /** lines printed under the statement */
  notes?: string[];
}
