import { fromCents, normalizePercent, PO_STATUS, type PoData, type PoHistoryEntry, type PoItemData, type PoListRow, poStatusName } from '@app/contract';
import { and, asc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ListRequest, type ListSpec, listBatch, listPage } from '../../db/list-query.js';
import { nameById } from '../../db/name-by-id.js';
import {
  companies,
  permissions,
  purchaseOrderItems,
  purchaseOrderStatusHistory,
  purchaseOrders,
  rolePermissions,
  users,
  vendors,
} from '../../db/schema/index.js';
import { findInScope } from '../../db/scoped-row.js';
import { liveVendorIn } from '../vendors/vendors.repo.js';
import { type CompanyScope, inScope, type OneCompanyScope, ofParentIn } from '../../plugins/company-scope.js';

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type ItemRow = typeof purchaseOrderItems.$inferSelect;

const fullName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/**
 * The order within the scope (another company's: undefined), optionally locked until the transaction ends
 * (every status change and edit locks it first). Its items and history are read by the id found here.
 */
export const findOrder = (tx: DbOrTx, scope: CompanyScope, id: number, opts: { forUpdate?: boolean } = {}): Promise<OrderRow | undefined> =>
  findInScope(tx, purchaseOrders, scope, id, opts);

/** The order with the names its screen, list row and PDF show. */
export async function findOrderView(tx: DbOrTx, scope: CompanyScope, id: number) {
  const [row] = await tx
    .select({ order: purchaseOrders, companyName: companies.legalName, vendorName: vendors.name, createdByName: fullName })
    .from(purchaseOrders)
    .innerJoin(companies, eq(companies.id, purchaseOrders.companyId))
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(users, eq(users.id, purchaseOrders.createdBy))
    .where(and(eq(purchaseOrders.id, id), inScope(scope, purchaseOrders.companyId)));
  return row;
}

/** The orders' own table as the parent of its items and status history (no company column of their own). */
export const ORDERS = { table: purchaseOrders, id: purchaseOrders.id, companyId: purchaseOrders.companyId };

/** The items of an order within the scope. */
export async function orderItems(tx: DbOrTx, scope: CompanyScope, orderId: number): Promise<ItemRow[]> {
  return tx
    .select()
    .from(purchaseOrderItems)
    .where(ofParentIn(scope, purchaseOrderItems.purchaseOrderId, ORDERS, orderId))
    .orderBy(asc(purchaseOrderItems.lineNo), asc(purchaseOrderItems.id));
}

/** The status history of an order within the scope, oldest first. */
export async function orderHistory(tx: DbOrTx, scope: CompanyScope, orderId: number): Promise<PoHistoryEntry[]> {
  const rows = await tx
    .select({ h: purchaseOrderStatusHistory, name: fullName, isSuperAdmin: users.isSuperAdmin })
    .from(purchaseOrderStatusHistory)
    .leftJoin(users, eq(users.id, purchaseOrderStatusHistory.changedBy))
    .where(ofParentIn(scope, purchaseOrderStatusHistory.purchaseOrderId, ORDERS, orderId))
    .orderBy(asc(purchaseOrderStatusHistory.id));
  return rows.map(({ h, name, isSuperAdmin }) => ({
    from_status_id: h.fromStatusId,
    from_status_name: h.fromStatusId ? poStatusName(h.fromStatusId) : null,
    to_status_id: h.toStatusId,
    to_status_name: poStatusName(h.toStatusId),
    changed_by: h.changedBy,
    changed_by_name: isSuperAdmin ? `${name} (Super-Admin)` : (name ?? ''),
    changed_at: h.changedAt.toISOString(),
  }));
}

export async function recordStatus(tx: DbOrTx, orderId: number, from: number | null, to: number, by: number | null, at: Date) {
  await tx.insert(purchaseOrderStatusHistory).values({ purchaseOrderId: orderId, fromStatusId: from, toStatusId: to, changedBy: by || null, changedAt: at });
}

/**
 * Live supervisors (approver = 1) of a company whose position may edit orders (only they may decide), without
 * the given users (the order's creator, last editor and sender: they may not decide it).
 */
export async function supervisors(tx: DbOrTx, scope: OneCompanyScope, except: Array<number | null>) {
  const conds: SQL[] = [
    eq(users.companyId, scope.companyId),
    eq(users.approver, true),
    sql`${users.suspendedAt} is null`,
    sql`exists (select 1 from ${rolePermissions} join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
                where ${rolePermissions.roleId} = ${users.roleId} and ${permissions.name} = 'BillPurchaseOrders_Edit')`,
  ];
  const ids = except.filter((id): id is number => !!id);
  if (ids.length) conds.push(notInArray(users.id, ids));
  return tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(...conds));
}

/** The live (not Deleted) orders: a literal, so the planner matches the partial indexes of migration 0009. */
const notDeleted = sql`${purchaseOrders.statusId} <> ${sql.raw(String(PO_STATUS.Deleted))}`;

const listColumns = { order: purchaseOrders, companyName: companies.legalName, vendorName: vendors.name };
export type OrderListRecord = { order: OrderRow; companyName: string; vendorName: string };

