import { toCents } from '@app/contract';
import { PDFDocument } from '../../lib/heavy-packages.js';
import { type Column, FONT, MARGIN, type Pdf, pdfBuffer, pdfMoney, tableRow } from '../../pdf/document.js';
import type { Printable } from './printable.js';

// A value ending in '%' (budget against actual's percent used) is printed as it is, not as money.
const money = (v: string | null) => (v === null ? '' : v.endsWith('%') ? v : pdfMoney(toCents(v) ?? 0));

/** Landscape when the amounts need the width (grids of many columns). */
export const layoutOf = (p: Printable) => (p.columns.length > 4 ? 'landscape' : 'portrait');

/** The statement on US Letter pages: company, title and dates on top, then its rows as a table. */
export async function statementPdf(p: Printable): Promise<Buffer> {
  // document.ts' createPdf, turned landscape when the amounts need the width.
  const doc: Pdf = new PDFDocument({
    size: 'LETTER',
    layout: layoutOf(p),
    margin: MARGIN,
    info: { Title: `${p.title} - ${p.company}`, Author: '', Producer: 'Church accounting' },
  });
  drawStatement(doc, p);
  return pdfBuffer(doc);
}

/** Draws a statement from the current position of `doc` (the board packet draws several into one document). */
export function drawStatement(doc: Pdf, p: Printable) {
  doc.font(FONT.bold).fontSize(14).text(p.company, { align: 'center' });
  doc.font(FONT.bold).fontSize(12).text(p.title, { align: 'center' });
  doc.font(FONT.regular).fontSize(10).text(p.dates, { align: 'center' });
  doc.moveDown(1);
  const amountShare = Math.min(0.17, 0.72 / Math.max(1, p.columns.length));
  const columns: Column[] = [
    { header: '', width: 1 - amountShare * p.columns.length },
    ...p.columns.map((h): Column => ({ header: h, width: amountShare, align: 'right' })),
  ];
  tableRow(
    doc,
    columns,
    columns.map((c) => c.header),
    { header: true, fill: '#e8edf5' },
  );
  for (const r of p.rows) {
    const label = `${'    '.repeat(r.indent ?? 0)}${r.label}`;
    if (r.heading) {
      tableRow(doc, columns, [label, ...p.columns.map(() => '')], { bold: true, fill: '#f4f6fa' });
      continue;
    }
    const alert = r.alert && r.values.some((v) => v !== null && v !== '0.00');
    if (alert) doc.fillColor('#c62828');
    tableRow(doc, columns, [label, ...r.values.map(money)], { bold: r.bold });
    doc.fillColor('#000');
  }
  if (p.notes?.length) {
    doc.moveDown(1);
    doc.font(FONT.regular).fontSize(8);
    for (const n of p.notes) doc.text(n);
  }
}
