import { computeTotals, formatMilli, M, PO_STATUS, PO_TEXT, type PurchaseOrderInput, parseMilli, poStatusName } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { purchaseOrderItems } from '../../db/schema/index.js';
import { AppError, conflict, invalid, notFound } from '../../errors.js';
import { liveCompanyExists } from '../../lib/lookups.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { AuthContext } from '../../plugins/access.js';
import { namesCompany, narrowScope, ofParentIn, type OneCompanyScope, scopeOf } from '../../plugins/company-scope.js';
import { isKeyed } from '../../plugins/idempotency.js';
import { earliestUsToday } from './access-rules.js';
import { insertOrderLocked } from './po-create-locked.js';
import { findOrder, type ItemRow, liveVendorOf, ORDERS, type OrderRow, orderItems, recordStatus, setOrder, supervisors } from './purchase-orders.repo.js';

export interface PoDeps {
  db: Db;
  clock: () => Date;
  appUrl: string;
  orgName: string;
}

/** The totals of a request, computed here from quantities and unit prices (the client's figures are ignored). */
function totalsOf(input: PurchaseOrderInput) {
  const { totals, overflow } = computeTotals({
    items: input.items.map((i) => ({ quantityMilli: i.quantityMilli, unitPriceCents: i.unitPriceCents })),
    taxMilli: input.salesTaxMilli,
    freightCents: input.freightCents,
  });
  if (overflow) throw invalid(overflow === 'line' ? PO_TEXT.moneyMax : PO_TEXT.totalMax, overflow === 'line' ? 'items' : 'grand_total');
  return totals;
}

/** The vendor must be a live vendor of the order's company; another company's vendor is unknown here (404). */
async function assertVendor(tx: DbOrTx, vendorId: number, scope: OneCompanyScope) {
  if (!(await liveVendorOf(tx, scope, vendorId))) throw new AppError(404, PO_TEXT.vendorNotInCompany, { vendor_id: [PO_TEXT.vendorNotInCompany] });
}

function assertDate(date: string | null, now: Date) {
  if (date && date < earliestUsToday(now)) throw invalid(PO_TEXT.dateInPast, 'required_by_date');
}

function headerColumns(input: PurchaseOrderInput, totals: ReturnType<typeof totalsOf>) {
  return {
    vendorId: input.vendorId,
    shippingMethod: input.shippingMethod,
    paymentTerms: input.paymentTerms,
    requiredBy: input.requiredBy,
    freightCents: input.freightCents,
    salesTax: formatMilli(input.salesTaxMilli),
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    grandTotalCents: totals.grandTotalCents,
  };
}

async function insertItems(tx: Tx, orderId: number, input: PurchaseOrderInput, lineCents: number[]) {
  await tx.insert(purchaseOrderItems).values(
    input.items.map((i, n) => ({
      purchaseOrderId: orderId,
      lineNo: n + 1,
      description: i.description,
      quantity: formatMilli(i.quantityMilli),
      unitPriceCents: i.unitPriceCents,
      amountCents: lineCents[n],
    })),
  );
}

/**
 * Draft -> Pending For Approval needs a supervisor other than the creator; each of them is mailed that the
 * order waits (in the same transaction: no mail for a change that rolls back).
 */
export async function sendForApproval(
  tx: Tx,
  deps: PoDeps,
  scopeOfOrder: OneCompanyScope,
  order: Pick<OrderRow, 'id' | 'companyId' | 'poNumber' | 'createdBy' | 'statusId'>,
  by: number,
  now: Date,
) {
  // The sender (who here also changed the content last) may not decide it either.
  const scope = narrowScope(scopeOfOrder, order.companyId);
  const people = await supervisors(tx, scope, [order.createdBy, by]);
  if (people.length === 0) throw conflict(M.noSupervisor);
  await setOrder(tx, scope, order.id, { statusId: PO_STATUS.PendingApproval, submittedBy: by || null, updatedAt: now });
  await recordStatus(tx, order.id, order.statusId, PO_STATUS.PendingApproval, by, now);
  for (const mail of approvalMails(deps, people)) await enqueueMail(tx, mail(String(order.poNumber)));
}

/** The mail each supervisor gets when an order waits for approval, by the order's number. */
const approvalMails = (deps: PoDeps, people: Array<{ email: string; firstName: string }>) =>
  people.map((p) => (poNumber: string) => ({
    to: p.email,
    subject: `Purchase Order ${poNumber} is waiting for your approval`,
    text: `Hello ${p.firstName},\n\nPurchase Order ${poNumber} is waiting for your approval.\nOpen the pending purchase orders: ${deps.appUrl}/app/purchase-pending-order-list\n\n${deps.orgName}`,
  }));

export async function createOrder(deps: PoDeps, auth: AuthContext, input: PurchaseOrderInput): Promise<number> {
  const scope = scopeOf(auth, input.companyId);
  if (!namesCompany(scope)) throw invalid(M.selectCompany, 'company_id');
  const totals = totalsOf(input);
  const now = deps.clock();
  assertDate(input.requiredBy, now);
  // Issue 23 point 2: the vendor (and a sent order's supervisors) checked first, then one statement locks the
  // company, numbers and writes (a sent order with its second status and its mails); no transaction unless
  // keyed, so the lock lasts that statement.
  const write = async (db: DbOrTx) => {
    await assertVendor(db, input.vendorId, scope);
    const by = auth.userId || null;
    const header = { ...headerColumns(input, totals), statusId: PO_STATUS.Draft, createdBy: by, lastEditedBy: by, createdAt: now, updatedAt: now };
    if (!input.sendForApproval) return insertOrderLocked(db, scope, header, input, totals.lineCents, auth.userId, now);
    // The sender (here also the creator) may not decide it: a supervisor other than them is needed.
    const people = await supervisors(db, scope, [by, auth.userId]);
    if (people.length === 0) {
      if (!(await liveCompanyExists(db, scope.companyId))) throw invalid(M.selectCompany, 'company_id'); // as the lock would answer
      throw conflict(M.noSupervisor);
    }
    const sent = { by: auth.userId, mails: approvalMails(deps, people) };
    return insertOrderLocked(db, scope, { ...header, statusId: PO_STATUS.PendingApproval, submittedBy: by }, input, totals.lineCents, auth.userId, now, sent);
  };
  return isKeyed(deps.db) ? deps.db.transaction(write) : write(deps.db);
}

