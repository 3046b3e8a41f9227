import { PO_STATUS, type PoListQuery, type PoPage, type PoShowResponse } from '@app/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { companyById } from '../../lib/lookups.js';
import { pageOf } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/access.js';
import { narrowScope, scopeOf } from '../../plugins/company-scope.js';
import { billsOfOrder } from '../bills/bills.purchase-order.js';
import { vendorCompany } from '../bills/bills.repo.js';
import { tinViewOf, vendorOptions, toWire as vendorToWire } from '../vendors/vendors.repo.js';
import { mayDecide } from './access-rules.js';
import { buildOrderPdf } from './po-status.service.js';
import { findOrderView, itemToWire, listRow, type OrderListRequest, orderHistory, orderItems, pageOrders, toWire, vendorById } from './purchase-orders.repo.js';
import type { PoDeps } from './purchase-orders.service.js';

/** GET showPurchaseOrder/{id}: the order, its vendor, the company's vendors, items and status history. */
export async function showOrder(db: Db, auth: AuthContext, id: number): Promise<Omit<PoShowResponse, 'status'>> {
  const scope = scopeOf(auth);
  const view = await findOrderView(db, scope, id);
  if (!view) throw notFound();
  const order = view.order;
  const vendor = await vendorById(db, scope, order.vendorId);
  return {
    data: toWire(order, view, mayDecide(auth, order)),
    vendorData: vendorToWire(vendor.vendor, vendor.companyName, tinViewOf(auth)),
    vendorDetails: await vendorOptions(db, narrowScope(scope, order.companyId)),
    itemData: (await orderItems(db, scope, id)).map(itemToWire),
    statusHistory: await orderHistory(db, scope, id),
    bills: await billsOfOrder(db, scope, id),
  };
}

/**
 * A vendor filter must name a vendor the caller can see: another company's vendor answers 404. Its id alone
 * is read (bills' vendorCompany), not the whole vendor row with its company's. Never beside the page: three
 * statements of one request at once filled the pool's wait queue under 50 clients (503s).
 */
async function checkVendorFilter(db: Db, auth: AuthContext, vendorId: number | null) {
  // The vendor is checked in the caller's own scope (as before the company filter), so it may be any they see.
  if (vendorId && !(await vendorCompany(db, scopeOf(auth), vendorId))) throw notFound();
}

export interface ListFilters extends PoListQuery {
  /** forces the status (the pending lists) */
  onlyStatus?: number;
}

/** What the caller's list shows: the filters from path or query (0 or absent = All), scoped to the caller. */
function listRequest(auth: AuthContext, f: Omit<ListFilters, 'page' | 'per_page'>): OrderListRequest {
  const statusId = f.onlyStatus ?? (f.status_id || null);
  return { scope: scopeOf(auth, f.company_id), vendorId: f.vendor_id || null, statusId, search: f.search, sort: f.sort, dir: f.dir };
}

/** The list's request with its vendor filter checked first (the export, which reads in batches). */
export async function orderListRequest(db: Db, auth: AuthContext, f: Omit<ListFilters, 'page' | 'per_page'>): Promise<OrderListRequest> {
  const request = listRequest(auth, f);
  await checkVendorFilter(db, auth, request.vendorId);
  return request;
}

/**
 * Every list call: one query, newest first unless sorted. A vendor the caller cannot see has no order in the
 * caller's scope, so only an empty page asks whether its vendor filter is visible (404): every other page is
 * one round trip shorter (issue 23 point 3).
 */
export async function listOrders(db: Db, auth: AuthContext, f: ListFilters): Promise<PoPage> {
  const request = listRequest(auth, f);
  const { total, exact, rows } = await pageOrders(db, { ...request, page: f.page, perPage: f.per_page });
  if (!rows.length) await checkVendorFilter(db, auth, request.vendorId);
  const data = rows.map((r) => listRow(r.order, r.companyName, r.vendorName, mayDecide(auth, r.order)));
  return pageOf(data, total, f.page, f.per_page, exact);
}

export const listPending = (db: Db, auth: AuthContext, f: PoListQuery) => listOrders(db, auth, { ...f, onlyStatus: PO_STATUS.PendingApproval });

/** listSelectedCompanyUserPurchaseOrder: the list plus the company's level and its vendors for the filter. */
export async function listForCompany(db: Db, auth: AuthContext, companyId: number, f: PoListQuery) {
  const scope = scopeOf(auth, companyId);
  const page = await listOrders(db, auth, { ...f, company_id: scope.companyId ?? 0 });
  if (!scope.companyId) return { data: page, companyLevel: null, vendorDetails: await vendorOptions(db, scope) };
  const company = await companyById(db, scope.companyId);
  if (!company) throw notFound();
  return { data: page, companyLevel: company.accessLevelId, vendorDetails: await vendorOptions(db, scope) };
}

/** The PDF for the order screen's download. */
export async function orderPdfFor(deps: PoDeps, auth: AuthContext, id: number) {
  const scope = scopeOf(auth);
  if (!(await findOrderView(deps.db, scope, id))) throw notFound();
  return buildOrderPdf(deps, deps.db, scope, id);
}
