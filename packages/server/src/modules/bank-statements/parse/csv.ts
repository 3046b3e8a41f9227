import type { CsvMappingInput } from '@app/contract';
import { parse } from 'csv-parse/sync';
import { type ParsedLine, type ParsedStatement, StatementFileError } from './types.js';
import { centsOf, periodOf, validDay } from './values.js';
export type CsvDateFormat = CsvMappingInput['dateFormat'];

/** Which header names the account's CSV columns (contract csvMappingBody, stored in bank_csv_mappings). */
export type CsvMapping = CsvMappingInput;

/** The bank's separator: the one of , ; tab that the header line holds most of. */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0][0];
}

/** The rows of the file, the first one its header (trimmed names); a file that is not CSV is refused. */
export function csvTable(text: string): { header: string[]; rows: string[][] } {
  let rows: string[][];
  try {
    rows = parse(text, { delimiter: delimiterOf(text), bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (e) {
    throw new StatementFileError(`The CSV file could not be read: ${(e as Error).message}`);
  }
  if (rows.length < 1 || rows[0].filter(Boolean).length < 2) throw new StatementFileError('The CSV file has no header row naming its columns.');
  return { header: rows[0], rows: rows.slice(1) };
}

function csvDay(raw: string, format: CsvDateFormat, what: string): string {
  const parts = raw
    .trim()
    .split(/[/.\-\s]+/)
    .map(Number);
  const [a, b, c] = parts;
  const year = (y: number) => (y < 100 ? 2000 + y : y);
  const day =
    parts.length !== 3 || parts.some((p) => !Number.isInteger(p))
      ? null
      : format === 'YYYY-MM-DD'
        ? validDay(a, b, c)
        : format === 'MM/DD/YYYY'
          ? validDay(year(c), a, b)
          : validDay(year(c), b, a);
  if (!day) throw new StatementFileError(`${what}: "${raw}" is not a date written ${format}.`);
  return day;
}

/**
 * A CSV statement read with the account's mapping. The bank reference is the mapped reference column when it
 * has a value, else date|amount|description; two identical rows of one file (two 20.00 withdrawals the same
 * day) are told apart by their order among the identical ones (|2, |3), so the same overlapping download still
 * finds them as duplicates and neither is lost.
 */
export function parseCsv(text: string, mapping: CsvMapping): ParsedStatement {
  const { header, rows } = csvTable(text);
  const col = (name: string | null, required: boolean): number => {
    if (!name) return -1;
    const i = header.indexOf(name);
    if (i < 0 && required)
      throw new StatementFileError(`The CSV file has no column "${name}" (the saved mapping names it). Its columns: ${header.join(', ')}.`);
    return i;
  };
  const iDate = col(mapping.dateColumn, true);
  const iDesc = col(mapping.descriptionColumn, true);
  const iAmount = col(mapping.amountColumn, true);
  const iDebit = col(mapping.debitColumn, true);
  const iCredit = col(mapping.creditColumn, true);
  const iCheck = col(mapping.checkNumberColumn, false);
  const iRef = col(mapping.referenceColumn, false);
  const seen = new Map<string, number>();
  const lines: ParsedLine[] = [];
  rows.forEach((row, r) => {
    const where = `Row ${r + 2}`;
    const cell = (i: number) => (i >= 0 ? (row[i] ?? '').trim() : '');
    if (row.every((v) => !v.trim())) return;
    let amountCents: number;
    if (iAmount >= 0) amountCents = centsOf(cell(iAmount), `${where} amount`);
    else {
      const debit = cell(iDebit) ? Math.abs(centsOf(cell(iDebit), `${where} debit`)) : 0;
      const credit = cell(iCredit) ? Math.abs(centsOf(cell(iCredit), `${where} credit`)) : 0;
      amountCents = credit - debit;
    }
    if (amountCents === 0) return; // a balance-only or memo row of the bank's export
    const postedOn = csvDay(cell(iDate), mapping.dateFormat, `${where} date`);
    const description = cell(iDesc);
    let bankRef = cell(iRef);
    if (!bankRef) {
      const key = `${postedOn}|${(amountCents / 100).toFixed(2)}|${description}`;
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      bankRef = n === 1 ? key : `${key}|${n}`;
    }
    lines.push({ postedOn, amountCents, description, payee: null, checkNumber: cell(iCheck) || null, bankRef });
  });
  const period = periodOf(lines.map((l) => l.postedOn));
  return { format: 'csv', accountNumber: null, periodStart: period.start, periodEnd: period.end, openingBalanceCents: null, closingBalanceCents: null, lines };
}
