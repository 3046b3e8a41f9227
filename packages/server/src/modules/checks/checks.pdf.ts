import { CHECK_STATUS, type CheckDetail, toCents } from '@app/contract';
import { createPdf, FONT, type Pdf, pdfBuffer, pdfDate, pdfMoney } from '../../pdf/document.js';

/**
 * Checks on US Letter voucher stock (612 x 792 pt): the check in the top third, then two stubs (payee's and
 * the company's records) with the bills it pays. A standard check prints the check alone, once per check.
 * Positions are fixed (the stock is pre-printed and perforated at 1/3 and 2/3), so nothing flows to a new page.
 */
const PAGE_W = 612;
const THIRD = 264;
const SIDE = 36;
const INNER = PAGE_W - SIDE * 2;
/** Stub rows that fit below the stub's header; more are summed into one line. */
const STUB_ROWS = 9;

const STUB_COLUMNS = [
  { header: 'Date', width: 0.12, align: 'left' as const },
  { header: 'Bill Type', width: 0.09, align: 'left' as const },
  { header: 'Reference/memo', width: 0.27, align: 'left' as const },
  { header: 'Original Amount', width: 0.14, align: 'right' as const },
  { header: 'Balance Due', width: 0.13, align: 'right' as const },
  { header: 'Discount', width: 0.11, align: 'right' as const },
  { header: 'Payment', width: 0.14, align: 'right' as const },
];

const cents = (money: string) => toCents(money) ?? 0;
const oneLine = { lineBreak: false, ellipsis: true } as const;

function text(doc: Pdf, value: string, x: number, y: number, o: { width: number; size?: number; bold?: boolean; align?: 'left' | 'right' | 'center' }) {
  doc
    .font(o.bold ? FONT.bold : FONT.regular)
    .fontSize(o.size ?? 9)
    .fillColor('#000')
    .text(value, x, y, { ...oneLine, width: o.width, align: o.align ?? 'left', height: (o.size ?? 9) * 1.3 });
}

/** The amount line: the words, then asterisks to the end of the line so nothing can be added. */
function wordsLine(doc: Pdf, words: string, x: number, y: number, width: number) {
  doc.font(FONT.bold).fontSize(10);
  let line = words;
  const star = doc.widthOfString('*');
  const room = width - doc.widthOfString(line);
  if (room > star * 4) line = `${line} ${'*'.repeat(Math.floor((room - doc.widthOfString(' ')) / star) - 2)}`;
  doc.text(line, x, y, { ...oneLine, width });
}

function addressOf(d: CheckDetail): string[] {
  const v = d.getVendor;
  return [v.billing_address_line_1, v.billing_address_line_2 ?? '', `${v.billing_city}, ${v.billing_state} ${v.billing_zip_code}`, v.billing_country].filter(
    (l) => l.trim(),
  );
}

/** The check itself, in the band starting at y0 (the top third of the page). */
function drawCheck(doc: Pdf, d: CheckDetail) {
  const c = d.checkData;
  const isVoid = c.status === CHECK_STATUS.Void;
  const amountCents = isVoid ? 0 : cents(c.check_amount);
  const company = d.getCompany;
  const bank = d.bankAccount.find((b) => b.id === c.bank_account_id);
  const companyAddress = [company.address_line_1 ?? '', [company.city, company.state, company.zip_code].filter(Boolean).join(', ')].filter((l) => l.trim());

  text(doc, company.legal_name, SIDE, 30, { width: 260, size: 11, bold: true });
  for (const [i, line] of companyAddress.entries()) text(doc, line, SIDE, 45 + i * 11, { width: 260 });
  text(doc, bank?.account_name ?? c.bank_account_name, SIDE + 270, 30, { width: 170, bold: true, align: 'center' });
  text(doc, String(c.check_number), PAGE_W - SIDE - 100, 30, { width: 100, size: 12, bold: true, align: 'right' });

  text(doc, 'DATE', PAGE_W - SIDE - 170, 78, { width: 40, bold: true });
  text(doc, pdfDate(c.check_current_date), PAGE_W - SIDE - 125, 78, { width: 125, size: 10 });
  doc
    .moveTo(PAGE_W - SIDE - 128, 90)
    .lineTo(PAGE_W - SIDE, 90)
    .lineWidth(0.5)
    .strokeColor('#000')
    .stroke();

  text(doc, 'PAY TO THE', SIDE, 104, { width: 70, size: 7, bold: true });
  text(doc, 'ORDER OF', SIDE, 112, { width: 70, size: 7, bold: true });
  text(doc, d.getVendor.name, SIDE + 70, 106, { width: 330, size: 11, bold: true });
  doc
    .moveTo(SIDE + 68, 120)
    .lineTo(PAGE_W - SIDE - 130, 120)
    .stroke();
  doc
    .rect(PAGE_W - SIDE - 120, 100, 120, 22)
    .lineWidth(1)
    .stroke();
  text(doc, `**${pdfMoney(amountCents).replace('$', '$ ')}`, PAGE_W - SIDE - 116, 106, { width: 112, size: 11, bold: true, align: 'right' });

  wordsLine(doc, d.amountInWords ?? '', SIDE, 136, INNER - 60);
  text(doc, 'DOLLARS', PAGE_W - SIDE - 55, 137, { width: 55, bold: true, align: 'right' });
  doc
    .moveTo(SIDE, 149)
    .lineTo(PAGE_W - SIDE, 149)
    .lineWidth(0.5)
    .stroke();

  text(doc, d.getVendor.name, SIDE + 40, 160, { width: 260, bold: true });
  for (const [i, line] of addressOf(d).entries()) text(doc, line, SIDE + 40, 172 + i * 11, { width: 260 });

  text(doc, 'MEMO', SIDE, 226, { width: 40, size: 8, bold: true });
  text(doc, c.memo, SIDE + 40, 225, { width: 250 });
  doc
    .moveTo(SIDE + 38, 236)
    .lineTo(SIDE + 300, 236)
    .stroke();
  doc
    .moveTo(PAGE_W - SIDE - 200, 236)
    .lineTo(PAGE_W - SIDE, 236)
    .stroke();
  text(doc, 'AUTHORIZED SIGNATURE', PAGE_W - SIDE - 200, 240, { width: 200, size: 7, align: 'center' });

  if (isVoid) voidMark(doc, 0, THIRD);
}

