import { PO_STATUS, type PoListQuery, type PoPage, type PoShowResponse } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { assertVisible } from '../../plugins/company-scope.js';
import { pageOf } from '../accounts/paging.js';
import { billsOfOrder } from '../bills/bills.purchase-order.js';
import { vendorOptions, toWire as vendorToWire } from '../vendors/vendors.repo.js';
import { mayDecide, scope } from './access-rules.js';
import { buildOrderPdf } from './po-status.service.js';
import { findOrderView, itemToWire, listRow, type OrderListRequest, orderHistory, orderItems, pageOrders, toWire, vendorById } from './purchase-orders.repo.js';
import type { PoDeps } from './purchase-orders.service.js';

/** GET showPurchaseOrder/{id}: the order, its vendor, the company's vendors, items and status history. */
export async function showOrder(db: Db, auth: AuthContext, id: number): Promise<Omit<PoShowResponse, 'status'>> {
  scope(auth);
  const view = await findOrderView(db, id);
  const order = assertVisible(auth, view?.order);
  const vendor = await vendorById(db, order.vendorId);
  return {
    data: toWire(order, view, mayDecide(auth, order)),
    vendorData: vendorToWire(vendor.vendor, vendor.companyName),
    vendorDetails: await vendorOptions(db, order.companyId),
    itemData: (await orderItems(db, id)).map(itemToWire),
    statusHistory: await orderHistory(db, id),
    bills: await billsOfOrder(db, id),
  };
}

/** A vendor filter must name a vendor the caller can see: another company's vendor answers 404. */
async function checkVendorFilter(db: Db, auth: AuthContext, vendorId: number | undefined) {
  if (!vendorId) return null;
  const vendor = await vendorById(db, vendorId);
  assertVisible(auth, vendor?.vendor);
  return vendorId;
}

export interface ListFilters extends PoListQuery {
  /** forces the status (the pending lists) */
  onlyStatus?: number;
}

/** What the caller's list shows: the filters from path or query (0 or absent = All), scoped to the caller. */
export async function orderListRequest(db: Db, auth: AuthContext, f: Omit<ListFilters, 'page' | 'per_page'>): Promise<OrderListRequest> {
  const companyId = scope(auth, f.company_id);
  const vendorId = await checkVendorFilter(db, auth, f.vendor_id);
  const statusId = f.onlyStatus ?? (f.status_id || null);
  return { companyId, vendorId, statusId, search: f.search, sort: f.sort, dir: f.dir };
}

/** Every list call: one query, newest first unless sorted. */
export async function listOrders(db: Db, auth: AuthContext, f: ListFilters): Promise<PoPage> {
  const { total, exact, rows } = await pageOrders(db, { ...(await orderListRequest(db, auth, f)), page: f.page, perPage: f.per_page });
  const data = rows.map((r) => listRow(r.order, r.companyName, r.vendorName, mayDecide(auth, r.order)));
  return pageOf(data, total, f.page, f.per_page, exact);
}

export const listPending = (db: Db, auth: AuthContext, f: PoListQuery) => listOrders(db, auth, { ...f, onlyStatus: PO_STATUS.PendingApproval });

/** listSelectedCompanyUserPurchaseOrder: the list plus the company's level and its vendors for the filter. */
export async function listForCompany(db: Db, auth: AuthContext, companyId: number, f: PoListQuery) {
  const id = scope(auth, companyId);
  const page = await listOrders(db, auth, { ...f, company_id: id ?? 0 });
  if (!id) return { data: page, companyLevel: null, vendorDetails: await vendorOptions(db, null) };
  const [company] = await db.select({ level: companies.accessLevelId }).from(companies).where(eq(companies.id, id));
  if (!company) throw notFound();
  return { data: page, companyLevel: company.level, vendorDetails: await vendorOptions(db, id) };
}

/** The PDF for the order screen's download. */
export async function orderPdfFor(deps: PoDeps, auth: AuthContext, id: number) {
  scope(auth);
  const view = await findOrderView(deps.db, id);
  assertVisible(auth, view?.order);
  return buildOrderPdf(deps, deps.db, id);
}
