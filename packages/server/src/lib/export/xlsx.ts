import type { Writable } from 'node:stream';
import { excelJs } from '../heavy-packages.js';
import { centsOf, dayOf, type ExportCellType, type ExportColumn, safeText } from './columns.js';
import { drained } from './drained.js';

const NUM_FMT: Partial<Record<ExportCellType, string>> = { money: '#,##0.00', date: 'yyyy-mm-dd' };
const WIDTH: Record<ExportCellType, number> = { text: 24, money: 14, date: 12, number: 10 };

/** An xlsx cell: money a number of dollars, a date a real date (UTC midnight of its day), text as text. */
function xlsxCell<T>(c: ExportColumn<T>, row: T): string | number | Date | null {
  const v = c.value(row);
  if (v === null || v === undefined || v === '') return null;
  switch (c.type) {
    case 'money':
      return centsOf(v as string | number | bigint) / 100;
    case 'date':
      return new Date(`${dayOf(v as string | Date)}T00:00:00Z`);
    case 'number':
      return Number(v);
    default:
      // Excel does not run a text cell, but LibreOffice and re-saved CSVs may: the same guard as CSV.
      return safeText(String(v));
  }
}

/**
 * The stream the zip reads the sheet's XML from. exceljs' sheet writer pushes committed rows into it
 * without looking at its fill (its write() always answers true), so when compressing or the client is
 * slower than the rows come, the XML piles up there: +65 MB of buffers for 200,000 rows in the bench.
 * Read from exceljs 4's internals (WorksheetWriter.stream is a StreamBuf whose `pipes` are its readers: the
 * zip entry's PassThrough); undefined if they ever change, and then only `out` is watched.
 */
function sheetEntry(sheet: unknown): { full(): boolean; stream: Writable } | undefined {
  const pipes = (sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const first = (Array.isArray(pipes) ? pipes[0] : undefined) as (Writable & { _writableState?: { needDrain?: boolean } }) | undefined;
  // archiver's PassThrough comes from readable-stream 2, which has no writableNeedDrain: its state says it.
  if (!first || typeof first.once !== 'function' || typeof first._writableState?.needDrain !== 'boolean') return undefined;
  return { full: () => first._writableState?.needDrain === true, stream: first };
}

/**
 * Streams a one-sheet workbook to `out` with exceljs' WorkbookWriter: each row is committed (written to
 * the zip) as it comes; before the next row both the zip's input for the sheet and `out` must have room,
 * so memory stays bounded (a batch of rows and a few stream buffers) whatever the file's length.
 */
export async function writeXlsx<T>(out: Writable, sheetName: string, columns: ExportColumn<T>[], rows: AsyncIterable<T>): Promise<void> {
  const book = new (excelJs().stream.xlsx.WorkbookWriter)({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? WIDTH[c.type],
    style: NUM_FMT[c.type] ? { numFmt: NUM_FMT[c.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const entry = sheetEntry(sheet);
  for await (const row of rows) {
    sheet.addRow(columns.map((c) => xlsxCell(c, row))).commit();
    if (entry?.full()) await drained(entry.stream);
    if (out.writableNeedDrain) await drained(out);
  }
  sheet.commit();
  await book.commit();
}
