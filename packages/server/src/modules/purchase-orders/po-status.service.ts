import { PO_ACTIONS, PO_STATUS, PO_TEXT, type PoAction, poStatusName } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { purchaseOrderStatusHistory, purchaseOrders } from '../../db/schema/index.js';
import { conflict, forbidden, invalid, notFound } from '../../errors.js';
import { companyRow } from '../../lib/lookups.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, companyInScope, scopeOf } from '../../plugins/company-scope.js';
import { assertMayDecide, type DecideFacts } from './access-rules.js';
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

/**
 * GET updateStatusOfPurchaseOrder/{id}/{action}: one transition under a lock on the order; any other is 409.
 * The lock, the status change and its history are one statement (the change made only from the transition's
 * status); the caller's rights are checked on the order as it was locked, and a refusal rolls the change back.
 * The order's row is held for that statement and the commit: two round trips, where lock, update, history and
 * commit were four.
 */
export async function changeStatus(deps: PoDeps, auth: AuthContext, id: number, action: PoAction): Promise<void> {
  const scope = scopeOf(auth);
  const now = deps.clock();
  const t = TRANSITIONS[action];
  await deps.db.transaction(async (tx) => {
    const order = await transitionLocked(tx, scope, id, { ...t, approve: action === 'Approval', by: auth.userId, at: now });
    if (!order) throw notFound();
    assertMayAct(auth, action);
    if (action === 'Approval' || action === 'Decline') assertMayDecide(auth, order);
    if (order.statusId !== t.from) throw conflict(PO_TEXT.transitionRefused(poStatusName(order.statusId), action));
  });
}

/** The order of the scope as locked (before the change), with its status moved from `from` to `to` if it was in `from`. */
async function transitionLocked(
  tx: DbOrTx,
  scope: CompanyScope,
  id: number,
  c: { from: number; to: number; approve: boolean; by: number; at: Date },
): Promise<(DecideFacts & { statusId: number }) | undefined> {
  const at = c.at.toISOString();
  const res = await tx.execute(sql`
    with o as (
      select id, company_id, status_id, created_by, last_edited_by, submitted_by, grand_total_cents
        from ${purchaseOrders} where id = ${id}::int and ${companyInScope(scope)}
        for update
    ), u as (
      update ${purchaseOrders} p set status_id = ${c.to}::int, updated_at = ${at}::timestamptz,
             approved_total_cents = case when ${c.approve}::boolean then o.grand_total_cents else p.approved_total_cents end
        from o where p.id = o.id and o.status_id = ${c.from}::int
        returning p.id
    ), h as (
      insert into ${purchaseOrderStatusHistory} (purchase_order_id, from_status_id, to_status_id, changed_by, changed_at)
        select id, ${c.from}::int, ${c.to}::int, ${c.by || null}::int, ${at}::timestamptz from u
    )
    select company_id, status_id, created_by, last_edited_by, submitted_by from o`);
  const [r] = res.rows as Array<{
    company_id: number;
    status_id: number;
    created_by: number | null;
    last_edited_by: number | null;
    submitted_by: number | null;
  }>;
  return r && { companyId: r.company_id, statusId: r.status_id, createdBy: r.created_by, lastEditedBy: r.last_edited_by, submittedBy: r.submitted_by };
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
