import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
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
 * Streams a one-sheet workbook to `out` with exceljs' WorkbookWriter: each row is committed (written to
 * the zip) as it comes, so memory stays at one batch; a full `out` is waited for before the next row.
 */
export async function writeXlsx<T>(out: Writable, sheetName: string, columns: ExportColumn<T>[], rows: AsyncIterable<T>): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? WIDTH[c.type],
    style: NUM_FMT[c.type] ? { numFmt: NUM_FMT[c.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) {
    sheet.addRow(columns.map((c) => xlsxCell(c, row))).commit();
    if (out.writableNeedDrain) await drained(out);
  }
  sheet.commit();
  await book.commit();
}
