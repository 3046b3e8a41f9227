import { toCents } from '@app/contract';
import { excelJs } from '../../lib/heavy-packages.js';
import { safeText } from '../../lib/export/columns.js';
import type { Printable } from './printable.js';

/** An amount as a number of dollars; a percentage ('82.3%', budget against actual) as the number 82.3. */
const cellValue = (v: string | null) => (v === null ? null : v.endsWith('%') ? Number(v.slice(0, -1)) : (toCents(v) ?? 0) / 100);

/** The statement as one sheet: heading lines, then the label column and the amounts as numbers ('#,##0.00'). */
export async function statementXlsx(p: Printable): Promise<Buffer> {
  const book = new (excelJs().Workbook)();
  // Excel refuses a sheet name with any of []:*?/\ (A/P Aging) or over 31 characters.
  const sheet = book.addWorksheet(p.title.replace(/[[\]:*?/\\]/g, '-').slice(0, 31));
  sheet.columns = [{ width: 48 }, ...p.columns.map(() => ({ width: 16, style: { numFmt: '#,##0.00' } }))];
  sheet.addRow([safeText(p.company)]).font = { bold: true, size: 13 };
  sheet.addRow([p.title]).font = { bold: true };
  sheet.addRow([p.dates]);
  sheet.addRow([]);
  sheet.addRow(['', ...p.columns]).font = { bold: true };
  for (const r of p.rows) {
    const label = `${'  '.repeat(r.indent ?? 0)}${safeText(r.label)}`;
    const row = sheet.addRow(r.heading ? [label] : [label, ...r.values.map(cellValue)]);
    r.values.forEach((v, i) => {
      if (v?.endsWith('%')) row.getCell(i + 2).numFmt = '0.0"%"';
    });
    if (r.heading || r.bold) row.font = { bold: true };
    if (r.alert && r.values.some((v) => v !== null && v !== '0.00')) row.font = { bold: !!r.bold, color: { argb: 'FFC62828' } };
  }
  for (const n of p.notes ?? []) sheet.addRow([n]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
