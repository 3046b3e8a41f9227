import { PO_STATUS, PO_TEXT } from '@app/contract';
import { forbidden } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { scopedCompanyId } from '../../plugins/company-scope.js';
import type { OrderRow } from './purchase-orders.repo.js';

/** The company a call may act on (null: all, Super-Admin only); a company user without a company is refused. */
export function scope(auth: AuthContext, requested?: number | null): number | null {
  if (!auth.isSuperAdmin && !auth.companyId) throw forbidden();
  return scopedCompanyId(auth, requested);
}

/**
 * Segregation of duties (DESIGN.md section 6): a supervisor of the order's company or Super-Admin decides,
 * never the user who created the order. Throws a 403 that says which rule refused.
 */
export function assertMayDecide(auth: AuthContext, order: Pick<OrderRow, 'companyId' | 'createdBy'>) {
  if (order.createdBy !== null && order.createdBy === auth.userId) throw forbidden(PO_TEXT.ownOrder);
  if (auth.isSuperAdmin) return;
  if (!auth.approver || auth.companyId !== order.companyId) throw forbidden(PO_TEXT.notSupervisor);
}

/** Whether the caller may approve or decline this order now (the lists show the buttons only then). */
export function mayDecide(auth: AuthContext, order: Pick<OrderRow, 'companyId' | 'createdBy' | 'statusId'>): boolean {
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
