import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { M, PO_TEXT } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, purchaseOrders } from '../../db/schema/index.js';
import { createOrder, orderBody, type PoWorld, poWorld, show } from './po-fixtures.js';

let w: PoWorld;
const A = () => orderBody(w.companyA, w.vendorA.id);
const flush = () => w.t.app.deps.mail.flush();
const status = async (id: number) => (await w.t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0].statusId;
const act = (client: PoWorld['admin'], id: number, action: string) => client.get(`/updateStatusOfPurchaseOrder/${id}/${action}`);

/** An order of company A brought to a status through the API (as its creator, the supervisor approving). */
async function orderIn(target: number, body = A()): Promise<number> {
  const id = await createOrder(w.creatorA, { ...body, status_name: target === 1 || target === 8 ? 'Draft' : 'Pending For Approval' });
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
  expect(await status(id)).toBe(target);
  return id;
}

beforeAll(async () => {
  w = await poWorld();
});
afterAll(() => w.t.close());

describe('Send For Approval', () => {
  it('asks getApprovedUser first: no supervisor in the company, or only the creator, is "no"', async () => {
    const none = await w.treasurerC.get(`/getApprovedUser/${w.companyC}/0`);
    expect(none.body).toMatchObject({ status: 200, superVisor: false, message: M.noSupervisor });
    expect((await w.creatorA.get(`/getApprovedUser/${w.companyA}/0`)).body.superVisor).toBe(true);
    // The supervisor's own new order: nobody else may approve it.
    expect((await w.supervisorA.get(`/getApprovedUser/${w.companyA}/0`)).body.superVisor).toBe(false);
    const own = await createOrder(w.supervisorA, A());
    expect((await w.admin.get(`/getApprovedUser/${w.companyA}/${own}`)).body.superVisor).toBe(false);
    expect((await w.creatorA.get(`/getApprovedUser/${w.companyB}/0`)).status).toBe(404);
  });

  it("refuses without a supervisor (409, the specification's text) and changes nothing", async () => {
    const id = await createOrder(w.treasurerC, orderBody(w.companyC, w.vendorC.id));
    const res = await w.treasurerC.post(`/updatePurchaseOrder/${id}`, orderBody(w.companyC, w.vendorC.id, { status_name: 'Pending For Approval' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.noSupervisor);
    expect(await status(id)).toBe(1);
    const created = await w.treasurerC.post('/createPurchaseOrder', orderBody(w.companyC, w.vendorC.id, { status_name: 'Pending For Approval' }));
    expect(created.status).toBe(409);
  });

  it("moves the order to Pending For Approval and mails the company's supervisors", async () => {
    await w.t.clearMail();
    const id = await createOrder(w.creatorA, A());
    const res = await w.creatorA.post(`/updatePurchaseOrder/${id}`, { ...A(), status_name: 'Pending For Approval' });
    expect(res.status).toBe(200);
    expect(await status(id)).toBe(2);
    await flush();
    const mail = w.t.mail.sent.find((m) => m.to === w.supervisorAEmail);
    const { data } = await show(w.creatorA, id);
    expect(mail?.subject).toBe(`Purchase Order ${data.po_number} is waiting for your approval`);
    expect(mail?.text).toContain('http://app.test/app/purchase-pending-order-list');
    expect(w.t.mail.sent.map((m) => m.to)).toEqual([w.supervisorAEmail]);
  });
});

describe('Approve and Decline', () => {
  it("refuses the creator, a non-supervisor and another company's supervisor; nothing changes", async () => {
    const id = await orderIn(2);
    const own = await act(w.creatorA, id, 'Approval');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(PO_TEXT.ownOrder);
    expect((await act(w.creatorA, id, 'Decline')).body.message).toBe(PO_TEXT.ownOrder);
    const auditor = await act(w.auditorA, id, 'Approval');
    expect(auditor.status).toBe(403);
    expect(auditor.body.message).toBe(PO_TEXT.notSupervisor);
    expect((await act(w.treasurerB, id, 'Approval')).status).toBe(404);
    expect(await status(id)).toBe(2);
  });

  it('refuses Super-Admin on an order Super-Admin created', async () => {
    const id = await createOrder(w.admin, { ...A(), status_name: 'Pending For Approval' });
    const res = await act(w.admin, id, 'Approval');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PO_TEXT.ownOrder);
    expect((await act(w.supervisorA, id, 'Approval')).status).toBe(200);
  });

  it('lets the supervisor approve and Super-Admin decline, recording who and when', async () => {
    const id = await orderIn(2);
    const pending = await w.supervisorA.get('/getPOBehalfOfCompanyUserForPending');
    const row = pending.body.data.userDetials.data.find((r: { po_id: number }) => r.po_id === id);
    expect(row).toMatchObject({ status_name: 'Pending For Approval', can_approve: true });
    const creatorsView = (await w.creatorA.get('/getPOBehalfOfCompanyUserForPending')).body.data.userDetials.data.find(
      (r: { po_id: number }) => r.po_id === id,
    );
    expect(creatorsView.can_approve).toBe(false);

    const res = await act(w.supervisorA, id, 'Approval');
    expect(res.body).toEqual({ status: 200, message: M.statusUpdated });
    const shown = await show(w.creatorA, id);
    expect(shown.data).toMatchObject({ status_name: 'Approved', approved_total: shown.data.grand_total });
    expect(shown.statusHistory.map((h: { from_status_name: string | null; to_status_name: string }) => [h.from_status_name, h.to_status_name])).toEqual([
      [null, 'Draft'],
      ['Draft', 'Pending For Approval'],
      ['Pending For Approval', 'Approved'],
    ]);
    expect(shown.statusHistory[2].changed_by_name).toContain('Sam');
    expect(Number.isNaN(Date.parse(shown.statusHistory[2].changed_at))).toBe(false);

    const other = await orderIn(2);
    expect((await act(w.admin, other, 'decline')).status).toBe(200);
    const declined = await show(w.admin, other);
    expect(declined.data.status_name).toBe('Decline');
    expect(declined.statusHistory.at(-1).changed_by_name).toContain('Super-Admin');
  });

  it('counts pending orders for the dashboard: all companies for Super-Admin, own company for others', async () => {
    const adminCount = (await w.admin.get('/getApprovePurchaseOrder')).body.data.userDetials.total;
    const userCount = (await w.creatorA.get('/getPOBehalfOfCompanyUserForPending')).body.data.userDetials.total;
    const bCount = (await w.treasurerB.get('/getPOBehalfOfCompanyUserForPending')).body.data.userDetials.total;
    await createOrder(w.treasurerB, orderBody(w.companyB, w.vendorB.id, { status_name: 'Draft' }));
    await orderIn(2);
    expect((await w.admin.get('/getApprovePurchaseOrder')).body.data.userDetials.total).toBe(adminCount + 1);
    expect((await w.creatorA.get('/getPOBehalfOfCompanyUserForPending')).body.data.userDetials.total).toBe(userCount + 1);
    expect((await w.treasurerB.get('/getPOBehalfOfCompanyUserForPending')).body.data.userDetials.total).toBe(bCount);
    const list = (await w.admin.get('/getApprovePurchaseOrder')).body.data.userDetials;
    expect(list.per_page).toBe(10);
    expect(list.data.every((r: { status_id: number }) => r.status_id === 2)).toBe(true);
  });

  it('lets exactly one of two simultaneous decisions through', async () => {
    const id = await orderIn(2);
    const results = await Promise.all([act(w.supervisorA, id, 'Approval'), act(w.admin, id, 'Decline')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const shown = await show(w.admin, id);
    expect(shown.statusHistory).toHaveLength(3);
  });
});

describe('the status machine: every transition not in section 4 answers 409 and changes nothing', () => {
  const allowed: Record<number, string[]> = { 1: ['Delete'], 2: ['Approval', 'Decline'], 3: ['Send'], 4: ['Completed', 'Void'] };
  for (const from of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`from status ${from}`, async () => {
      const id = await orderIn(from);
      for (const action of ['Approval', 'Decline', 'Completed', 'Void', 'Delete', 'Send']) {
        if (allowed[from]?.includes(action)) continue;
        // Super-Admin (not the creator) may do everything the machine allows, so only the state refuses.
        const res = action === 'Send' ? await w.admin.get(`/sendMailPendingFromVendor/${id}`) : await act(w.admin, id, action);
        expect(res.status, `${from} ${action}`).toBe(409);
        expect(await status(id)).toBe(from);
      }
      if (from !== 1 && from !== 3 && from !== 4) {
        const save = await w.admin.post(`/updatePurchaseOrder/${id}`, A());
        expect(save.status, `${from} save`).toBe(409);
        const again = await w.admin.post(`/updatePurchaseOrder/${id}`, { ...A(), status_name: 'Pending For Approval' });
        expect(again.status, `${from} send for approval`).toBe(409);
        expect(await status(id)).toBe(from);
      }
      expect((await show(w.admin, id)).statusHistory.at(-1).to_status_id).toBe(from);
    });
  }

  it('refuses an unknown action with 422', async () => {
    const id = await orderIn(1);
    expect((await act(w.admin, id, 'Approve')).status).toBe(422);
    expect(await status(id)).toBe(1);
  });

  it('needs BillPurchaseOrders_Delete to delete a Draft and _Edit to complete or void', async () => {
    const id = await orderIn(1);
    expect((await act(w.auditorA, id, 'Delete')).status).toBe(403);
    const sent = await orderIn(4);
    expect((await act(w.auditorA, sent, 'Completed')).status).toBe(403);
    expect((await w.auditorA.get(`/sendMailPendingFromVendor/${sent}`)).status).toBe(403);
    expect(await status(sent)).toBe(4);
  });
});

describe('after approval only unit prices change', () => {
  it('keeps Approved when the total does not rise, goes back to Pending For Approval when it does', async () => {
    const id = await orderIn(3);
    const shown = await show(w.creatorA, id);
    const items = shown.itemData.map((i: { id: number; description: string; quantity: string; unit_price: string }) => ({ ...i }));
    const body = (prices: string[]) => ({ ...A(), items: items.map((i: object, n: number) => ({ ...i, unit_price: prices[n] })) });

    const cheaper = await w.creatorA.post(`/updatePurchaseOrder/${id}`, body(['10.00', '9.99']));
    expect(cheaper.status).toBe(200);
    expect(cheaper.body.back_for_approval).toBeUndefined();
    expect((await show(w.creatorA, id)).data).toMatchObject({ status_name: 'Approved', subtotal: '34.99' });

    // the order's own sending for approval mailed before: clearMail lets that land first, so it is not counted here
    await w.t.clearMail();
    const dearer = await w.creatorA.post(`/updatePurchaseOrder/${id}`, body(['20.00', '9.99']));
    expect(dearer.status).toBe(200);
    // the answer says so: the form tells the user the order went back for approval (issue 20)
    expect(dearer.body.back_for_approval).toBe(true);
    const after = await show(w.creatorA, id);
    expect(after.data).toMatchObject({ status_name: 'Pending For Approval', subtotal: '54.99' });
    expect(after.statusHistory.at(-1)).toMatchObject({ from_status_name: 'Approved', to_status_name: 'Pending For Approval' });
    await flush();
    expect(w.t.mail.sent.map((m) => m.to)).toEqual([w.supervisorAEmail]);
  });

  it('refuses any other change (quantity, description, lines, terms) with 409', async () => {
    const id = await orderIn(4);
    const { itemData } = await show(w.creatorA, id);
    const same = () => itemData.map((i: object) => ({ ...i }));
    const tries = [
      { ...A(), items: same().map((i: { quantity: string }, n: number) => (n === 0 ? { ...i, quantity: '3' } : i)) },
      { ...A(), items: same().map((i: { description: string }, n: number) => (n === 0 ? { ...i, description: 'Other' } : i)) },
      { ...A(), items: same().slice(0, 1) },
      { ...A(), freight: '11', items: same() },
      { ...A(), vendor_id: w.vendorANoEmail.id, items: same() },
    ];
    for (const body of tries) {
      const res = await w.creatorA.post(`/updatePurchaseOrder/${id}`, body);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(PO_TEXT.onlyPrices);
    }
    expect((await show(w.creatorA, id)).itemData).toEqual(itemData);
  });
});

describe('Send to vendor', () => {
  it('refuses a vendor without an email (422) and changes nothing', async () => {
    const id = await orderIn(3, orderBody(w.companyA, w.vendorANoEmail.id));
    const mails = (await w.t.db.select().from(outbox)).length;
    const res = await w.creatorA.get(`/sendMailPendingFromVendor/${id}`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(PO_TEXT.vendorNoEmail);
    expect(await status(id)).toBe(3);
    expect((await w.t.db.select().from(outbox)).length).toBe(mails);
  });

  it('mails the vendor the order as a PDF that opens and shows the PO number and total, then moves it on', async () => {
    const id = await orderIn(3);
    const res = await w.creatorA.get(`/sendMailPendingFromVendor/${id}`);
    expect(res.body).toEqual({ status: 200, message: PO_TEXT.sentToVendor });
    expect(await status(id)).toBe(4);
    const [row] = await w.t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(row.toAddress).toBe(w.vendorA.email);
    expect(row.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
    await flush();
    const mail = w.t.mail.sent.find((m) => m.id === row.id);
    const pdf = mail?.attachments?.[0];
    expect(pdf?.filename).toMatch(/^purchase-order-\d+\.pdf$/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'po-')), 'po.pdf');
    fs.writeFileSync(file, pdf?.content ?? Buffer.alloc(0));
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    const { data } = await show(w.creatorA, id);
    expect(text).toContain(`PO Number: ${data.po_number}`);
    expect(text).toContain('$48.60');
    expect(text).toContain('Grace Supply');
    expect((await act(w.creatorA, id, 'Completed')).status).toBe(200);
    expect((await show(w.creatorA, id)).data.status_name).toBe('Completed');
  });

  it('sends once when two sends arrive together', async () => {
    const id = await orderIn(3);
    const before = (await w.t.db.select().from(outbox)).length;
    const results = await Promise.all([w.creatorA.get(`/sendMailPendingFromVendor/${id}`), w.admin.get(`/sendMailPendingFromVendor/${id}`)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await w.t.db.select().from(outbox)).length).toBe(before + 1);
  });
});
