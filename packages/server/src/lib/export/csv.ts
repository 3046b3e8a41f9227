import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { centsOf, centsToDecimal, dayOf, type ExportColumn, safeText } from './columns.js';
import { drained } from './drained.js';

/** A CSV cell: money '1234.56', dates 'YYYY-MM-DD', text guarded against formulas. */
function csvCell<T>(c: ExportColumn<T>, row: T): string | number {
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
      return safeText(String(v));
  }
}

/** Writes the header and every row to `out` as CSV (with a BOM so Excel reads UTF-8), honouring backpressure. */
export async function writeCsv<T>(out: Writable, columns: ExportColumn<T>[], rows: AsyncIterable<T>): Promise<void> {
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  csv.pipe(out);
  out.once('close', () => csv.destroy());
  const put = async (record: Array<string | number>) => {
    if (!csv.write(record)) await drained(csv);
  };
  await put(columns.map((c) => c.header));
  for await (const row of rows) await put(columns.map((c) => csvCell(c, row)));
  csv.end();
  await finished(out);
}
