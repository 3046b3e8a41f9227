import {
  BILL_STATUS,
  BILL_STATUS_NAMES,
  BILL_TEXT,
  BILLABLE_PO_STATUS_IDS,
  type BillPoLookup,
  formatUsd,
  fromCents,
  M,
  type PoBill,
  poStatusName,
} from '@app/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { bills, purchaseOrders, vendors } from '../../db/schema/index.js';
import { AppError, conflict, forbidden, invalid, notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, inScope, type OneCompanyScope, scopeOf } from '../../plugins/company-scope.js';

type Order = typeof purchaseOrders.$inferSelect;

/** 409 unless the order is Approved, Pending from vendor or Completed (only those can be billed). */
function assertBillable(order: Order) {
  if (!BILLABLE_PO_STATUS_IDS.includes(order.statusId)) throw conflict(BILL_TEXT.poNotBillable(order.poNumber, poStatusName(order.statusId)));
}

/**
 * getVendorByPONumber/{number}: PO numbers are per company, so the caller's company (Super-Admin: the one
 * named by company_id) decides which order; another company's number is simply not found.
 */
export async function lookupOrder(db: Db, auth: AuthContext, poNumber: number, requestedCompany?: number): Promise<BillPoLookup> {
  if (!auth.isSuperAdmin && !auth.companyId) throw forbidden();
  const scope = scopeOf(auth, requestedCompany);
  if (!scope.companyId) throw invalid(M.billSelectCompany, 'company_id');
  const [row] = await db
    .select({ order: purchaseOrders, vendor: { id: vendors.id, name: vendors.name, vendor_number: vendors.vendorNumber, company_id: vendors.companyId } })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(and(eq(purchaseOrders.companyId, scope.companyId), eq(purchaseOrders.poNumber, poNumber)));
  if (!row) throw notFound(BILL_TEXT.poUnknown);
  assertBillable(row.order);
  const o = row.order;
  return {
    status: 200,
    get_details: row.vendor,
    grand_total: fromCents(o.grandTotalCents),
    purchase_order: { id: o.id, po_number: o.poNumber, company_id: o.companyId, status_id: o.statusId, status_name: poStatusName(o.statusId) },
  };
}

/**
 * The bill's order, re-checked in the bill's transaction under a lock on the order row (a status change of
 * the order waits for it): same company, same vendor, a billable status. Else 422/409 and nothing written.
 */
export async function checkBillOrder(
  tx: DbOrTx,
  scope: OneCompanyScope,
  vendorId: number,
  orderId: number,
  bill: { amountCents: number; exceptBillId?: number },
) {
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, orderId), inScope(scope, purchaseOrders.companyId)))
    .for('update');
  if (!order || order.companyId !== scope.companyId) throw invalid(BILL_TEXT.poUnknown, 'purchase_order_id');
  assertBillable(order);
  if (order.vendorId !== vendorId) throw invalid(BILL_TEXT.poVendorMismatch(order.poNumber), 'vendor_id');
  // Issue 21.6: the order's live bills never pass what was approved. Under the order's lock, so two bills
  // sent at once are counted one after the other.
  const approved = order.approvedTotalCents ?? order.grandTotalCents;
  const conds = [eq(bills.purchaseOrderId, orderId), inScope(scope, bills.companyId), ne(bills.status, BILL_STATUS.Void)];
  if (bill.exceptBillId) conds.push(ne(bills.id, bill.exceptBillId));
  const [{ billed }] = await tx
    .select({ billed: sql<string>`coalesce(sum(${bills.amountDueCents}), 0)` })
    .from(bills)
    .where(and(...conds));
  const left = approved - Number(billed);
  if (bill.amountCents > left) {
    const message = M.poOverBilled(order.poNumber, formatUsd(Math.max(0, left)), formatUsd(approved));
    throw new AppError(409, message, { amount_due: [message] });
  }
}

/** The bills made from an order, oldest first (the order's screen lists them). */
export async function billsOfOrder(db: DbOrTx, scope: CompanyScope, orderId: number): Promise<PoBill[]> {
  const rows = await db
    .select({ id: bills.id, billNumber: bills.billNumber, reference: bills.reference, cents: bills.amountDueCents, status: bills.status })
    .from(bills)
    .where(and(eq(bills.purchaseOrderId, orderId), inScope(scope, bills.companyId)))
    .orderBy(asc(bills.id));
  return rows.map((r) => ({
    id: r.id,
    bill_number: r.billNumber,
    refrence: r.reference,
    amount_due: fromCents(r.cents),
    status: r.status,
    status_name: BILL_STATUS_NAMES[r.status] ?? String(r.status),
  }));
}
