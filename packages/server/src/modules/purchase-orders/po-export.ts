import { type PoExportQuery, poStatusName } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ExportColumn, inBatches, sendExport } from '../../lib/export/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { type ListFilters, orderListRequest } from './po-read.service.js';
import { type OrderListRecord, orderBatch } from './purchase-orders.repo.js';

const COLUMNS: ExportColumn<OrderListRecord>[] = [
  { header: 'PO#', type: 'number', value: (r) => r.order.poNumber, width: 8 },
  { header: 'Company Name', type: 'text', value: (r) => r.companyName, width: 28 },
  { header: 'Vendor', type: 'text', value: (r) => r.vendorName, width: 28 },
  { header: 'Created On', type: 'date', value: (r) => r.order.createdAt },
  { header: 'Required By', type: 'date', value: (r) => r.order.requiredBy },
  { header: 'Subtotal', type: 'money', value: (r) => r.order.subtotalCents },
  { header: 'Tax', type: 'money', value: (r) => r.order.taxCents },
  { header: 'Freight', type: 'money', value: (r) => r.order.freightCents },
  { header: 'PO Price', type: 'money', value: (r) => r.order.grandTotalCents },
  { header: 'Status', type: 'text', value: (r) => poStatusName(r.order.statusId), width: 22 },
];

/** GET <an order list>/export: every order that list shows for these filters, in its order, as CSV or Excel. */
export async function exportOrders(db: Db, auth: AuthContext, q: PoExportQuery & Pick<ListFilters, 'onlyStatus'>, reply: FastifyReply, now: Date) {
  const request = await orderListRequest(db, auth, q);
  return sendExport(reply, {
    name: q.onlyStatus ? 'pending-purchase-orders' : 'purchase-orders',
    format: q.format,
    columns: COLUMNS,
    rows: inBatches(orderBatch(db, request)),
    now,
  });
}
