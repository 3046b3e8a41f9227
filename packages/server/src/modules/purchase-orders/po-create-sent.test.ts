import { PO_STATUS } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { purchaseOrderStatusHistory, purchaseOrders } from '../../db/schema/index.js';
import { createOrder, orderBody, type PoWorld, poWorld } from './po-fixtures.js';

// Issue 23 point 2: an order sent for approval as it is created is written in one statement (po-create-locked.ts):
// its number taken under the company's lock is the one its history, its sender and its supervisors' mails carry.
let w: PoWorld;
beforeAll(async () => {
  w = await poWorld();
});
afterAll(() => w.t.close());

it('an order created as Pending For Approval: Draft then Pending in its history, its sender kept, each supervisor mailed its number', async () => {
  await w.t.clearMail();
  const ids = await Promise.all(
    Array.from({ length: 3 }, () => createOrder(w.creatorA, { ...orderBody(w.companyA, w.vendorA.id), status_name: 'Pending For Approval' })),
  );
  await w.t.app.deps.mail.flush();
  for (const id of ids) {
    const [order] = await w.t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
    expect(order.statusId).toBe(PO_STATUS.PendingApproval);
    expect(order.submittedBy).toBe(order.createdBy);
    const history = await w.t.db
      .select({ from: purchaseOrderStatusHistory.fromStatusId, to: purchaseOrderStatusHistory.toStatusId })
      .from(purchaseOrderStatusHistory)
      .where(eq(purchaseOrderStatusHistory.purchaseOrderId, id))
      .orderBy(asc(purchaseOrderStatusHistory.id));
    expect(history).toEqual([
      { from: null, to: PO_STATUS.Draft },
      { from: PO_STATUS.Draft, to: PO_STATUS.PendingApproval },
    ]);
    const mails = w.t.mail.sent.filter((m) => m.subject === `Purchase Order ${order.poNumber} is waiting for your approval`);
    expect(mails.map((m) => m.to)).toEqual([w.supervisorAEmail]);
    expect(mails[0].text).toContain(`Purchase Order ${order.poNumber} is waiting for your approval.`);
    expect(mails[0].text).toContain('http://app.test/app/purchase-pending-order-list');
  }
  expect(w.t.mail.sent).toHaveLength(3);
});
