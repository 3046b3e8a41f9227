import { normalizePercent } from '@app/contract';
import { postalLines } from '../../pdf/address.js';
import { type Column, contentWidth, createPdf, FONT, field, pdfBuffer, pdfDate, pdfMoney, tableHeader, tableRow } from '../../pdf/document.js';
import type { ItemRow, OrderRow } from './purchase-orders.repo.js';

export interface OrderPdfInput {
  order: OrderRow;
  items: ItemRow[];
  orgName: string;
  company: {
    legalName: string;
    addressLine1: string | null;
    addressLine2: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
    country: string | null;
    email: string | null;
    telephoneNumber: string | null;
  };
  vendor: {
    name: string;
    billingAddressLine1: string;
    billingAddressLine2: string | null;
    billingCity: string;
    billingState: string;
    billingZipCode: string;
    billingCountry: string | null;
    email: string | null;
    contactNumber: string;
  };
  /** who approved the order and when (its latest approval), when it stands approved */
  approval: { name: string; at: Date } | null;
}

const ITEM_COLUMNS: Column[] = [
  { header: '#', width: 0.06, align: 'right' },
  { header: 'Description', width: 0.46 },
  { header: 'Quantity', width: 0.12, align: 'right' },
  { header: 'Unit Price (USD)', width: 0.18, align: 'right' },
  { header: 'Amount (USD)', width: 0.18, align: 'right' },
];

const addressLines = (...parts: Array<string | null | undefined>) => parts.filter((p) => p?.trim()).join('\n');

/**
 * The purchase order as the vendor receives it (mail attachment) and the order screen downloads it: no internal
 * status, the vendor and the Ship-To (the company's address) side by side, the approver's name and date.
 */
export async function orderPdf(p: OrderPdfInput): Promise<Buffer> {
  const { order, company, vendor } = p;
  const doc = createPdf({ title: `Purchase Order ${order.poNumber}`, author: company.legalName });
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const companyAddress = postalLines({
    line1: company.addressLine1,
    line2: company.addressLine2,
    city: company.city,
    state: company.state,
    zip: company.zipCode,
    country: company.country,
  });

  doc.font(FONT.bold).fontSize(18).text('PURCHASE ORDER', left, doc.y, { width, align: 'right' });
  doc.font(FONT.bold).fontSize(13).text(company.legalName, left, doc.page.margins.top);
  doc
    .font(FONT.regular)
    .fontSize(9)
    .text(addressLines(...companyAddress, company.telephoneNumber, company.email), { width: width / 2 });
  doc.moveDown(0.5);

  const top = Math.max(doc.y, 110);
  const half = width / 2;
  field(doc, 'PO Number', String(order.poNumber), left + half, top - 40, half);
  field(doc, 'Date', pdfDate(order.createdAt), left + half, top - 28, half);
  if (p.approval) {
    field(doc, 'Approved By', p.approval.name, left + half, top - 16, half);
    field(doc, 'Approved On', pdfDate(p.approval.at), left + half, top - 4, half);
  }

  const block = (title: string, lines: Array<string | null | undefined>, x: number, y: number) => {
    doc.font(FONT.bold).fontSize(10).text(title, x, y);
    doc
      .font(FONT.regular)
      .fontSize(9)
      .text(addressLines(...lines), x, doc.y, { width: half - 10 });
    return doc.y;
  };
  const vendorAddress = postalLines({
    line1: vendor.billingAddressLine1,
    line2: vendor.billingAddressLine2,
    city: vendor.billingCity,
    state: vendor.billingState,
    zip: vendor.billingZipCode,
    country: vendor.billingCountry,
  });
  const blocksTop = top + 14;
  const afterVendor = block('Vendor', [vendor.name, ...vendorAddress, vendor.email, vendor.contactNumber], left, blocksTop);
  const afterShipTo = block('Ship To', [company.legalName, ...companyAddress], left + half, blocksTop);

  const y0 = Math.max(afterVendor, afterShipTo) + 12;
  field(doc, 'Shipping Method', order.shippingMethod ?? '', left, y0, half);
  field(doc, 'Payment Terms', order.paymentTerms ?? '', left + half * 0.66, y0, half);
  field(doc, 'Required By', pdfDate(order.requiredBy), left + half * 1.33, y0, half * 0.66);
  doc.x = left;
  doc.y = y0 + 26;

  tableHeader(doc, ITEM_COLUMNS);
  p.items.forEach((item, i) => {
    tableRow(doc, ITEM_COLUMNS, [String(i + 1), item.description, normalizePercent(item.quantity), pdfMoney(item.unitPriceCents), pdfMoney(item.amountCents)]);
  });

  // The totals block stays together (and clear of the footer).
  if (doc.y + 110 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.8);
  const totals: Array<[string, string]> = [
    ['Subtotal', pdfMoney(order.subtotalCents)],
    [`Sales Tax (${normalizePercent(order.salesTax)}%)`, pdfMoney(order.taxCents)],
    ['Freight', pdfMoney(order.freightCents)],
  ];
  const labelX = left + width * 0.55;
  for (const [label, value] of totals) {
    const y = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(10)
      .text(label, labelX, y, { width: width * 0.25 });
    doc.text(value, labelX + width * 0.25, y, { width: width * 0.2, align: 'right' });
  }
  const y = doc.y + 4;
  doc
    .moveTo(labelX, y)
    .lineTo(left + width, y)
    .lineWidth(1)
    .strokeColor('#0d2b5e')
    .stroke();
  doc
    .font(FONT.bold)
    .fontSize(11)
    .text('Grand Total', labelX, y + 6, { width: width * 0.25 });
  doc.text(pdfMoney(order.grandTotalCents), labelX + width * 0.25, y + 6, { width: width * 0.2, align: 'right' });

  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor('#555')
    .text(
      `Issued through ${p.orgName} accounting. Please quote PO Number ${order.poNumber} on every invoice.`,
      left,
      doc.page.height - doc.page.margins.bottom - 20,
      {
        width,
        align: 'center',
      },
    );
  return pdfBuffer(doc);
}
