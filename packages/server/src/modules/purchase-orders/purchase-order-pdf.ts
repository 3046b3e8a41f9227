import { normalizePercent, poStatusName } from '@app/contract';
import { type Column, contentWidth, createPdf, FONT, field, pdfBuffer, pdfDate, pdfMoney, tableHeader, tableRow } from '../../pdf/document.js';
import type { ItemRow, OrderRow } from './purchase-orders.repo.js';

export interface OrderPdfInput {
  order: OrderRow;
  items: ItemRow[];
  orgName: string;
  company: {
    legalName: string;
    addressLine1: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
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
    email: string | null;
    contactNumber: string;
  };
}

const ITEM_COLUMNS: Column[] = [
  { header: '#', width: 0.06, align: 'right' },
  { header: 'Description', width: 0.46 },
  { header: 'Quantity', width: 0.12, align: 'right' },
  { header: 'Unit Price (USD)', width: 0.18, align: 'right' },
  { header: 'Amount (USD)', width: 0.18, align: 'right' },
];

const addressLines = (...parts: Array<string | null | undefined>) => parts.filter((p) => p?.trim()).join('\n');

/** The purchase order as the vendor receives it (mail attachment) and the order screen downloads it. */
export async function orderPdf(p: OrderPdfInput): Promise<Buffer> {
  const { order, company, vendor } = p;
  const doc = createPdf({ title: `Purchase Order ${order.poNumber}`, author: company.legalName });
  const left = doc.page.margins.left;
  const width = contentWidth(doc);

  doc.font(FONT.bold).fontSize(18).text('PURCHASE ORDER', left, doc.y, { width, align: 'right' });
  doc.font(FONT.bold).fontSize(13).text(company.legalName, left, doc.page.margins.top);
  doc
    .font(FONT.regular)
    .fontSize(9)
    .text(
      addressLines(company.addressLine1, [company.city, company.state, company.zipCode].filter(Boolean).join(', '), company.telephoneNumber, company.email),
      { width: width / 2 },
    );
  doc.moveDown(0.5);

  const top = Math.max(doc.y, 110);
  const half = width / 2;
  field(doc, 'PO Number', String(order.poNumber), left + half, top - 40, half);
  field(doc, 'Date', pdfDate(order.createdAt), left + half, top - 28, half);
  field(doc, 'Status', poStatusName(order.statusId), left + half, top - 16, half);

  doc
    .font(FONT.bold)
    .fontSize(10)
    .text('Vendor', left, top + 6);
  doc
    .font(FONT.regular)
    .fontSize(9)
    .text(
      addressLines(
        vendor.name,
        vendor.billingAddressLine1,
        vendor.billingAddressLine2,
        `${vendor.billingCity}, ${vendor.billingState} ${vendor.billingZipCode}`,
        vendor.email,
        vendor.contactNumber,
      ),
      left,
      doc.y,
      {
        width: half - 10,
      },
    );
  const afterVendor = doc.y;
  doc
    .font(FONT.bold)
    .fontSize(10)
    .text('Terms', left + half, top + 6);
  const y0 = doc.y;
  field(doc, 'Shipping Method', order.shippingMethod ?? '', left + half, y0, half);
  field(doc, 'Payment Terms', order.paymentTerms ?? '', left + half, y0 + 12, half);
  field(doc, 'Required By', pdfDate(order.requiredBy), left + half, y0 + 24, half);
  doc.x = left;
  doc.y = Math.max(afterVendor, y0 + 40) + 14;

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
