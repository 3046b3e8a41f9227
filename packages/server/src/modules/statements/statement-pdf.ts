import { toCents } from '@app/contract';
import PDFDocument from 'pdfkit';
import { type Column, FONT, MARGIN, type Pdf, pdfBuffer, pdfMoney, tableRow } from '../../pdf/document.js';
import type { Printable } from './printable.js';

const money = (v: string | null) => (v === null ? '' : pdfMoney(toCents(v) ?? 0));

/** The statement on US Letter pages: company, title and dates on top, then its rows as a table. */
export async function statementPdf(p: Printable): Promise<Buffer> {
  // document.ts' createPdf, turned landscape when the amounts need the width (grids of many columns).
  const doc: Pdf = new PDFDocument({
    size: 'LETTER',
    layout: p.columns.length > 4 ? 'landscape' : 'portrait',
    margin: MARGIN,
    info: { Title: `${p.title} - ${p.company}`, Author: '', Producer: 'Church accounting' },
  });
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
  return pdfBuffer(doc);
}