/** The order lists (every list call, the pending ones too): company, vendor, status filters, search, sort. */
export const orderList: ListSpec<OrderListRecord, OrderListRecord> = {
  name: 'po_page',
  table: purchaseOrders,
  filters: { vendorId: purchaseOrders.vendorId, statusId: purchaseOrders.statusId },
  // no status filter: every status but Deleted
  whenAbsent: { statusId: notDeleted },
  liveCompaniesOnly: false,
  joined: (db) =>
    db
      .select(listColumns)
      .from(purchaseOrders)
      .innerJoin(companies, eq(companies.id, purchaseOrders.companyId))
      .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
      .$dynamic(),
  // Names no filter reads as scalar subqueries (a search or a sort by name uses `joined`): issue 23 point 3.
  shown: (db) =>
    db
      .select({
        order: purchaseOrders,
        companyName: nameById(companies.legalName, purchaseOrders.companyId),
        vendorName: nameById(vendors.name, purchaseOrders.vendorId),
      })
      .from(purchaseOrders)
      .$dynamic(),
  toWire: (r) => r,
  searchIn: [purchaseOrders.poNumber, vendors.name, companies.legalName],
  sorts: {
    po_number: purchaseOrders.poNumber,
    vendor_name: sql`lower(${vendors.name})`,
    po_price: purchaseOrders.grandTotalCents,
    status_name: purchaseOrders.statusId,
    company_name: sql`lower(${companies.legalName})`,
  },
};

export type OrderListRequest = Omit<ListRequest, 'filters'> & {
  scope: CompanyScope;
  vendorId: number | null;
  /** null: every status but Deleted */
  statusId: number | null;
};
// The scope's company becomes the list's company placeholder (one prepared variant per shape, list-query.ts).
const orderRequest = ({ scope, vendorId, statusId, ...r }: OrderListRequest): ListRequest => ({
  ...r,
  scope,
  filters: { vendorId, statusId },
});

/** One page of orders (newest first unless sorted) with the names the lists show, and its capped total. */
export const pageOrders = (db: DbOrTx, f: OrderListRequest & { page: number; perPage: number }) =>
  listPage(db, orderList, { ...orderRequest(f), page: f.page, perPage: f.perPage });

/** The export's reader: (limit, offset) => the list's raw rows, every order in its order. */
export const orderBatch = (db: DbOrTx, f: OrderListRequest) => listBatch(db, orderList, orderRequest(f));

export function listRow(o: OrderRow, companyName: string, vendorName: string, canApprove: boolean): PoListRow {
  return {
    po_id: o.id,
    po_number: o.poNumber,
    company_id: o.companyId,
    company_name: companyName,
    vendor_id: o.vendorId,
    vendor_name: vendorName,
    po_price: fromCents(o.grandTotalCents),
    status_id: o.statusId,
    status_name: poStatusName(o.statusId),
    created_by: o.createdBy,
    can_approve: canApprove,
  };
}

export function toWire(o: OrderRow, names: { companyName: string; vendorName: string; createdByName: string | null }, canApprove: boolean): PoData {
  return {
    id: o.id,
    po_number: o.poNumber,
    company_id: o.companyId,
    company_name: names.companyName,
    vendor_id: o.vendorId,
    vendor_name: names.vendorName,
    shipping_method: o.shippingMethod,
    payment_terms: o.paymentTerms,
    required_by_date: o.requiredBy,
    freight: fromCents(o.freightCents),
    sales_tax: normalizePercent(o.salesTax),
    subtotal: fromCents(o.subtotalCents),
    tax_amount: fromCents(o.taxCents),
    grand_total: fromCents(o.grandTotalCents),
    approved_total: o.approvedTotalCents === null ? null : fromCents(o.approvedTotalCents),
    status_id: o.statusId,
    status_name: poStatusName(o.statusId),
    created_by: o.createdBy,
    created_by_name: names.createdByName ?? '',
    created_at: o.createdAt.toISOString(),
    can_approve: canApprove,
  };
}

export function itemToWire(i: ItemRow): PoItemData {
  return {
    id: i.id,
    description: i.description,
    quantity: normalizePercent(i.quantity),
    unit_price: fromCents(i.unitPriceCents),
    amount: fromCents(i.amountCents),
  };
}

/** A vendor of the scope by id, deleted or not (an order keeps showing the vendor it was made for). */
export async function vendorById(tx: DbOrTx, scope: CompanyScope, id: number) {
  const [row] = await tx
    .select({ vendor: vendors, companyName: companies.legalName })
    .from(vendors)
    .innerJoin(companies, eq(companies.id, vendors.companyId))
    .where(and(eq(vendors.id, id), inScope(scope, vendors.companyId)));
  return row;
}

/** A live vendor of the scope's company (the vendor an order may be made for), or undefined. */
export async function liveVendorOf(tx: DbOrTx, scope: OneCompanyScope, id: number) {
  const [row] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, id), liveVendorIn(scope)));
  return row;
}

/** A new order of the scope's company. */
/** Writes an order of the scope (edits and status moves); another company's order is not touched. */
export async function setOrder(tx: DbOrTx, scope: CompanyScope, id: number, set: Partial<typeof purchaseOrders.$inferInsert>) {
  await tx
    .update(purchaseOrders)
    .set(set)
    .where(and(eq(purchaseOrders.id, id), inScope(scope, purchaseOrders.companyId)));
}
