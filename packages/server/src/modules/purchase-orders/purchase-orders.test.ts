import { fromCents, M, MAX_MONEY_CENTS, PO_TEXT } from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/index.js';
import { createOrder, orderBody, type PoWorld, poWorld, show } from './po-fixtures.js';

let w: PoWorld;
const orderCount = async () => Number((await w.t.db.select({ n: count() }).from(purchaseOrders))[0].n);

beforeAll(async () => {
  w = await poWorld();
});
afterAll(() => w.t.close());

describe('POST /createPurchaseOrder', () => {
  it('saves a Draft with totals computed on the server (client figures ignored) and numbers per company', async () => {
    const res = await w.creatorA.post('/createPurchaseOrder', orderBody(w.companyA, w.vendorA.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, message: M.poAdded });
    const shown = await show(w.creatorA, res.body.lastInsertedId);
    // 2 x 10.50 = 21.00; 1.5 x 9.99 = 14.985 -> 14.99; subtotal 35.99; tax 7.25 % = 2.609 -> 2.61; + 10 freight
    expect(shown.data).toMatchObject({
      company_id: w.companyA,
      company_name: 'First Assembly',
      vendor_name: 'Grace Supply',
      subtotal: '35.99',
      tax_amount: '2.61',
      freight: '10.00',
      sales_tax: '7.25',
      grand_total: '48.60',
      status_id: 1,
      status_name: 'Draft',
      shipping_method: 'FedEx',
      payment_terms: 'Net 30',
      required_by_date: '2099-01-15',
      created_by_name: expect.stringContaining('Carol'),
    });
    expect(shown.itemData.map((i: { amount: string; quantity: string }) => [i.quantity, i.amount])).toEqual([
      ['2', '21.00'],
      ['1.5', '14.99'],
    ]);
    expect(shown.statusHistory).toEqual([
      expect.objectContaining({ from_status_id: null, to_status_name: 'Draft', changed_by_name: expect.stringContaining('Carol') }),
    ]);
    expect(shown.vendorData.id).toBe(w.vendorA.id);
    expect(shown.vendorDetails.map((v: { id: number }) => v.id)).toContain(w.vendorA.id);

    const second = await show(w.creatorA, await createOrder(w.creatorA, orderBody(w.companyA, w.vendorA.id)));
    expect(second.data.po_number).toBe(shown.data.po_number + 1);
    const inB = await show(w.treasurerB, await createOrder(w.treasurerB, orderBody(w.companyB, w.vendorB.id)));
    expect(inB.data.po_number).toBe(1);
  });

  it("uses a company user's own company whatever is sent, and Super-Admin's chosen one", async () => {
    const own = await show(w.creatorA, await createOrder(w.creatorA, orderBody(0, w.vendorA.id)));
    expect(own.data.company_id).toBe(w.companyA);
    const byAdmin = await show(w.admin, await createOrder(w.admin, orderBody(w.companyB, w.vendorB.id)));
    expect(byAdmin.data.company_id).toBe(w.companyB);
  });

  it('allocates consecutive, distinct numbers to orders created at the same moment', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(() => w.treasurerC.post('/createPurchaseOrder', orderBody(w.companyC, w.vendorC.id))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const numbers = (await w.t.db.select().from(purchaseOrders).where(eq(purchaseOrders.companyId, w.companyC))).map((o) => o.poNumber).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('accepts a tax of 0 (exempt) and no freight', async () => {
    const id = await createOrder(w.creatorA, orderBody(w.companyA, w.vendorA.id, { sales_tax: '0', freight: '' }));
    expect((await show(w.creatorA, id)).data).toMatchObject({ tax_amount: '0.00', freight: '0.00', grand_total: '35.99' });
  });

  it('takes totals with tax and freight up to the money maximum, and a clear 422 one cent above', async () => {
    const max = fromCents(MAX_MONEY_CENTS);
    // 9,999,999,999,000.00 + 10 % tax would pass the maximum; price and freight chosen to land on it exactly
    const atMax = orderBody(w.companyA, w.vendorA.id, {
      sales_tax: '10',
      freight: '0.10',
      items: [{ description: 'Cathedral', quantity: '1', unit_price: '9090909090909.00' }],
    });
    const id = await createOrder(w.creatorA, atMax);
    expect((await show(w.creatorA, id)).data).toMatchObject({ subtotal: '9090909090909.00', tax_amount: '909090909090.90', grand_total: max });
    const before = await orderCount();
    const above = await w.creatorA.post('/createPurchaseOrder', { ...atMax, freight: '0.11' });
    expect(above.status).toBe(422);
    expect(above.body.message).toBe(PO_TEXT.totalMax);
    const price = await w.creatorA.post(
      '/createPurchaseOrder',
      orderBody(w.companyA, w.vendorA.id, { items: [{ description: 'x', quantity: '1', unit_price: '10000000000000.01' }] }),
    );
    expect(price.status).toBe(422);
    expect(price.body.errors['items.0.unit_price']).toEqual([PO_TEXT.moneyMax]);
    const line = await w.creatorA.post(
      '/createPurchaseOrder',
      orderBody(w.companyA, w.vendorA.id, { items: [{ description: 'x', quantity: '2', unit_price: '10000000000000' }] }),
    );
    expect(line.status).toBe(422);
    expect(line.body.message).toBe(PO_TEXT.moneyMax);
    expect(await orderCount()).toBe(before);
  });

  it("refuses bad input with the specification's messages and stores nothing", async () => {
    const before = await orderCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ vendor_id: 0 }, 'vendor_id', M.selectVendor],
      [{ vendor_id: null }, 'vendor_id', M.selectVendor],
      [{ items: [] }, 'items', M.addItem],
      [{ sales_tax: '101' }, 'sales_tax', M.percentRange],
      [{ sales_tax: '-1' }, 'sales_tax', M.percentRange],
      [{ sales_tax: 'abc' }, 'sales_tax', M.percentRange],
      [{ items: [{ description: 'x', quantity: '1.2345', unit_price: '1' }] }, 'items.0.quantity', PO_TEXT.quantityInvalid],
      [{ items: [{ description: 'x', quantity: '0', unit_price: '1' }] }, 'items.0.quantity', PO_TEXT.quantityInvalid],
      [{ items: [{ description: '', quantity: '1', unit_price: '1' }] }, 'items.0.description', PO_TEXT.descriptionRequired],
      [{ items: [{ description: 'x', quantity: '1', unit_price: '' }] }, 'items.0.unit_price', PO_TEXT.priceInvalid],
      [{ items: [{ description: 'x', quantity: '1', unit_price: '-1' }] }, 'items.0.unit_price', PO_TEXT.priceInvalid],
      [{ freight: '-5' }, 'freight', 'Enter a valid freight amount'],
      [{ shipping_method: 'Pigeon' }, 'shipping_method', 'Choose FedEx, DHL or USPS'],
      [{ required_by_date: '2020-01-01' }, 'required_by_date', PO_TEXT.dateInPast],
      [{ required_by_date: '2099-02-30' }, 'required_by_date', 'Enter a valid date'],
    ];
    for (const [over, field, message] of cases) {
      const res = await w.creatorA.post('/createPurchaseOrder', orderBody(w.companyA, w.vendorA.id, over));
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(over)).toContain(message);
    }
    const noCompany = await w.admin.post('/createPurchaseOrder', orderBody(0, w.vendorA.id));
    expect(noCompany.status).toBe(422);
    expect(noCompany.body.message).toBe(M.selectCompany);
    expect(await orderCount()).toBe(before);
  });

  it("answers 404 for another company's vendor, for a company user and for Super-Admin", async () => {
    const before = await orderCount();
    const user = await w.creatorA.post('/createPurchaseOrder', orderBody(w.companyA, w.vendorB.id));
    expect(user.status).toBe(404);
    expect(user.body.message).toBe(PO_TEXT.vendorNotInCompany);
    expect((await w.admin.post('/createPurchaseOrder', orderBody(w.companyA, w.vendorB.id))).status).toBe(404);
    expect((await w.creatorA.post('/createPurchaseOrder', orderBody(w.companyB, w.vendorB.id))).status).toBe(404);
    expect(await orderCount()).toBe(before);
  });

  it('needs BillPurchaseOrders_Create', async () => {
    const res = await w.auditorA.post('/createPurchaseOrder', orderBody(w.companyA, w.vendorA.id));
    expect(res.status).toBe(403);
  });
});

