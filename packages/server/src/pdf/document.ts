import { formatDate, formatUsd } from '@app/contract';
import { PDFDocument } from '../lib/heavy-packages.js';

/**
 * The one PDF toolkit of the server (purchase orders now, checks later): US Letter pages, the built-in
 * Helvetica fonts (no font files to ship), money and dates formatted as on screen, and simple table rows.
 */
export type Pdf = PDFKit.PDFDocument;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const MARGIN = 50;

export function createPdf(info: { title: string; author?: string }): Pdf {
  return new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: info.title, Author: info.author ?? '', Producer: 'Church accounting' } });
}

/** Ends the document and resolves with its bytes. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** "$1,234.56" from cents. */
export const pdfMoney = (cents: number) => formatUsd(cents);
/** "Nov 21, 2026" from an ISO date or a Date. */
export const pdfDate = (value: string | Date | null | undefined) => formatDate(value);

/** Width the page leaves for content. */
export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

export interface Column {
  header: string;
  /** share of the content width */
  width: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * One table row at the current position; wraps long cells and starts a new page (repeating the header) when
 * the row would not fit. Returns the y below the row.
 */
export function tableRow(doc: Pdf, columns: Column[], cells: string[], opts: { bold?: boolean; header?: boolean; fill?: string } = {}): number {
  const total = contentWidth(doc);
  const x0 = doc.page.margins.left;
  const pad = 4;
  doc.font(opts.bold || opts.header ? FONT.bold : FONT.regular).fontSize(9);
  const widths = columns.map((c) => c.width * total);
  const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: widths[i] - pad * 2 }))) + pad * 2;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    if (!opts.header)
      tableRow(
        doc,
        columns,
        columns.map((c) => c.header),
        { header: true, fill: '#e8edf5' },
      );
    doc.font(opts.bold ? FONT.bold : FONT.regular).fontSize(9);
  }
  const y = doc.y;
  if (opts.fill) doc.rect(x0, y, total, height).fill(opts.fill).fillColor('#000');
  let x = x0;
  cells.forEach((text, i) => {
    doc.text(text, x + pad, y + pad, { width: widths[i] - pad * 2, align: columns[i].align ?? 'left' });
    x += widths[i];
  });
  doc
    .moveTo(x0, y + height)
    .lineTo(x0 + total, y + height)
    .lineWidth(0.5)
    .strokeColor('#b0b8c4')
    .stroke();
  doc.x = x0;
  doc.y = y + height;
  return doc.y;
}

/** The header row of a table. */
export const tableHeader = (doc: Pdf, columns: Column[]) =>
  tableRow(
    doc,
    columns,
    columns.map((c) => c.header),
    { header: true, fill: '#e8edf5' },
  );

/** A label: value pair on one line. */
export function field(doc: Pdf, label: string, value: string, x: number, y: number, width: number) {
  doc.font(FONT.bold).fontSize(9).text(`${label}: `, x, y, { continued: true, width });
  doc.font(FONT.regular).text(value || '-');
}
