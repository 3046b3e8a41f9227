import { CHECK_STATUS, type CheckDetail, HUNDREDTH_INCH_PT, type PreprintedElement, toCents } from '@app/contract';
import { postalLines } from '../../pdf/address.js';
import { createPdf, FONT, type Pdf, pdfBuffer, pdfDate, pdfMoney } from '../../pdf/document.js';
import type { PrintSetup } from '../check-print-setup/print-setup.repo.js';

/**
 * Checks on US Letter pre-printed stock (612 x 792 pt), perforated at 1/3 and 2/3. Voucher stock: the check in
 * the top third, then two stubs (payee's and the company's records) with the bills it pays. Standard 3-up
 * stock: three checks a page, no stubs. The bank account's print set-up moves everything by its offsets
 * (hundredths of an inch) and leaves out what the stock already carries. Positions are fixed: nothing flows.
 */
const PAGE_W = 612;
export const THIRD = 264;
const SIDE = 36;
const INNER = PAGE_W - SIDE * 2;
/** Stub rows that fit below the stub's header; more are summed into one line. */
const STUB_ROWS = 9;

/** The check's fixed places (from the top of its third), shared with the tests that read them back. */
export const CHECK_LAYOUT = {
  amountBox: { x: PAGE_W - SIDE - 120, y: 100, w: 120, h: 22 },
  /** the words' band: one line at 10 pt (smaller when long) or two ruled lines at 9 pt */
  words: { x: SIDE, width: INNER - 60, rule: 149, oneLine: 136, twoLines: [126, 139] as const },
  address: { x: SIDE + 40, y: 156 },
  memo: 206,
  micr: 236,
} as const;

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

function text(
  doc: Pdf,
  value: string,
  x: number,
  y: number,
  o: { width: number; size?: number; bold?: boolean; align?: 'left' | 'right' | 'center'; font?: string },
) {
  doc
    .font(o.font ?? (o.bold ? FONT.bold : FONT.regular))
    .fontSize(o.size ?? 9)
    .fillColor('#000')
    .text(value, x, y, { ...oneLine, width: o.width, align: o.align ?? 'left', height: (o.size ?? 9) * 1.3 });
}

function rule(doc: Pdf, x1: number, y: number, x2: number) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.5).strokeColor('#000').stroke();
}

/** The amount in figures filling its box: "$***1,234.56", no gap after "$" and no room for another digit. */
export function boxAmount(doc: Pdf, amountCents: number, width: number): string {
  const figures = pdfMoney(amountCents).replace('$', '');
  const star = doc.widthOfString('*');
  const stars = Math.max(2, Math.floor((width - doc.widthOfString(`$${figures}`)) / star));
  return `$${'*'.repeat(stars)}${figures}`;
}

/** Words then asterisks to the end of the line, so nothing can be added after them. */
function filled(doc: Pdf, words: string, width: number): string {
  const star = doc.widthOfString('*');
  // One star short of the measured room: pdfkit wraps a line that fills its width to the last hundredth.
  const stars = Math.floor((width - doc.widthOfString(`${words} `)) / star) - 1;
  return stars > 0 ? `${words} ${'*'.repeat(stars)}` : words;
}

/** Splits words into the longest first line that fits and the rest. */
function splitWords(doc: Pdf, words: string, width: number): [string, string] {
  const parts = words.split(' ');
  let first = '';
  for (let i = 0; i < parts.length; i++) {
    const next = first ? `${first} ${parts[i]}` : parts[i];
    if (doc.widthOfString(next) > width) return [first, parts.slice(i).join(' ')];
    first = next;
  }
  return [first, ''];
}

/**
 * The amount in words never runs under the rule or across the address: one line at 10 pt, else smaller type
 * (down to 8 pt), else two ruled lines at 9 pt, the second filled with asterisks.
 */
function wordsBand(doc: Pdf, words: string, captions: boolean) {
  const { x, width, rule: ruleY, oneLine: y1, twoLines } = CHECK_LAYOUT.words;
  doc.font(FONT.bold);
  for (const size of [10, 9, 8]) {
    doc.fontSize(size);
    if (doc.widthOfString(words) + doc.widthOfString(' ***') <= width) {
      text(doc, filled(doc, words, width), x, y1 + (10 - size), { width, size, bold: true });
      if (captions) rule(doc, x, ruleY, PAGE_W - SIDE);
      return;
    }
  }
  doc.fontSize(9);
  const [first, rest] = splitWords(doc, words, width);
  text(doc, first, x, twoLines[0], { width, size: 9, bold: true });
  text(doc, filled(doc, rest, width), x, twoLines[1], { width, size: 9, bold: true });
  if (captions) rule(doc, x, twoLines[1] - 2, x + width);
  if (captions) rule(doc, x, ruleY, PAGE_W - SIDE);
}

