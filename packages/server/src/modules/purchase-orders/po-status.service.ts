import { PO_ACTIONS, PO_STATUS, PO_TEXT, type PoAction, poStatusName } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { conflict, forbidden, invalid, notFound } from '../../errors.js';
import { companyRow } from '../../lib/lookups.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, scopeOf } from '../../plugins/company-scope.js';
import { assertMayDecide } from './access-rules.js';
import { approvalOf } from './po-approval.js';
import { orderPdf } from './purchase-order-pdf.js';
import { findOrder, orderItems, recordStatus, setOrder, vendorById } from './purchase-orders.repo.js';
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
  const scope = scopeOf(auth);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, scope, id, { forUpdate: true });
    if (!order) throw notFound();
    assertMayAct(auth, action);
    if (action === 'Approval' || action === 'Decline') assertMayDecide(auth, order);
    const t = TRANSITIONS[action];
    if (order.statusId !== t.from) throw conflict(PO_TEXT.transitionRefused(poStatusName(order.statusId), action));
    await setOrder(tx, scope, id, { statusId: t.to, updatedAt: now, ...(action === 'Approval' ? { approvedTotalCents: order.grandTotalCents } : {}) });
    await recordStatus(tx, id, order.statusId, t.to, auth.userId, now);
  });
}

/** The order PDF (vendor mail and download), for an order the caller's scope holds. */
export async function buildOrderPdf(deps: PoDeps, tx: DbOrTx, scope: CompanyScope, orderId: number) {
  const order = await findOrder(tx, scope, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const company = await companyRow(tx, order.companyId);
  const vendor = await vendorById(tx, scope, order.vendorId);
  return {
    order,
    vendor: vendor.vendor,
    pdf: await orderPdf({
      order,
      items: await orderItems(tx, scope, orderId),
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
  const scope = scopeOf(auth);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, scope, id, { forUpdate: true });
    if (!order) throw notFound();
    if (order.statusId !== PO_STATUS.Approved) throw conflict(PO_TEXT.transitionRefused(poStatusName(order.statusId), 'Send to vendor'));
    const vendor = await vendorById(tx, scope, order.vendorId);
    if (!vendor?.vendor.email) throw invalid(PO_TEXT.vendorNoEmail, 'vendor_id');
    await setOrder(tx, scope, id, { statusId: PO_STATUS.PendingVendor, updatedAt: now });
    await recordStatus(tx, id, order.statusId, PO_STATUS.PendingVendor, auth.userId, now);
    const built = await buildOrderPdf(deps, tx, scope, id);
    await enqueueMail(tx, {
      to: vendor.vendor.email,
      subject: `Purchase Order ${order.poNumber} from ${vendor.companyName}`,
      text: `Hello ${vendor.vendor.name},\n\nPlease find attached Purchase Order ${order.poNumber} from ${vendor.companyName}.\nPlease quote the PO number on your invoice.\n\n${deps.orgName}`,
      attachments: [{ filename: `purchase-order-${order.poNumber}.pdf`, contentType: 'application/pdf', content: built.pdf }],
    });
  });
}
