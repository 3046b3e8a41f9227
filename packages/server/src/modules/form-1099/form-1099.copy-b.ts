import { maskTin } from '@app/contract';
import { createPdf, FONT, type Pdf, pdfBuffer, pdfMoney } from '../../pdf/document.js';
import type { NecPayee } from './form-1099.read.js';
import type { Payer } from './form-1099.service.js';

const X = 36;
const LEFT_W = 300;
const RIGHT_W = 612 - 2 * X - LEFT_W;

/** A box of the form: its small label at the top, its value below. */
function box(doc: Pdf, x: number, y: number, w: number, h: number, label: string, value: string, opts: { big?: boolean } = {}) {
  doc.lineWidth(0.7).rect(x, y, w, h).stroke('#000');
  doc
    .font(FONT.regular)
    .fontSize(6.5)
    .fillColor('#000')
    .text(label, x + 3, y + 3, { width: w - 6 });
  // The value starts below its label, however many lines the label took.
  const below = y + 3 + doc.heightOfString(label, { width: w - 6 }) + 3;
  doc
    .font(opts.big ? FONT.bold : FONT.regular)
    .fontSize(opts.big ? 12 : 9.5)
    .text(value, x + 6, opts.big ? y + h - 20 : below, { width: w - 12, height: Math.max(10, y + h - below - 2), ellipsis: true });
}

/** One recipient's Copy B, drawn as the form's layout on plain paper (a substitute statement, IRS Pub. 1179). */
function copyB(doc: Pdf, payer: Payer, p: NecPayee, year: number) {
  const top = 48;
  doc.font(FONT.bold).fontSize(11).text('Form 1099-NEC', X, top);
  doc
    .font(FONT.regular)
    .fontSize(8)
    .text(`Calendar year ${year}`, X + 110, top + 2);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .text('Nonemployee Compensation', X + 220, top, { width: 200 });
  doc
    .font(FONT.bold)
    .fontSize(10)
    .text('Copy B', 612 - X - 120, top, { width: 120, align: 'right' });
  doc
    .font(FONT.regular)
    .fontSize(7.5)
    .text('For Recipient', 612 - X - 120, top + 13, { width: 120, align: 'right' });

  const y0 = top + 30;
  const payerLines = [
    payer.legalName,
    [payer.addressLine1, payer.addressLine2].filter(Boolean).join(', '),
    [payer.city, payer.state, payer.zipCode].filter(Boolean).join(', '),
    payer.country,
    payer.telephoneNumber ?? '',
  ]
    .filter(Boolean)
    .join('\n');
  box(
    doc,
    X,
    y0,
    LEFT_W,
    84,
    "PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
    payerLines,
  );
  box(doc, X, y0 + 84, LEFT_W / 2, 34, "PAYER'S TIN", payer.ein);
  // A recipient's statement may show only the last four digits of the recipient's TIN (Treas. Reg. 301.6109-4).
  box(doc, X + LEFT_W / 2, y0 + 84, LEFT_W / 2, 34, "RECIPIENT'S TIN", maskTin(p.tin));
  box(doc, X, y0 + 118, LEFT_W, 34, "RECIPIENT'S name", p.legalName || p.name);
  box(doc, X, y0 + 152, LEFT_W, 34, 'Street address (including apt. no.)', [p.address1, p.address2].filter(Boolean).join(', '));
  box(
    doc,
    X,
    y0 + 186,
    LEFT_W,
    34,
    'City or town, state or province, country, and ZIP or foreign postal code',
    [p.city, p.state, p.zip, p.country].filter(Boolean).join(', '),
  );
  box(doc, X, y0 + 220, LEFT_W, 30, 'Account number (see instructions)', `V${p.vendorNumber}`);

  const rx = X + LEFT_W;
  box(doc, rx, y0, RIGHT_W, 56, '1 Nonemployee compensation', pdfMoney(p.necCents), { big: true });
  box(doc, rx, y0 + 56, RIGHT_W, 40, '2 Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale', '[  ]');
  box(doc, rx, y0 + 96, RIGHT_W, 30, '3 Excess golden parachute payments', '');
  box(doc, rx, y0 + 126, RIGHT_W, 30, '4 Federal income tax withheld', pdfMoney(0));
  box(doc, rx, y0 + 156, RIGHT_W / 3, 94, '5 State tax withheld', '');
  box(doc, rx + RIGHT_W / 3, y0 + 156, RIGHT_W / 3, 94, "6 State/Payer's state no.", '');
  box(doc, rx + (2 * RIGHT_W) / 3, y0 + 156, RIGHT_W / 3, 94, '7 State income', '');

  doc
    .font(FONT.regular)
    .fontSize(7.5)
    .text(
      'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.',
      X,
      y0 + 262,
      { width: 612 - 2 * X },
    );
  doc.moveDown(0.6);
  doc
    .fontSize(7)
    .text('Form 1099-NEC (keep for your records)    www.irs.gov/Form1099NEC    Department of the Treasury - Internal Revenue Service', X, undefined, {
      width: 612 - 2 * X,
    });
}

/** Every given recipient's Copy B, one page each. */
export async function copyBPdf(payer: Payer, payees: NecPayee[], year: number): Promise<Buffer> {
  const doc = createPdf({ title: `Form 1099-NEC ${year} Copy B`, author: payer.legalName });
  payees.forEach((p, i) => {
    if (i > 0) doc.addPage();
    copyB(doc, payer, p, year);
  });
  return pdfBuffer(doc);
}