function sameHeader(order: OrderRow, input: PurchaseOrderInput): boolean {
  return (
    input.vendorId === order.vendorId &&
    input.shippingMethod === order.shippingMethod &&
    input.paymentTerms === order.paymentTerms &&
    input.requiredBy === order.requiredBy &&
    input.freightCents === order.freightCents &&
    input.salesTaxMilli === parseMilli(order.salesTax)
  );
}

/** Once approved only unit prices may change: the same lines (ids, descriptions, quantities) and terms. */
function onlyPricesChanged(order: OrderRow, items: ItemRow[], input: PurchaseOrderInput): boolean {
  if (!sameHeader(order, input) || input.items.length !== items.length) return false;
  return input.items.every(
    (line, n) => line.id === items[n].id && line.description === items[n].description && line.quantityMilli === parseMilli(items[n].quantity),
  );
}

/** Whether a Draft save changes what the order says (a send without changes does not make its sender the editor). */
function contentChanged(order: OrderRow, items: ItemRow[], input: PurchaseOrderInput): boolean {
  if (!sameHeader(order, input) || input.items.length !== items.length) return true;
  return input.items.some(
    (line, n) =>
      line.description !== items[n].description || line.quantityMilli !== parseMilli(items[n].quantity) || line.unitPriceCents !== items[n].unitPriceCents,
  );
}

/** Saves the order; true when a price rise above the approved total sent it back for approval. */
export async function updateOrder(deps: PoDeps, auth: AuthContext, id: number, input: PurchaseOrderInput): Promise<boolean> {
  scopeOf(auth, input.companyId);
  const totals = totalsOf(input);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // Found in the caller's own scope, so naming another company below answers 409, not 404.
    const order = await findOrder(tx, scopeOf(auth), id, { forUpdate: true });
    if (!order) throw notFound();
    if (input.companyId && input.companyId !== order.companyId) {
      throw new AppError(409, 'A purchase order cannot be moved to another company.', { company_id: ['A purchase order cannot be moved to another company.'] });
    }
    const scope = narrowScope(scopeOf(auth), order.companyId);
    const status = order.statusId;
    if (status === PO_STATUS.Draft) {
      if (input.vendorId !== order.vendorId) await assertVendor(tx, input.vendorId, scope);
      if (input.requiredBy !== order.requiredBy) assertDate(input.requiredBy, now);
      const lastEditedBy = contentChanged(order, await orderItems(tx, scope, id), input) ? auth.userId || null : order.lastEditedBy;
      await setOrder(tx, scope, id, { ...headerColumns(input, totals), lastEditedBy, updatedAt: now });
      // Line items change only in Draft: the list is replaced as the form sent it.
      await tx.delete(purchaseOrderItems).where(ofParentIn(scope, purchaseOrderItems.purchaseOrderId, ORDERS, id));
      await insertItems(tx, id, input, totals.lineCents);
      if (input.sendForApproval) await sendForApproval(tx, deps, scope, order, auth.userId, now);
      return false;
    }
    if (status === PO_STATUS.PendingApproval) throw conflict(PO_TEXT.waitingForApproval);
    if (status !== PO_STATUS.Approved && status !== PO_STATUS.PendingVendor) throw conflict(PO_TEXT.locked(poStatusName(status)));

    const items = await orderItems(tx, scope, id);
    if (!onlyPricesChanged(order, items, input)) throw conflict(PO_TEXT.onlyPrices);
    for (const [n, line] of input.items.entries()) {
      await tx
        .update(purchaseOrderItems)
        .set({ unitPriceCents: line.unitPriceCents, amountCents: totals.lineCents[n] })
        .where(and(eq(purchaseOrderItems.id, items[n].id), ofParentIn(scope, purchaseOrderItems.purchaseOrderId, ORDERS, id)));
    }
    await setOrder(tx, scope, id, {
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      grandTotalCents: totals.grandTotalCents,
      lastEditedBy: contentChanged(order, items, input) ? auth.userId || null : order.lastEditedBy,
      updatedAt: now,
    });
    // A price rise above what was approved needs approval again.
    if (totals.grandTotalCents <= (order.approvedTotalCents ?? 0)) return false;
    await sendForApproval(tx, deps, scope, order, auth.userId, now);
    return true;
  });
}

/** Whether the company has a supervisor who could approve the order (not its creator; for a new order, not the caller). */
export async function hasSupervisor(db: Db, auth: AuthContext, companyId: number, orderId: number): Promise<boolean> {
  const scope = scopeOf(auth, companyId);
  if (!namesCompany(scope)) throw invalid(M.selectCompany, 'companyId');
  // The caller is about to send it (and for a new order creates it): they may not decide it.
  const except: Array<number | null> = [auth.userId || null];
  if (orderId > 0) {
    // Found within the named company only: another company's order (or one of a different company) is 404.
    const order = await findOrder(db, scope, orderId);
    if (!order) throw notFound();
    except.push(order.createdBy, order.lastEditedBy);
  }
  return (await supervisors(db, scope, except)).length > 0;
}
