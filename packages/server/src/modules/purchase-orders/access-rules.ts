import { M, PO_STATUS, PO_TEXT } from '@app/contract';
import { forbidden } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import type { OrderRow } from './purchase-orders.repo.js';

export type DecideFacts = Pick<OrderRow, 'companyId' | 'createdBy' | 'lastEditedBy' | 'submittedBy'>;

/**
 * Segregation of duties (DESIGN.md section 6, issue 21): a supervisor of the order's company whose position may
 * edit orders, or Super-Admin, decides; never the user who created the order, changed its content last or sent
 * it for approval (else one person could write, raise and approve their own spending). A 403 says which rule.
 */
export function assertMayDecide(auth: AuthContext, order: DecideFacts) {
  const me = auth.userId;
  if (order.createdBy !== null && order.createdBy === me) throw forbidden(PO_TEXT.ownOrder);
  if (order.lastEditedBy !== null && order.lastEditedBy === me) throw forbidden(M.poEditorMayNotDecide);
  if (order.submittedBy !== null && order.submittedBy === me) throw forbidden(M.poSenderMayNotDecide);
  if (auth.isSuperAdmin) return;
  if (!auth.approver || auth.companyId !== order.companyId) throw forbidden(PO_TEXT.notSupervisor);
  // The flag alone is not enough: an Auditor (view only) with it must not approve spending.
  if (!auth.permissions.has('BillPurchaseOrders_Edit')) throw forbidden(M.poDecideNeedsEdit);
}

/** Whether the caller may approve or decline this order now (the lists show the buttons only then). */
export function mayDecide(auth: AuthContext, order: DecideFacts & Pick<OrderRow, 'statusId'>): boolean {
  if (order.statusId !== PO_STATUS.PendingApproval) return false;
  try {
    assertMayDecide(auth, order);
    return true;
  } catch {
    return false;
  }
}

/** Today's date where it is earliest in the US (Hawaii, UTC-10), so a US user's "today" is never "the past". */
export function earliestUsToday(now: Date): string {
  return new Date(now.getTime() - 10 * 3600_000).toISOString().slice(0, 10);
}
