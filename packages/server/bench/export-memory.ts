/**
 * Issue 21 point 7: the memory an Excel (or CSV) export of 200,000 rows takes, measured in a process of its
 * own (run by bench/run.ts with --expose-gc). The rows are the bill list's columns, made in batches of
 * 1,000 as the database would hand them over; the download goes to a client that takes each chunk on the
 * event loop's next turn, so whatever the writer buffers ahead of it shows. Prints one JSON line:
 * { format, rows, bytes, seconds, libraryMb, baseRssMb, peakRssMb, peakHeapMb, peakBuffersMb }.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import type { ExportColumn } from '../src/lib/export/columns.js';
import { writeCsv } from '../src/lib/export/csv.js';
import { writeXlsx } from '../src/lib/export/xlsx.js';

const format = (process.argv[2] ?? 'xlsx') as 'xlsx' | 'csv';
const ROWS = Number(process.argv[3] ?? 200_000);

interface Row {
  id: number;
  number: number;
  vendor: string;
  memo: string;
  date: string;
  due: string;
  cents: number;
}
const columns: ExportColumn<Row>[] = [
  { header: 'Bill #', type: 'number', value: (r) => r.number },
  { header: 'Vendor', type: 'text', value: (r) => r.vendor },
  { header: 'Memo', type: 'text', value: (r) => r.memo },
  { header: 'Date', type: 'date', value: (r) => r.date },
  { header: 'Due', type: 'date', value: (r) => r.due },
  { header: 'Amount', type: 'money', value: (r) => r.cents },
];

async function* rows(): AsyncGenerator<Row> {
  for (let i = 0; i < ROWS; i += 1000) {
    await new Promise((r) => setImmediate(r)); // a batch arrives from the database
    for (let k = i; k < Math.min(ROWS, i + 1000); k++) {
      yield {
        id: k,
        number: k + 1,
        vendor: `Vendor ${k % 5000} Supply Company`,
        memo: `Monthly service ${k} for the fellowship hall and the parsonage`,
        date: '2026-03-14',
        due: '2026-04-13',
        cents: 1000 + ((k * 7919) % 900_000),
      };
    }
  }
}

// exceljs is loaded at a process's first workbook (lib/heavy-packages.ts), once: load it before the base is
// read, so the growth is the export's own, and say apart what the library took.
global.gc?.();
const bareRss = process.memoryUsage().rss;
if (format === 'xlsx') {
  (await import('../src/lib/heavy-packages.js')).excelJs();
  global.gc?.();
}
const baseRss = process.memoryUsage().rss;
let peakRss = baseRss;
let peakHeap = 0;
let peakBuffers = 0;
const sample = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakBuffers = Math.max(peakBuffers, m.arrayBuffers);
}, 20);

let bytes = 0;
// A client reading in turn with everything else on the event loop (each chunk acknowledged on the next turn).
const client = new Writable({
  highWaterMark: 64 * 1024,
  write(chunk: Buffer, _enc, done) {
    bytes += chunk.length;
    setImmediate(done);
  },
});
const out = new PassThrough();
const t0 = performance.now();
const write = format === 'csv' ? writeCsv(out, columns, rows()) : writeXlsx(out, 'bills', columns, rows());
await Promise.all([write, pipeline(out, client)]);
clearInterval(sample);
const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
console.log(
  JSON.stringify({
    format,
    rows: ROWS,
    bytes,
    seconds: (performance.now() - t0) / 1000,
    libraryMb: mb(baseRss - bareRss),
    baseRssMb: mb(baseRss),
    peakRssMb: mb(peakRss),
    peakHeapMb: mb(peakHeap),
    peakBuffersMb: mb(peakBuffers),
  }),
);
