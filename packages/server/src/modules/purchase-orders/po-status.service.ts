import { PO_ACTIONS, PO_STATUS, PO_TEXT, type PoAction, poStatusName } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, purchaseOrders } from '../../db/schema/index.js';
import { conflict, forbidden, invalid } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { AuthContext } from '../../plugins/access.js';
import { assertVisible } from '../../plugins/company-scope.js';
import { assertMayDecide, scope } from './access-rules.js';
import { approvalOf } from './po-approval.js';
import { orderPdf } from './purchase-order-pdf.js';
import { findOrder, orderItems, recordStatus, vendorById } from './purchase-orders.repo.js';
import type { PoDeps } from './purchase-orders.service.js';

/** The status machine of the payables specification, section 4 (the status call's part of it). */
const TRANSITIONS: Record<PoAction, { from: number; to: number }> = {
  Approval: { from: PO_STATUS.PendingApproval, to: PO_STATUS.Approved },
  Decline: { from: PO_STATUS.PendingApproval, to: PO_STATUS.Decline },
  Completed: { from: PO_STATUS.PendingVendor, to: PO_STATUS.Completed },
  Void: { from: PO_STATUS.PendingVendor, to: PO_STATUS.Void },
  Delete: { from: PO_STATUS.Draft, to: PO_STATUS.Deleted },
};

/** 'approval', 'delete'… as the specification writes them, to the action; unknown: 422. */
export function parseAction(text: string): PoAction {
  const action = PO_ACTIONS.find((a) => a.toLowerCase() === text.toLowerCase());
  if (!action) throw invalid(PO_TEXT.unknownAction, 'action');
  return action;
}

/** The permission each action needs beyond seeing orders (Approve and Decline: the supervisor rule instead). */
function assertMayAct(auth: AuthContext, action: PoAction) {
  if (auth.isSuperAdmin) return;
  if (action === 'Delete' && !auth.permissions.has('BillPurchaseOrders_Delete')) throw forbidden();
  if ((action === 'Completed' || action === 'Void') && !auth.permissions.has('BillPurchaseOrders_Edit')) throw forbidden();
}

/** GET updateStatusOfPurchaseOrder/{id}/{action}: one transition under a lock on the order; any other is 409. */
export async function changeStatus(deps: PoDeps, auth: AuthContext, id: number, action: PoAction): Promise<void> {
  scope(auth);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const order = assertVisible(auth, await findOrder(tx, id, { forUpdate: true }));
    assertMayAct(auth, action);
    if (action === 'Approval' || action === 'Decline') assertMayDecide(auth, order);
    const t = TRANSITIONS[action];
    if (order.statusId !== t.from) throw conflict(PO_TEXT.transitionRefused(poStatusName(order.statusId), action));
    await tx
      .update(purchaseOrders)
      .set({ statusId: t.to, updatedAt: now, ...(action === 'Approval' ? { approvedTotalCents: order.grandTotalCents } : {}) })
      .where(eq(purchaseOrders.id, id));
    await recordStatus(tx, id, order.statusId, t.to, auth.userId, now);
  });
}

/** The order PDF (vendor mail and download). */
export async function buildOrderPdf(deps: PoDeps, tx: DbOrTx, orderId: number) {
  const order = await findOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const [company] = await tx.select().from(companies).where(eq(companies.id, order.companyId));
  const vendor = await vendorById(tx, order.vendorId);
  return {
    order,
    vendor: vendor.vendor,
    pdf: await orderPdf({
      order,
      items: await orderItems(tx, orderId),
      orgName: deps.orgName,
      company,
      vendor: vendor.vendor,
      approval: await approvalOf(tx, order),
    }),
  };
}

/**
 * GET sendMailPendingFromVendor/{id}: Approved -> Pending from vendor, the vendor mailed the order as a PDF
 * through the outbox in the same transaction. A vendor without an email: 422 and nothing changes.
 */
export async function sendToVendor(deps: PoDeps, auth: AuthContext, id: number): Promise<void> {
  scope(auth);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const order = assertVisible(auth, await findOrder(tx, id, { forUpdate: true }));
    if (order.statusId !== PO_STATUS.Approved) throw conflict(PO_TEXT.transitionRefused(poStatusName(order.statusId), 'Send to vendor'));
    const vendor = await vendorById(tx, order.vendorId);
    if (!vendor?.vendor.email) throw invalid(PO_TEXT.vendorNoEmail, 'vendor_id');
    await tx.update(purchaseOrders).set({ statusId: PO_STATUS.PendingVendor, updatedAt: now }).where(eq(purchaseOrders.id, id));
    await recordStatus(tx, id, order.statusId, PO_STATUS.PendingVendor, auth.userId, now);
    const built = await buildOrderPdf(deps, tx, id);
    await enqueueMail(tx, {
      to: vendor.vendor.email,
      subject: `Purchase Order ${order.poNumber} from ${vendor.companyName}`,
      text: `Hello ${vendor.vendor.name},\n\nPlease find attached Purchase Order ${order.poNumber} from ${vendor.companyName}.\nPlease quote the PO number on your invoice.\n\n${deps.orgName}`,
      attachments: [{ filename: `purchase-order-${order.poNumber}.pdf`, contentType: 'application/pdf', content: built.pdf }],
    });
  });
}
