import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { AppInstance } from '../src/app.js';

/** An export answer: status, headers and the raw bytes (a JSON error envelope parsed as body when it is one). */
export async function download(app: AppInstance, token: string, url: string) {
  const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
  let body: any = null;
  try {
    body = res.json();
  } catch {}
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, body };
}

/** The CSV's records (header first), BOM removed. */
export const readCsv = (bytes: Buffer): string[][] => parse(bytes, { bom: true });

/** The first sheet's rows (header first) as exceljs cell values, read by exceljs itself. */
export async function readXlsx(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  return { sheet, rows, header: ((rows[0]?.values ?? []) as unknown[]).slice(1) };
}

/** The cell of `row` under the header `name`. */
export function cellOf(header: unknown[], row: ExcelJS.Row, name: string) {
  const i = header.indexOf(name);
  if (i < 0) throw new Error(`no column ${name}`);
  return row.getCell(i + 1);
}
