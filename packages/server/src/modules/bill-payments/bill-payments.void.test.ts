import { BILL_PAYMENT_TEXT, M } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/world/server.js';
import { billPayments } from '../../db/schema/index.js';
import { ledgerProblems } from '../../ledger/index.js';
import {
  a,
  accountBalance,
  admin,
  b,
  billStatus,
  entriesOf,
  setUpBillPaymentsWorld,
  snapshot,
  t,
  tearDownBillPaymentsWorld,
} from './bill-payments.world.js';

beforeAll(setUpBillPaymentsWorld);
afterAll(tearDownBillPaymentsWorld);

describe('changeStatusOfBillPayment', () => {
  it('reverses on the day of the void, the payment becomes Void, the bill Created (payable again); a second void is a 409', async () => {
    const bill = await a.bill('60.00');
    const bankBefore = await a.balance();
    const id = (await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id, discount: '10.00' }]))).body.data[0].id;
    expect(await a.balance()).toBe(((Number(bankBefore) * 100 - 5000) / 100).toFixed(2));
    const later = new Date(Date.now() + 2 * 86_400_000);
    t.setNow(later);
    try {
      // A session of that day (the test's own would have expired by then).
      const treasurer = (await a.world.user('Treasurer')).api;
      const res = await treasurer.get(`/changeStatusOfBillPayment/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(M.statusUpdated);
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      t.setNow(null);
    }
    const entries = await entriesOf(id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ reversesEntryId: entries[0].id, entryDate: later.toISOString().slice(0, 10) });
    expect(await a.balance()).toBe(bankBefore);
    const view = (await a.treasurer.get(`/viewBillPaymentByBillPaymentId/${id}`)).body.data;
    expect(view).toMatchObject({ status: 1, status_name: 'Void' });
    expect(view.voided_at).not.toBeNull();
    expect(await billStatus(bill.id)).toBe(0);
    const before = await snapshot();
    const second = await a.treasurer.get(`/changeStatusOfBillPayment/${id}`);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(BILL_PAYMENT_TEXT.alreadyVoid);
    expect(await snapshot()).toEqual(before);
    // Created again: it can be paid again, and the void list filter finds the old payment.
    expect((await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id }]))).status).toBe(200);
    expect((await a.treasurer.get('/getBillPaymentByStatusId/1')).body.data.data.map((r: { id: number }) => r.id)).toContain(id);
  });

  it("needs BillPayment_Delete (a Bookkeeper is refused); another company's payment is 404", async () => {
    const bill = await a.bill('7.00');
    const id = (await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id }]))).body.data[0].id;
    const bookkeeper = (await a.world.user('Bookkeeper')).api;
    expect((await bookkeeper.get(`/changeStatusOfBillPayment/${id}`)).status).toBe(403);
    const viewer = (await userWith(t, a.world, ['BillPayment_View'])).api;
    expect((await viewer.get(`/changeStatusOfBillPayment/${id}`)).status).toBe(403);
    expect((await viewer.get(`/viewBillPaymentByBillPaymentId/${id}`)).status).toBe(200);
    expect((await b.treasurer.get(`/changeStatusOfBillPayment/${id}`)).status).toBe(404);
    expect((await a.treasurer.get('/changeStatusOfBillPayment/2000000000')).status).toBe(404);
    expect(await billStatus(bill.id)).toBe(2);
  });

  it('a payment on a check: the check is voided first (the checks module registers the step), then the payment', async () => {
    const bill = await a.bill('11.00');
    const id = (await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id }]))).body.data[0].id;
    const made = await a.treasurer.post('/createChecks', { company_id: a.companyId, check_type: 'voucher', bank_account_id: a.bank, check_list: [id] });
    expect(made.status).toBe(200);
    const checkId = made.body.checkId[0];
    expect(await billStatus(bill.id)).toBe(3);
    const seen: Array<number | null> = [];
    // The cascade's payment step (composed in documents/registry.ts), observed on the running app.
    const voids = t.app.deps.voids;
    const composed = voids.bill_payment;
    voids.bill_payment = async (ctx) => {
      seen.push(ctx.row.checkId);
      await composed(ctx);
    };
    try {
      expect((await a.treasurer.get(`/changeStatusOfBillPayment/${id}`)).status).toBe(200);
    } finally {
      voids.bill_payment = composed;
    }
    expect(seen).toEqual([checkId]);
    expect((await t.db.select().from(billPayments).where(eq(billPayments.id, id)))[0].status).toBe(1);
    expect(await billStatus(bill.id)).toBe(0);
    expect((await a.treasurer.get(`/getCheckInfoBySingleCheckId/${checkId}`)).body.checkData.status).toBe(2);
  });

  it('voiding a Paid bill voids its payment first, then the bill: A/P and bank back, the ledger balanced', async () => {
    const bankBefore = await a.balance();
    const apBefore = await accountBalance(a.payable);
    const bill = await a.bill('80.00');
    const id = (await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id, discount: '5.00' }]))).body.data[0].id;
    const res = await a.treasurer.get(`/changeStatusOfBillIntoVoid/${bill.id}`);
    expect(res.status).toBe(200);
    expect(await billStatus(bill.id)).toBe(1);
    expect((await t.db.select().from(billPayments).where(eq(billPayments.id, id)))[0].status).toBe(1);
    expect(await entriesOf(id)).toHaveLength(2);
    expect(await a.balance()).toBe(bankBefore);
    expect(await accountBalance(a.payable)).toBe(apBefore);
    expect((await admin.get(`/reports/trial-balance?company_id=${a.companyId}`)).body.data.difference).toBe('0.00');
    expect(await ledgerProblems(t.db)).toEqual([]);
    // The payment is Void already: voiding it now is a 409.
    expect((await a.treasurer.get(`/changeStatusOfBillPayment/${id}`)).status).toBe(409);
  });
});
