import { maskTin, type VendorExportQuery } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ExportColumn, inBatches, sendExport } from '../../lib/export/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { scopeOf } from '../../plugins/company-scope.js';
import { type TinView, tinViewOf, vendorRows } from './vendors.repo.js';

type Row = Awaited<ReturnType<typeof vendorRows>>[number];

/** The columns; the EIN (a TIN) in full only for those who may edit vendors (issue 28 point 7). */
const columnsFor = (tin: TinView): ExportColumn<Row>[] => [
  { header: 'Vendor#', type: 'number', value: (r) => r.vendor.vendorNumber, width: 9 },
  { header: 'Company Name', type: 'text', value: (r) => r.companyName },
  { header: 'Name', type: 'text', value: (r) => r.vendor.name, width: 30 },
  { header: 'Legal Name', type: 'text', value: (r) => r.vendor.legalName, width: 30 },
  { header: 'Bussiness Type', type: 'text', value: (r) => r.vendor.bussinessType, width: 16 },
  { header: 'EIN', type: 'text', value: (r) => (tin === 'masked' ? maskTin(r.vendor.ein) : r.vendor.ein), width: 12 },
  { header: 'Contact Person', type: 'text', value: (r) => r.vendor.contactPerson },
  { header: 'Contact Number', type: 'text', value: (r) => r.vendor.contactNumber, width: 16 },
  { header: 'Email', type: 'text', value: (r) => r.vendor.email, width: 28 },
  { header: 'Billing Address', type: 'text', value: (r) => [r.vendor.billingAddressLine1, r.vendor.billingAddressLine2].filter(Boolean).join(', '), width: 30 },
  { header: 'Billing City', type: 'text', value: (r) => r.vendor.billingCity },
  { header: 'Billing State', type: 'text', value: (r) => r.vendor.billingState, width: 8 },
  { header: 'Billing Zip', type: 'text', value: (r) => r.vendor.billingZipCode, width: 8 },
  { header: 'W9', type: 'text', value: (r) => (r.vendor.w9 ? 'Yes' : 'No'), width: 6 },
  { header: 'Shipping Method', type: 'text', value: (r) => r.vendor.shippingMethod },
  { header: 'Freight', type: 'money', value: (r) => r.vendor.freightCents },
  { header: 'Sales Tax %', type: 'number', value: (r) => Number(r.vendor.salesTax) },
  { header: 'Added On', type: 'date', value: (r) => r.vendor.createdAt },
];

/** GET /vendor/export: every vendor the list shows for these filters, in its order, as CSV or Excel. */
export async function exportVendors(db: Db, auth: AuthContext, q: VendorExportQuery, reply: FastifyReply, now: Date) {
  const filter = { scope: scopeOf(auth, q.company_id), search: q.search, sort: q.sort, dir: q.dir };
  return sendExport(reply, {
    name: 'vendors',
    format: q.format,
    columns: columnsFor(tinViewOf(auth)),
    rows: inBatches((limit, offset) => vendorRows(db, filter).limit(limit).offset(offset)),
    now,
  });
}
