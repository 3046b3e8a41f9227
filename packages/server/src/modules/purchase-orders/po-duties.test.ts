import { M, PO_TEXT } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../db/schema/index.js';
import { companyBody, makeRole, userBody } from '../companies/company-fixtures.js';
import { createOrder, orderBody, type PoWorld, poWorld, show } from './po-fixtures.js';

// Issue 21, point 1: who may approve or decline a purchase order, as a table. Every refusal is a 403 saying
// why, and the order stays Pending For Approval.

type Client = PoWorld['admin'];
let w: PoWorld;
let otherSupervisor: Client;
let auditorWithFlag: Client;
let companyEditor: Client;
let editorRole: number;
const A = () => orderBody(w.companyA, w.vendorA.id);
const act = (client: Client, id: number, action: string) => client.get(`/updateStatusOfPurchaseOrder/${id}/${action}`);
const statusOf = async (id: number) => (await w.t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0].statusId;

async function ok(res: Promise<{ status: number; body: unknown }>) {
  const r = await res;
  if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
}

/** A Draft by `creator`, its content changed by `editor` (if any), sent unchanged by `sender`. */
async function pending(creator: Client, editor: Client | null, sender: Client): Promise<number> {
  const id = await createOrder(creator, A());
  if (editor) await ok(editor.post(`/updatePurchaseOrder/${id}`, { ...A(), payment_terms: 'Net 60' }));
  const { data } = await show(sender, id);
  await ok(sender.post(`/updatePurchaseOrder/${id}`, { ...A(), payment_terms: data.payment_terms, status_name: 'Pending For Approval' }));
  expect(await statusOf(id)).toBe(2);
  return id;
}

beforeAll(async () => {
  w = await poWorld();
  otherSupervisor = (await w.worldA.user('Treasurer', { approver: true, firstName: 'Olga' })).api;
  auditorWithFlag = (await w.worldA.user('Auditor', { approver: true })).api;
  editorRole = (await makeRole(w.t.db, 1, ['CompanyInformation_View', 'CompanyInformation_Edit', 'BillPurchaseOrders_View', 'BillPurchaseOrders_Create'])).id;
  companyEditor = (await w.worldA.user(editorRole)).api;
});
afterAll(() => w.t.close());

describe('approving or declining a purchase order', () => {
  const refusals: Array<{ who: string; order: () => Promise<number>; by: () => Client; status: number; message?: string }> = [
    { who: 'its creator (a supervisor)', order: () => pending(w.supervisorA, null, w.supervisorA), by: () => w.supervisorA, status: 403, message: PO_TEXT.ownOrder },
    {
      who: "the supervisor who rewrote a colleague's draft",
      order: () => pending(w.creatorA, w.supervisorA, w.creatorA),
      by: () => w.supervisorA,
      status: 403,
      message: M.poEditorMayNotDecide,
    },
    {
      who: 'the supervisor who sent it for approval',
      order: () => pending(w.creatorA, null, w.supervisorA),
      by: () => w.supervisorA,
      status: 403,
      message: M.poSenderMayNotDecide,
    },
    { who: 'a user without the Supervisor flag', order: () => pending(w.supervisorA, null, w.supervisorA), by: () => w.creatorA, status: 403, message: PO_TEXT.notSupervisor },
    { who: 'an Auditor (view only) with the flag', order: () => pending(w.creatorA, null, w.creatorA), by: () => auditorWithFlag, status: 403, message: M.poDecideNeedsEdit },
    { who: "another company's supervisor", order: () => pending(w.creatorA, null, w.creatorA), by: () => w.treasurerB, status: 404 },
  ];

  for (const row of refusals) {
    it(`refuses ${row.who}, Approval and Decline alike`, async () => {
      const id = await row.order();
      for (const action of ['Approval', 'Decline']) {
        const res = await act(row.by(), id, action);
        expect(res.status).toBe(row.status);
        if (row.message) expect(res.body.message).toBe(row.message);
      }
      expect(await statusOf(id)).toBe(2);
      // The list does not offer the buttons either.
      if (row.status === 403) expect((await show(row.by(), id)).data.can_approve).toBe(false);
    });
  }

  it("refuses the supervisor who raised an approved order's price, then lets another supervisor approve the rise", async () => {
    const id = await pending(w.creatorA, null, w.creatorA);
    await ok(act(w.supervisorA, id, 'Approval'));
    const { data, itemData: items } = await show(w.supervisorA, id);
    const raised = items.map((i: { id: number; description: string; quantity: string; unit_price: string }, n: number) => ({
      id: i.id,
      description: i.description,
      quantity: i.quantity,
      unit_price: n === 0 ? '99.00' : i.unit_price,
    }));
    const body = { ...A(), shipping_method: data.shipping_method, payment_terms: data.payment_terms, items: raised };
    await ok(w.supervisorA.post(`/updatePurchaseOrder/${id}`, body));
    expect(await statusOf(id)).toBe(2);
    const res = await act(w.supervisorA, id, 'Approval');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(M.poEditorMayNotDecide);
    await ok(act(otherSupervisor, id, 'Approval'));
    expect(await statusOf(id)).toBe(3);
  });

  it('lets a supervisor who neither created, changed nor sent it decide', async () => {
    const id = await pending(w.creatorA, w.supervisorA, w.creatorA);
    expect((await show(otherSupervisor, id)).data.can_approve).toBe(true);
    await ok(act(otherSupervisor, id, 'Approval'));
    expect(await statusOf(id)).toBe(3);
  });

  it('refuses the flag granted by a company editor to a mailbox of their own (Super-Admin only); the order stays pending', async () => {
    const id = await pending(w.creatorA, null, w.creatorA);
    type U = { id: number; email: string; first_name: string; last_name: string; position: number; approver: number };
    const current: U[] = (await w.admin.get(`/company/${w.companyA}`)).body.data.users;
    const keep = current.map((u) => userBody({ id: u.id, email: u.email, first_name: u.first_name, last_name: u.last_name, position: u.position, approver: u.approver }));
    const mailbox = userBody({ email: 'my-other-mailbox@assembly.test', position: editorRole, approver: 1 });
    const res = await companyEditor.post(`/company/${w.companyA}`, companyBody(null as unknown as number, { users: [...keep, mailbox] }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(M.approverAdminOnly);
    const after = (await w.admin.get(`/company/${w.companyA}`)).body.data.users;
    expect(after.map((u: { email: string }) => u.email)).not.toContain('my-other-mailbox@assembly.test');
    expect(await statusOf(id)).toBe(2);
  });
});
