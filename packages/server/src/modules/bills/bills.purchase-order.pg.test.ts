import { BILL_TEXT } from '@app/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts, bills, functionalExpenses, fundPrograms, purchaseOrders } from '../../db/schema/index.js';
import { ledgerProblems } from '../../ledger/index.js';
import { seedStandardChart } from '../accounts/standard-chart.js';
import { createOrder, orderBody, type PoWorld, poWorld } from '../purchase-orders/po-fixtures.js';

// Issue 23 point 2: a bill of a purchase order is checked before the company's lock, then one statement locks the
// company and the order and asks, under them, the duplicate question and the order's rules (billable status, its
// vendor, never past what was approved). Here bills race for one order, and a void of the order lands exactly in
// the gap between the checks and the lock: another transaction holds the company's lock until the bill waits
// for it (seen in pg_stat_activity, not by timing).
let w: PoWorld;
let chart: Record<string, number>;
let youth: number;
let services: number;
beforeAll(async () => {
  w = await poWorld();
  const { db } = w.t;
  const has = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, w.companyA)).limit(1);
  if (!has.length) await seedStandardChart(db, { companyId: w.companyA, level: 1, createdBy: null });
  chart = Object.fromEntries((await db.select().from(accounts).where(eq(accounts.companyId, w.companyA))).map((a) => [a.accountNumber, a.id]));
  youth = (await db.insert(fundPrograms).values({ companyId: w.companyA, name: 'Youth' }).returning())[0].id;
  services = (await db.select().from(functionalExpenses).where(eq(functionalExpenses.name, 'Program services')))[0].id;
});
afterAll(() => w.t.close());

let ref = 0;
const billBody = (orderId: number, amount: string) => ({
  company_id: w.companyA,
  refrence: `PO-RACE-${++ref}`,
  bill_due: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  vendor_id: w.vendorA.id,
  amount_due: amount,
  account_payable_id: chart['2000'],
  account_id: chart['5200'],
  fund_program_id: youth,
  funtional_expenses_id: services,
  purchase_order_id: orderId,
});

/** An Approved order sent to its vendor (Pending from vendor: billable), and its grand total in cents. */
async function sentOrder(): Promise<{ id: number; totalCents: number }> {
  const id = await createOrder(w.creatorA, { ...orderBody(w.companyA, w.vendorA.id), status_name: 'Pending For Approval' });
  for (const [client, path] of [
    [w.supervisorA, `/updateStatusOfPurchaseOrder/${id}/Approval`],
    [w.creatorA, `/sendMailPendingFromVendor/${id}`],
  ] as const) {
    const res = await client.get(path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const [order] = await w.t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  return { id, totalCents: order.grandTotalCents };
}
const liveBillsOf = (orderId: number) =>
  w.t.db
    .select()
    .from(bills)
    .where(and(eq(bills.purchaseOrderId, orderId), ne(bills.status, 1)));

it('six bills of 40 % of an order at once: two are saved, four hear what is left; never past the approved total', async () => {
  const order = await sentOrder();
  const amount = (Math.floor(order.totalCents * 0.4) / 100).toFixed(2);
  const results = await Promise.all(Array.from({ length: 6 }, () => w.creatorA.post('/createPayBills', billBody(order.id, amount))));
  expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
  for (const r of results.filter((x) => x.status === 409)) expect(r.body.errors.amount_due).toBeDefined();
  const live = await liveBillsOf(order.id);
  expect(live).toHaveLength(2);
  expect(live.reduce((s, b) => s + b.amountDueCents, 0)).toBeLessThanOrEqual(order.totalCents);
  expect(await ledgerProblems(w.t.db)).toEqual([]);
});

it("the order voided while the bill waits for the company's lock: 409 naming the order's status, nothing written", async () => {
  const order = await sentOrder();
  const waiting = async () =>
    Number(
      (
        await w.t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%ledger_lock_bill_order%' and datname = current_database()`,
        )
      ).rows[0].n,
    );
  let answer: Promise<{ status: number; body: any }> | undefined;
  await w.t.db.transaction(async (tx) => {
    await tx.execute(sql`select id from companies where id = ${w.companyA}::int for update`);
    let answered = false;
    answer = w.creatorA.post('/createPayBills', billBody(order.id, '1.00')).finally(() => {
      answered = true; // it did not wait (refused before the lock): the assertions say so
    });
    while (!answered && (await waiting()) === 0) await new Promise((r) => setImmediate(r));
    // The order's void takes the order's row only: it goes through while the company's lock is held.
    const voided = await w.creatorA.get(`/updateStatusOfPurchaseOrder/${order.id}/Void`);
    expect(voided.status).toBe(200);
  });
  const res = await answer!;
  const [o] = await w.t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id));
  expect(res.status).toBe(409);
  expect(res.body.message).toBe(BILL_TEXT.poNotBillable(o.poNumber, 'Void'));
  expect(await liveBillsOf(order.id)).toHaveLength(0);
  expect(await ledgerProblems(w.t.db)).toEqual([]);
});
