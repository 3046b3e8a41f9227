import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type Options, stringify } from 'csv-stringify/sync';
import { centsOf, centsToDecimal, dayOf, type ExportColumn, safeText } from './columns.js';
import { drained } from './drained.js';

/** A text cell, always quoted: a spreadsheet reading ';' (or tab) as its separator cannot split it into cells. */
type Quoted = { value: string; quoted: true };
const quoted = (text: string): Quoted => ({ value: safeText(text), quoted: true });

/** A CSV cell: money '1234.56', dates 'YYYY-MM-DD', text quoted and guarded against formulas. */
function csvCell<T>(c: ExportColumn<T>, row: T): string | number | Quoted {
  const v = c.value(row);
  if (v === null || v === undefined || v === '') return '';
  switch (c.type) {
    case 'money':
      return centsToDecimal(centsOf(v as string | number | bigint));
    case 'date':
      return dayOf(v as string | Date);
    case 'number':
      return Number(v);
    default:
      return quoted(String(v));
  }
}

// A cell given as { value, quoted } keeps its own options (csv-stringify reads an object cell that way).
const OPTIONS: Options = { record_delimiter: 'windows', cast: { object: (cell) => cell as unknown as string } };
/** Rows per chunk written: about 64 KB of the bench's bill rows. One chunk per row was one HTTP chunk and one Buffer each. */
const ROWS_PER_CHUNK = 500;

/**
 * Writes the header and every row to `out` as CSV (with a BOM so Excel reads UTF-8), ROWS_PER_CHUNK rows at a
 * time, honouring backpressure. Stops when `out` is gone (the client went away).
 */
export async function writeCsv<T>(out: Writable, columns: ExportColumn<T>[], rows: AsyncIterable<T>): Promise<void> {
  let chunk: Array<Array<string | number | Quoted>> = [columns.map((c) => quoted(c.header))];
  let first = true;
  const flush = async () => {
    if (out.destroyed) throw new Error('export: the client went away');
    const text = stringify(chunk, { ...OPTIONS, bom: first });
    first = false;
    chunk = [];
    if (!out.write(text)) await drained(out);
  };
  for await (const row of rows) {
    chunk.push(columns.map((c) => csvCell(c, row)));
    if (chunk.length >= ROWS_PER_CHUNK) await flush();
  }
  if (chunk.length) await flush();
  out.end();
  await finished(out);
}
