import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
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

/** Writes the header and every row to `out` as CSV (with a BOM so Excel reads UTF-8), honouring backpressure. */
export async function writeCsv<T>(out: Writable, columns: ExportColumn<T>[], rows: AsyncIterable<T>): Promise<void> {
  // A cell given as { value, quoted } keeps its own options (csv-stringify reads an object cell that way).
  const csv = stringify({ bom: true, record_delimiter: 'windows', cast: { object: (cell) => cell as unknown as string } });
  csv.pipe(out);
  out.once('close', () => csv.destroy());
  const put = async (record: Array<string | number | Quoted>) => {
    if (!csv.write(record)) await drained(csv);
  };
  await put(columns.map((c) => quoted(c.header)));
  for await (const row of rows) await put(columns.map((c) => csvCell(c, row)));
  csv.end();
  await finished(out);
}