describe('POST /updatePurchaseOrder/{id} in Draft', () => {
  it('replaces header and items and recomputes the totals', async () => {
    const id = await createOrder(w.creatorA, orderBody(w.companyA, w.vendorA.id));
    const res = await w.creatorA.post(
      `/updatePurchaseOrder/${id}`,
      orderBody(w.companyA, w.vendorANoEmail.id, { sales_tax: '0', freight: '0', items: [{ description: 'Chairs', quantity: '3', unit_price: '25' }] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.poUpdated);
    const shown = await show(w.creatorA, id);
    expect(shown.data).toMatchObject({ vendor_id: w.vendorANoEmail.id, grand_total: '75.00', status_name: 'Draft' });
    expect(shown.itemData).toEqual([expect.objectContaining({ description: 'Chairs', quantity: '3', unit_price: '25.00', amount: '75.00' })]);
    const rows = await w.t.db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.purchaseOrderId, id));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for another company's order and changes nothing; 409 when moved to another company", async () => {
    const id = await createOrder(w.treasurerB, orderBody(w.companyB, w.vendorB.id));
    const res = await w.creatorA.post(`/updatePurchaseOrder/${id}`, orderBody(w.companyA, w.vendorA.id));
    expect(res.status).toBe(404);
    expect((await w.creatorA.get(`/showPurchaseOrder/${id}`)).status).toBe(404);
    expect((await w.creatorA.get(`/purchaseOrderPdf/${id}`)).status).toBe(404);
    expect((await w.creatorA.get(`/updateStatusOfPurchaseOrder/${id}/Delete`)).status).toBe(404);
    expect((await w.creatorA.get(`/sendMailPendingFromVendor/${id}`)).status).toBe(404);
    expect((await w.creatorA.get(`/getApprovedUser/${w.companyB}/${id}`)).status).toBe(404);
    const moved = await w.admin.post(`/updatePurchaseOrder/${id}`, orderBody(w.companyA, w.vendorA.id));
    expect(moved.status).toBe(409);
    expect((await show(w.treasurerB, id)).data.company_id).toBe(w.companyB);
    expect((await w.auditorA.post(`/updatePurchaseOrder/${id}`, orderBody(w.companyA, w.vendorA.id))).status).toBe(403);
  });
});