/** A check in the band starting at `top`: what the stock does not already carry, plus the check's own data. */
function drawCheck(doc: Pdf, d: CheckDetail, s: PrintSetup, top: number) {
  const has = (e: PreprintedElement) => s.preprinted.includes(e);
  const captions = !has('captions');
  const c = d.checkData;
  const isVoid = c.status === CHECK_STATUS.Void;
  const amountCents = isVoid ? 0 : cents(c.check_amount);
  const company = d.getCompany;
  doc.save();
  doc.translate(0, top);

  if (!has('company')) {
    text(doc, company.legal_name, SIDE, 30, { width: 230, size: 11, bold: true });
    const lines = postalLines({ line1: company.address_line_1, city: company.city, state: company.state, zip: company.zip_code });
    for (const [i, line] of lines.entries()) text(doc, line, SIDE, 45 + i * 11, { width: 230 });
  }
  if (!has('bank') && s.bankName) {
    text(doc, s.bankName, SIDE + 240, 30, { width: 190, bold: true, align: 'center' });
    for (const [i, line] of [s.bankAddressLine1, s.bankAddressLine2].filter(Boolean).entries())
      text(doc, line, SIDE + 240, 42 + i * 10, { width: 190, size: 8, align: 'center' });
  }
  if (!has('check_number')) text(doc, String(c.check_number), PAGE_W - SIDE - 100, 30, { width: 100, size: 12, bold: true, align: 'right' });

  if (captions) text(doc, 'DATE', PAGE_W - SIDE - 170, 78, { width: 40, bold: true });
  text(doc, pdfDate(c.check_current_date), PAGE_W - SIDE - 125, 78, { width: 125, size: 10 });
  if (captions) rule(doc, PAGE_W - SIDE - 128, 90, PAGE_W - SIDE);

  if (captions) {
    text(doc, 'PAY TO THE', SIDE, 104, { width: 70, size: 7, bold: true });
    text(doc, 'ORDER OF', SIDE, 112, { width: 70, size: 7, bold: true });
    rule(doc, SIDE + 68, 120, PAGE_W - SIDE - 130);
  }
  text(doc, d.getVendor.name, SIDE + 70, 106, { width: 330, size: 11, bold: true });
  const box = CHECK_LAYOUT.amountBox;
  if (captions) doc.rect(box.x, box.y, box.w, box.h).lineWidth(1).strokeColor('#000').stroke();
  doc.font(FONT.bold).fontSize(11);
  text(doc, boxAmount(doc, amountCents, box.w - 8), box.x + 4, box.y + 6, { width: box.w - 8, size: 11, bold: true, align: 'right' });

  wordsBand(doc, d.amountInWords ?? '', captions);
  if (captions) text(doc, 'DOLLARS', PAGE_W - SIDE - 55, CHECK_LAYOUT.words.oneLine + 1, { width: 55, bold: true, align: 'right' });

  const v = d.getVendor;
  const { x: ax, y: ay } = CHECK_LAYOUT.address;
  text(doc, v.name, ax, ay, { width: 260, bold: true });
  const address = postalLines({
    line1: v.billing_address_line_1,
    line2: v.billing_address_line_2,
    city: v.billing_city,
    state: v.billing_state,
    zip: v.billing_zip_code,
    country: v.billing_country,
  });
  for (const [i, line] of address.slice(0, 4).entries()) text(doc, line, ax, ay + 11 + i * 10, { width: 260 });

  if (captions) text(doc, 'MEMO', SIDE, CHECK_LAYOUT.memo + 1, { width: 40, size: 8, bold: true });
  text(doc, c.memo, SIDE + 40, CHECK_LAYOUT.memo, { width: 250 });
  if (captions) {
    rule(doc, SIDE + 38, CHECK_LAYOUT.memo + 11, SIDE + 300);
    rule(doc, PAGE_W - SIDE - 200, CHECK_LAYOUT.memo + 11, PAGE_W - SIDE);
    text(doc, 'AUTHORIZED SIGNATURE', PAGE_W - SIDE - 200, CHECK_LAYOUT.memo + 14, { width: 200, size: 7, align: 'center' });
  }
  // The MICR line: check number, routing, account. Banks read it by magnetic ink: stock that carries it, or MICR toner.
  if (!has('micr') && s.routingNumber && s.accountNumber) {
    const micr = `${String(c.check_number).padStart(6, '0')}   ${s.routingNumber}   ${s.accountNumber}`;
    text(doc, micr, SIDE + 100, CHECK_LAYOUT.micr, { width: 360, size: 12, font: 'Courier' });
  }

  if (isVoid) voidMark(doc, 0, THIRD);
  doc.restore();
}

