import { BILL_TEXT, M } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVendor } from '../../../test/factories.js';
import { accounts, bills, functionalExpenses, fundPrograms, purchaseOrders } from '../../db/schema/index.js';
import { seedStandardChart } from '../accounts/standard-chart.js';
import { createOrder, orderBody, type PoWorld, poWorld, show } from '../purchase-orders/po-fixtures.js';

let w: PoWorld;
let chartA: Record<string, number>;
let youthA: number;
let programServices: number;
let otherVendorA: number;
const A = () => orderBody(w.companyA, w.vendorA.id);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const billCount = async () => (await w.t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(bills))[0].n;
const poNumberOf = async (id: number) => (await w.t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0].poNumber;

/** An order of company A brought to a status through the API (its creator, the supervisor approving). */
async function orderIn(target: number): Promise<number> {
  const id = await createOrder(w.creatorA, { ...A(), status_name: target === 1 || target === 8 ? 'Draft' : 'Pending For Approval' });
  const step = async (client: PoWorld['admin'], path: string) => {
    const res = await client.get(path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  if (target === 8) await step(w.creatorA, `/updateStatusOfPurchaseOrder/${id}/Delete`);
  if (target === 7) await step(w.supervisorA, `/updateStatusOfPurchaseOrder/${id}/Decline`);
  if (target >= 3 && target <= 6) await step(w.supervisorA, `/updateStatusOfPurchaseOrder/${id}/Approval`);
  if (target >= 4 && target <= 6) await step(w.creatorA, `/sendMailPendingFromVendor/${id}`);
  if (target === 5) await step(w.creatorA, `/updateStatusOfPurchaseOrder/${id}/Completed`);
  if (target === 6) await step(w.creatorA, `/updateStatusOfPurchaseOrder/${id}/Void`);
  return id;
}

/** A bill of company A for the order's vendor. */
// Each bill its own reference (a repeated one needs confirm_duplicate).
let refSeq = 0;
const billBody = (over: Record<string, unknown> = {}) => ({
  company_id: w.companyA,
  refrence: `PO-BILL-${++refSeq}`,
  bill_due: dayOffset(30),
  vendor_id: w.vendorA.id,
  amount_due: '40.95',
  account_payable_id: chartA['2000'],
  account_id: chartA['5200'],
  fund_program_id: youthA,
  funtional_expenses_id: programServices,
  ...over,
});

beforeAll(async () => {
  w = await poWorld();
  const { db } = w.t;
  const has = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, w.companyA)).limit(1);
  if (!has.length) await seedStandardChart(db, { companyId: w.companyA, level: 1, createdBy: null });
  const chart = await db.select().from(accounts).where(eq(accounts.companyId, w.companyA));
  chartA = Object.fromEntries(chart.map((a) => [a.accountNumber, a.id]));
  youthA = (await db.insert(fundPrograms).values({ companyId: w.companyA, name: 'Youth' }).returning())[0].id;
  programServices = (await db.select().from(functionalExpenses).where(eq(functionalExpenses.name, 'Program services')))[0].id;
  otherVendorA = (await makeVendor(db, w.companyA, { name: 'Another Supplier' })).id;
});
afterAll(() => w.t.close());