describe('lists, filters, statuses and the dashboard count', () => {
  it('serves the stable status ids', async () => {
    const res = await w.auditorA.get('/getAllStatus');
    expect(res.body.data.data).toEqual([
      { id: 1, name: 'Draft' },
      { id: 2, name: 'Pending For Approval' },
      { id: 3, name: 'Approved' },
      { id: 4, name: 'Pending from vendor' },
      { id: 5, name: 'Completed' },
      { id: 6, name: 'Void' },
      { id: 7, name: 'Decline' },
      { id: 8, name: 'Deleted' },
    ]);
  });

  it("pages by 10, newest first, scoped to the caller's company, with the company, vendor and status filters (0 = All)", async () => {
    const mine = await w.creatorA.get('/listCompanyUserPurchaseOrder');
    expect(mine.status).toBe(200);
    expect(mine.body.data.per_page).toBe(10);
    expect(mine.body.data.data.every((r: { company_id: number }) => r.company_id === w.companyA)).toBe(true);
    const ids = mine.body.data.data.map((r: { po_id: number }) => r.po_id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(Object.keys(mine.body.data.data[0]).sort()).toEqual(
      [
        'can_approve',
        'company_id',
        'company_name',
        'created_by',
        'po_id',
        'po_number',
        'po_price',
        'status_id',
        'status_name',
        'vendor_id',
        'vendor_name',
      ].sort(),
    );

    const all = await w.admin.get('/listPurchaseOrder?company_id=0&vendor_id=0&status_id=0');
    const companiesSeen = new Set(all.body.data.data.map((r: { company_id: number }) => r.company_id));
    expect(companiesSeen.size).toBeGreaterThan(1);
    const onlyC = await w.admin.get(`/listSelectedCompanyUserPurchaseOrder/${w.companyC}`);
    expect(onlyC.body.data.total).toBe(6);
    expect(onlyC.body.companyLevel).toBe(1);
    expect(onlyC.body.vendorDetails.map((v: { id: number }) => v.id)).toEqual([w.vendorC.id]);
    const page2 = await w.admin.get(`/listSelectedCompanyUserPurchaseOrder/${w.companyC}?page=2&per_page=4`);
    expect(page2.body.data).toMatchObject({ current_page: 2, last_page: 2, total: 6 });
    expect(page2.body.data.data).toHaveLength(2);

    const byVendor = await w.admin.get(`/showPurchaseOrderOfVendor/${w.vendorB.id}`);
    expect(byVendor.body.data.data.every((r: { vendor_id: number }) => r.vendor_id === w.vendorB.id)).toBe(true);
    expect(byVendor.body.data.total).toBeGreaterThan(0);
    const both = await w.admin.get(`/orderDetailsBehalfofCompanyVendor/${w.vendorB.id}/${w.companyA}`);
    expect(both.body.data.total).toBe(0);
    const drafts = await w.creatorA.get('/listSelectedStatusUserPurchaseOrder/1');
    expect(drafts.body.data.data.every((r: { status_name: string }) => r.status_name === 'Draft')).toBe(true);
    const approved = await w.admin.get('/listSelectedStatusPurchaseOrder/3');
    expect(approved.body.data.total).toBe(0);
  });

  it("answers 404 for another company's vendor or company in a filter, 422 for a bad one", async () => {
    expect((await w.creatorA.get(`/showPurchaseOrderOfVendor/${w.vendorB.id}`)).status).toBe(404);
    expect((await w.creatorA.get(`/orderDetailsBehalfofCompanyVendor/${w.vendorA.id}/${w.companyB}`)).status).toBe(404);
    expect((await w.creatorA.get(`/listSelectedCompanyUserPurchaseOrder/${w.companyB}`)).status).toBe(404);
    expect((await w.creatorA.get('/listSelectedStatusPurchaseOrder/9')).status).toBe(422);
    expect((await w.creatorA.get('/listPurchaseOrder?vendor_id=abc')).status).toBe(422);
  });

  it('leaves Deleted orders out of All but shows them under their status', async () => {
    const id = await createOrder(w.creatorA, orderBody(w.companyA, w.vendorA.id));
    expect((await w.creatorA.get(`/updateStatusOfPurchaseOrder/${id}/delete`)).status).toBe(200);
    const all = await w.creatorA.get('/listPurchaseOrder?per_page=100');
    expect(all.body.data.data.map((r: { po_id: number }) => r.po_id)).not.toContain(id);
    const deleted = await w.creatorA.get('/listSelectedStatusUserPurchaseOrder/8?per_page=100');
    expect(deleted.body.data.data.map((r: { po_id: number }) => r.po_id)).toContain(id);
  });

  it("scopes the Super-Admin list call to a company user's own company", async () => {
    const res = await w.treasurerB.get('/listPurchaseOrder?per_page=100');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThan(0);
    expect(res.body.data.data.every((r: { company_id: number }) => r.company_id === w.companyB)).toBe(true);
    expect((await w.treasurerB.get(`/listPurchaseOrder?company_id=${w.companyA}`)).status).toBe(404);
  });

  it('lets view-only users read lists and orders, and nobody without a purchase-order permission', async () => {
    expect((await w.auditorA.get('/listCompanyUserPurchaseOrder')).status).toBe(200);
    expect((await w.auditorA.get('/getApprovePurchaseOrder')).status).toBe(403);
  });

  it('downloads the order as a PDF', async () => {
    const id = await createOrder(w.creatorA, orderBody(w.companyA, w.vendorA.id));
    const res = await w.creatorA.get(`/purchaseOrderPdf/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/purchase-order-\d+\.pdf/);
    expect(String(res.body).startsWith('%PDF-')).toBe(true);
  });
});