/** VOID across a band, so a voided check cannot be cashed. */
function voidMark(doc: Pdf, top: number, height: number, word = 'VOID') {
  doc.save();
  doc.rotate(-12, { origin: [PAGE_W / 2, top + height / 2] });
  doc
    .font(FONT.bold)
    .fontSize(word.length > 4 ? 48 : 110)
    .fillColor('#c62828')
    .fillOpacity(0.45)
    .text(word, 0, top + height / 2 - (word.length > 4 ? 24 : 55), { width: PAGE_W, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1).fillColor('#000');
}

/** One stub: who was paid, the bills, the total Check Amount. */
function drawStub(doc: Pdf, d: CheckDetail, s: PrintSetup, top: number) {
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
    const sum = (k: 'amount_due' | 'discount' | 'amount') => pdfMoney(rest.reduce((t, p) => t + cents(p[k]), 0));
    row(['', 'Bill', `and ${rest.length} more bills`, sum('amount_due'), sum('amount_due'), sum('discount'), sum('amount')]);
  }
  rule(doc, SIDE, y, PAGE_W - SIDE);
  y += 6;
  const amount = isVoid ? 0 : cents(c.check_amount);
  text(doc, `Check Amount ${pdfMoney(amount)}${isVoid ? '  (VOID)' : ''}`, PAGE_W - SIDE - 250, y, { width: 250, bold: true, size: 10, align: 'right' });
  if (s.bankName) text(doc, s.bankName, SIDE, y, { width: 250 });
  if (isVoid) voidMark(doc, top, THIRD);
}

/** A new page with the set-up's offsets applied to everything drawn on it (undone by the next page). */
function newPage(doc: Pdf, s: PrintSetup, first: boolean) {
  if (!first) doc.addPage({ size: 'LETTER', margin: 0 });
  doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
  doc.translate(s.offsetX * HUNDREDTH_INCH_PT, s.offsetY * HUNDREDTH_INCH_PT);
}

/**
 * The checks in the order given (callers pass number order), each on its bank account's stock: a voucher-stock
 * check on a page of its own with its stubs (a standard check alone in the top third), 3-up stock three a page.
 */
export async function checksPdf(details: CheckDetail[], title: string, setupOf: (bankAccountId: number) => PrintSetup): Promise<Buffer> {
  const doc = createPdf({ title, author: details[0]?.getCompany.legal_name });
  let slot = 0;
  let lastBank: number | null = null;
  let first = true;
  for (const d of details) {
    const bankId = d.checkData.bank_account_id;
    const s = setupOf(bankId);
    if (s.stock === 'standard_3up') {
      // A page of 3-up stock holds one bank account's checks; a new account starts a new sheet.
      if (slot === 0 || slot === 3 || lastBank !== bankId) {
        newPage(doc, s, first);
        slot = 0;
      }
      drawCheck(doc, d, s, slot * THIRD);
      slot++;
    } else {
      newPage(doc, s, first);
      slot = 0;
      drawCheck(doc, d, s, 0);
      if (d.check_type === 'voucher') {
        drawStub(doc, d, s, THIRD);
        drawStub(doc, d, s, THIRD * 2);
      }
    }
    first = false;
    lastBank = bankId;
  }
  return pdfBuffer(doc);
}

/**
 * The alignment test: a sample check in every place the stock has one, printed with the set-up, marked as a
 * test across it, with the offsets in use. Printed on plain paper and held against the stock to the light.
 */
export async function alignmentPdf(sample: CheckDetail, s: PrintSetup): Promise<Buffer> {
  const doc = createPdf({ title: 'Check alignment test', author: sample.getCompany.legal_name });
  newPage(doc, s, true);
  const bands = s.stock === 'standard_3up' ? [0, THIRD, THIRD * 2] : [0];
  for (const top of bands) {
    drawCheck(doc, sample, s, top);
    voidMark(doc, top, THIRD, 'ALIGNMENT TEST');
    text(doc, 'ALIGNMENT TEST - NOT NEGOTIABLE', SIDE, top + 72, { width: 230, size: 8, bold: true });
  }
  if (s.stock === 'voucher') {
    drawStub(doc, sample, s, THIRD);
    drawStub(doc, sample, s, THIRD * 2);
  }
  const inches = (h: number) => `${h >= 0 ? '+' : '-'}${(Math.abs(h) / 100).toFixed(2)} in`;
  text(doc, `Offsets: right ${inches(s.offsetX)}, down ${inches(s.offsetY)}`, SIDE, 780 - 14, { width: INNER, size: 8 });
  return pdfBuffer(doc);
}