/** VOID across a band, so a voided check cannot be cashed. */
function voidMark(doc: Pdf, top: number, height: number) {
  doc.save();
  doc.rotate(-12, { origin: [PAGE_W / 2, top + height / 2] });
  doc
    .font(FONT.bold)
    .fontSize(110)
    .fillColor('#c62828')
    .fillOpacity(0.45)
    .text('VOID', 0, top + height / 2 - 55, { width: PAGE_W, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1).fillColor('#000');
}

/** One stub: who was paid, the bills, the total Check Amount. */
function drawStub(doc: Pdf, d: CheckDetail, top: number) {
  const c = d.checkData;
  const isVoid = c.status === CHECK_STATUS.Void;
  doc
    .moveTo(SIDE, top + 6)
    .lineTo(PAGE_W - SIDE, top + 6)
    .dash(3, { space: 3 })
    .lineWidth(0.5)
    .strokeColor('#888')
    .stroke()
    .undash()
    .strokeColor('#000');
  text(doc, d.getCompany.legal_name, SIDE, top + 18, { width: 250, bold: true, size: 10 });
  text(doc, `Check # ${c.check_number}`, PAGE_W - SIDE - 160, top + 18, { width: 160, bold: true, size: 10, align: 'right' });
  text(doc, `Pay to: ${d.getVendor.name}`, SIDE, top + 33, { width: 300 });
  text(doc, `Date: ${pdfDate(c.check_current_date)}`, PAGE_W - SIDE - 160, top + 33, { width: 160, align: 'right' });
  if (c.memo) text(doc, `Memo: ${c.memo}`, SIDE, top + 45, { width: INNER });

  let y = top + 62;
  const row = (cells: string[], bold = false, fill?: string) => {
    if (fill)
      doc
        .rect(SIDE, y - 3, INNER, 14)
        .fill(fill)
        .fillColor('#000');
    let x = SIDE;
    STUB_COLUMNS.forEach((col, i) => {
      const w = col.width * INNER;
      text(doc, cells[i] ?? '', x + 3, y, { width: w - 6, bold, size: 8, align: col.align });
      x += w;
    });
    y += 15;
  };
  row(
    STUB_COLUMNS.map((col) => col.header),
    true,
    '#e8edf5',
  );
  const lines = d.data;
  const shown = lines.length > STUB_ROWS ? lines.slice(0, STUB_ROWS - 1) : lines;
  for (const p of shown) {
    row([
      pdfDate(p.bill_date),
      'Bill',
      [p.refrence, p.memo].filter(Boolean).join(' / '),
      pdfMoney(cents(p.amount_due)),
      pdfMoney(cents(p.amount_due)),
      pdfMoney(cents(p.discount)),
      pdfMoney(cents(p.amount)),
    ]);
  }
  if (shown.length < lines.length) {
    const rest = lines.slice(shown.length);
    const sum = (k: 'amount_due' | 'discount' | 'amount') => pdfMoney(rest.reduce((s, p) => s + cents(p[k]), 0));
    row(['', 'Bill', `and ${rest.length} more bills`, sum('amount_due'), sum('amount_due'), sum('discount'), sum('amount')]);
  }
  doc
    .moveTo(SIDE, y)
    .lineTo(PAGE_W - SIDE, y)
    .lineWidth(0.5)
    .stroke();
  y += 6;
  const amount = isVoid ? 0 : cents(c.check_amount);
  text(doc, `Check Amount ${pdfMoney(amount)}${isVoid ? '  (VOID)' : ''}`, PAGE_W - SIDE - 250, y, { width: 250, bold: true, size: 10, align: 'right' });
  text(doc, d.bankAccount.find((b) => b.id === c.bank_account_id)?.account_name ?? c.bank_account_name, SIDE, y, { width: 250 });
  if (isVoid) voidMark(doc, top, THIRD);
}

/** One page per check, in the order given (callers pass number order). */
export async function checksPdf(details: CheckDetail[], title: string): Promise<Buffer> {
  const doc = createPdf({ title, author: details[0]?.getCompany.legal_name });
  details.forEach((d, i) => {
    if (i > 0) doc.addPage({ size: 'LETTER', margin: 0 });
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    drawCheck(doc, d);
    if (d.check_type === 'voucher') {
      drawStub(doc, d, THIRD);
      drawStub(doc, d, THIRD * 2);
    }
  });
  return pdfBuffer(doc);
}
