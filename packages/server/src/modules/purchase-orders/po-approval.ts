import { PO_STATUS } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { purchaseOrderStatusHistory, users } from '../../db/schema/index.js';

/** Statuses in which an order stands approved (what the vendor may receive). */
const APPROVED = new Set<number>([PO_STATUS.Approved, PO_STATUS.PendingVendor, PO_STATUS.Completed]);

/**
 * Who approved the order and when: its latest move to Approved in the status history (an order sent back for
 * approval after an edit shows the approval that stands). None while it does not stand approved.
 */
export async function approvalOf(db: DbOrTx, order: { id: number; statusId: number }): Promise<{ name: string; at: Date } | null> {
  if (!APPROVED.has(order.statusId)) return null;
  const [row] = await db
    .select({ first: users.firstName, middle: users.middleName, last: users.lastName, at: purchaseOrderStatusHistory.changedAt })
    .from(purchaseOrderStatusHistory)
    .leftJoin(users, eq(users.id, purchaseOrderStatusHistory.changedBy))
    .where(and(eq(purchaseOrderStatusHistory.purchaseOrderId, order.id), eq(purchaseOrderStatusHistory.toStatusId, PO_STATUS.Approved)))
    .orderBy(desc(purchaseOrderStatusHistory.id))
    .limit(1);
  if (!row) return null;
  return { name: [row.first, row.middle, row.last].filter((p) => p?.trim()).join(' '), at: row.at };
}