describe('getVendorByPONumber', () => {
  it("fills from an approved order: its vendor (get_details), grand total and id, in the caller's company", async () => {
    const id = await orderIn(3);
    const number = await poNumberOf(id);
    const res = await w.creatorA.get(`/getVendorByPONumber/${number}`);
    expect(res.status).toBe(200);
    // 2 × 10.50 + 1.5 × 9.99 = 35.99 (35.985 rounded); tax 7.25 % = 2.61; freight 10.00 → 48.60
    expect(res.body.grand_total).toBe((await show(w.creatorA, id)).data.grand_total);
    expect(res.body.get_details).toEqual({ id: w.vendorA.id, name: 'Grace Supply', vendor_number: expect.any(Number), company_id: w.companyA });
    expect(res.body.purchase_order).toMatchObject({ id, po_number: number, status_name: 'Approved' });
  });

  it('answers Pending from vendor and Completed orders too', async () => {
    for (const target of [4, 5]) {
      const res = await w.creatorA.get(`/getVendorByPONumber/${await poNumberOf(await orderIn(target))}`);
      expect(res.status).toBe(200);
      expect(res.body.purchase_order.status_id).toBe(target);
    }
  });

  it.each([
    [1, 'Draft'],
    [2, 'Pending For Approval'],
    [7, 'Decline'],
    [6, 'Void'],
    [8, 'Deleted'],
  ])('refuses a %s order (%s) with a 409 naming its status', async (target, name) => {
    const number = await poNumberOf(await orderIn(target));
    const res = await w.creatorA.get(`/getVendorByPONumber/${number}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(BILL_TEXT.poNotBillable(number, name));
  });

  it("does not find another company's order; Super-Admin names the company", async () => {
    const id = await orderIn(3);
    const number = await poNumberOf(id);
    // Company B has orders of its own numbers only: none with this number, or one that is not A's.
    const other = await w.treasurerB.get(`/getVendorByPONumber/${number}`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(BILL_TEXT.poUnknown);
    expect((await w.treasurerB.get(`/getVendorByPONumber/${number}?company_id=${w.companyA}`)).status).toBe(404);
    expect((await w.admin.get(`/getVendorByPONumber/${number}`)).body.message).toBe(M.billSelectCompany);
    const named = await w.admin.get(`/getVendorByPONumber/${number}?company_id=${w.companyA}`);
    expect(named.status).toBe(200);
    expect(named.body.purchase_order.id).toBe(id);
    expect((await w.admin.get(`/getVendorByPONumber/${number}?company_id=${w.companyB}`)).status).toBe(404);
  });

  it('needs a bill permission and a valid number', async () => {
    expect((await w.auditorA.get('/getVendorByPONumber/1')).status).toBe(403);
    expect((await w.creatorA.get('/getVendorByPONumber/abc')).status).toBe(422);
    expect((await w.creatorA.get('/getVendorByPONumber/0')).status).toBe(422);
  });
});

describe('a bill linked to its purchase order', () => {
  it("keeps the link, shows the PO number on the bill and the bill on the order's screen", async () => {
    const id = await orderIn(3);
    const res = await w.creatorA.post('/createPayBills', billBody({ purchase_order_id: id }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ purchase_order_id: id, po_number: await poNumberOf(id) });
    const view = await w.creatorA.get(`/getPayBillById/${res.body.data.id}`);
    expect(view.body.data.po_number).toBe(await poNumberOf(id));
    expect(res.body.data).toEqual(view.body.data);
    const order = await show(w.creatorA, id);
    expect(order.bills).toEqual([
      {
        id: res.body.data.id,
        bill_number: res.body.data.bill_number,
        refrence: res.body.data.refrence,
        amount_due: '40.95',
        status: 0,
        status_name: 'Created',
      },
    ]);
  });

  it("refuses a vendor that is not the order's, an order that cannot be billed and another company's order; nothing is written", async () => {
    const approved = await orderIn(3);
    const before = await billCount();
    const mismatch = await w.creatorA.post('/createPayBills', billBody({ purchase_order_id: approved, vendor_id: otherVendorA }));
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.message).toBe(BILL_TEXT.poVendorMismatch(await poNumberOf(approved)));
    const draft = await orderIn(1);
    const notBillable = await w.creatorA.post('/createPayBills', billBody({ purchase_order_id: draft }));
    expect(notBillable.status).toBe(409);
    expect(notBillable.body.message).toBe(BILL_TEXT.poNotBillable(await poNumberOf(draft), 'Draft'));
    const orderB = await createOrder(w.treasurerB, orderBody(w.companyB, w.vendorB.id));
    const foreign = await w.creatorA.post('/createPayBills', billBody({ purchase_order_id: orderB }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe(BILL_TEXT.poUnknown);
    expect((await w.creatorA.post('/createPayBills', billBody({ purchase_order_id: 99_999_999 }))).status).toBe(422);
    expect(await billCount()).toBe(before);
    expect((await show(w.creatorA, approved)).bills).toEqual([]);
  });

  it('updateBill re-checks the link: kept when left out, cleared with null, refused when the order was voided meanwhile', async () => {
    const id = await orderIn(4);
    const created = (await w.creatorA.post('/createPayBills', billBody({ purchase_order_id: id }))).body.data;
    const kept = await w.creatorA.post(`/updateBill/${created.id}`, billBody({ memo: 'still linked' }));
    expect(kept.status).toBe(200);
    expect(kept.body.data.purchase_order_id).toBe(id);
    const mismatch = await w.creatorA.post(`/updateBill/${created.id}`, billBody({ vendor_id: otherVendorA }));
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.message).toBe(BILL_TEXT.poVendorMismatch(await poNumberOf(id)));
    expect((await w.creatorA.get(`/updateStatusOfPurchaseOrder/${id}/Void`)).status).toBe(200);
    const voided = await w.creatorA.post(`/updateBill/${created.id}`, billBody({ memo: 'after the void' }));
    expect(voided.status).toBe(409);
    expect(voided.body.message).toBe(BILL_TEXT.poNotBillable(await poNumberOf(id), 'Void'));
    const unlinked = await w.creatorA.post(`/updateBill/${created.id}`, billBody({ memo: 'unlinked', purchase_order_id: null }));
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.data).toMatchObject({ purchase_order_id: null, po_number: null, memo: 'unlinked' });
  });

  it('a bill and a void of its order in parallel: the order lock orders them, never a bill on a void order', async () => {
    const id = await orderIn(4);
    const [bill, voidRes] = await Promise.all([
      w.creatorA.post('/createPayBills', billBody({ purchase_order_id: id, refrence: 'RACE' })),
      w.creatorA.get(`/updateStatusOfPurchaseOrder/${id}/Void`),
    ]);
    expect(voidRes.status).toBe(200);
    // Either the bill came first (created, on an order then voided) or the void did (the bill refused).
    expect([200, 409]).toContain(bill.status);
    const linked = await w.t.db.select().from(bills).where(eq(bills.purchaseOrderId, id));
    expect(linked.length).toBe(bill.status === 200 ? 1 : 0);
  });
});
