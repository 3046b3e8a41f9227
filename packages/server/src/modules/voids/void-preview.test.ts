import { BILL_STATUS, CHECK_STATUS } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { billPayments, bills, checks } from '../../db/schema/index.js';
import { checkingCompany } from '../checks/checks.fixtures.js';

/** Issue 20: a void's confirmation names its cascade; these routes tell it without changing anything. */
let t: TestContext;
let admin: ReturnType<typeof api>;
let a: Awaited<ReturnType<typeof checkingCompany>>;
let b: Awaited<ReturnType<typeof checkingCompany>>;

const billIdsOf = async (paymentIds: number[]) =>
  (await t.db.select({ billId: billPayments.billId }).from(billPayments).where(inArray(billPayments.id, paymentIds)).orderBy(billPayments.id)).map(
    (r) => r.billId,
  );
const statusOfBills = async (ids: number[]) =>
  (await t.db.select({ s: bills.status }).from(bills).where(inArray(bills.id, ids)).orderBy(bills.id)).map((r) => r.s);
const checkStatus = async (id: number) => (await t.db.select({ s: checks.status }).from(checks).where(eq(checks.id, id)))[0].s;
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

/** Three bills of one vendor paid and put on one voucher check: [check id, payment ids, bill ids]. */
async function voucherOfThree(amounts = ['10.00', '20.00', '30.00']) {
  const payments = await a.paid(amounts);
  const res = await a.treasurer.post('/createChecks', a.voucher(payments));
  expect(res.status).toBe(200);
  return { checkId: res.body.checkId[0] as number, payments, billIds: await billIdsOf(payments) };
}

beforeAll(async () => {
  t = await createTestContext();
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  a = await checkingCompany(t);
  b = await checkingCompany(t);
  await a.fund('5000.00');
});
afterAll(() => t.close());

describe('void previews', () => {
  it('a payment on a voucher check: the check (number, amount, payee) is voided, the other bills go back to Paid, its bill to Created; the void then does exactly that', async () => {
    const v = await voucherOfThree();
    const res = await a.treasurer.get(`/bill-payment/${v.payments[0]}/void-preview`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(ids(d.voided.payments)).toEqual([v.payments[0]]);
    expect(d.voided.checks).toHaveLength(1);
    expect(d.voided.checks[0]).toMatchObject({ id: v.checkId, amount: '60.00', vendor_name: a.vendor.name, check_type: 'voucher' });
    expect(d.voided.checks[0].check_number).toBeGreaterThan(0);
    expect(d.voided.bills).toEqual([]);
    expect(ids(d.back_to_paid)).toEqual(v.billIds.slice(1));
    expect(ids(d.back_to_created)).toEqual([v.billIds[0]]);
    // Nothing changed by the preview.
    expect(await checkStatus(v.checkId)).toBe(CHECK_STATUS.Check);
    expect(await statusOfBills(v.billIds)).toEqual([BILL_STATUS.Check, BILL_STATUS.Check, BILL_STATUS.Check]);
    // The void itself does what the preview said.
    expect((await a.treasurer.get(`/changeStatusOfBillPayment/${v.payments[0]}`)).status).toBe(200);
    expect(await checkStatus(v.checkId)).toBe(CHECK_STATUS.Void);
    expect(await statusOfBills(v.billIds)).toEqual([BILL_STATUS.Created, BILL_STATUS.Paid, BILL_STATUS.Paid]);
  });

  it('a bill on a voucher check: the bill, its payment and the check are voided; the other bills go back to Paid', async () => {
    const v = await voucherOfThree(['11.00', '12.00']);
    const res = await a.treasurer.get(`/bill/${v.billIds[1]}/void-preview`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(ids(d.voided.bills)).toEqual([v.billIds[1]]);
    expect(d.voided.bills[0]).toMatchObject({ amount: '12.00', vendor_name: a.vendor.name });
    expect(ids(d.voided.payments)).toEqual([v.payments[1]]);
    expect(ids(d.voided.checks)).toEqual([v.checkId]);
    expect(ids(d.back_to_paid)).toEqual([v.billIds[0]]);
    expect(d.back_to_created).toEqual([]);
    expect((await a.treasurer.get(`/changeStatusOfBillIntoVoid/${v.billIds[1]}`)).status).toBe(200);
    expect(await statusOfBills(v.billIds)).toEqual([BILL_STATUS.Paid, BILL_STATUS.Void]);
  });

  it('a voucher check: itself voided, every bill it paid back to Paid; a standard check: its own bill and payment voided too', async () => {
    const v = await voucherOfThree(['5.00', '6.00']);
    const voucher = (await a.treasurer.get(`/check/${v.checkId}/void-preview`)).body.data;
    expect(ids(voucher.voided.checks)).toEqual([v.checkId]);
    expect(voucher.voided.payments).toEqual([]);
    expect(ids(voucher.back_to_paid)).toEqual(v.billIds);

    const made = await a.treasurer.post('/createChecks', a.standard({ refrence: '777' }));
    expect(made.status).toBe(200);
    const standardId = made.body.checkId[0];
    const standard = (await a.treasurer.get(`/check/${standardId}/void-preview`)).body.data;
    expect(standard.voided.checks[0]).toMatchObject({ id: standardId, check_type: 'standard', amount: '250.00' });
    expect(standard.voided.bills).toHaveLength(1);
    expect(standard.voided.bills[0].refrence).toBe('777');
    expect(standard.voided.payments).toHaveLength(1);
    expect(standard.back_to_paid).toEqual([]);
    expect(standard.back_to_created).toEqual([]);
  });

  it('a Created bill names only itself; a Paid one its payment too, no check', async () => {
    const created = await a.bill('3.00');
    const d = (await a.treasurer.get(`/bill/${created.id}/void-preview`)).body.data;
    expect(ids(d.voided.bills)).toEqual([created.id]);
    expect([d.voided.payments, d.voided.checks, d.back_to_paid, d.back_to_created]).toEqual([[], [], [], []]);
    const [p] = await a.paid(['4.00']);
    const [billId] = await billIdsOf([p]);
    const paid = (await a.treasurer.get(`/bill/${billId}/void-preview`)).body.data;
    expect(ids(paid.voided.payments)).toEqual([p]);
    expect(paid.voided.checks).toEqual([]);
  });

  it("is scoped and authorised like the void: another company's record 404, no delete permission 403, already void 409", async () => {
    const v = await voucherOfThree(['1.00']);
    expect((await b.treasurer.get(`/check/${v.checkId}/void-preview`)).status).toBe(404);
    expect((await b.treasurer.get(`/bill/${v.billIds[0]}/void-preview`)).status).toBe(404);
    expect((await b.treasurer.get(`/bill-payment/${v.payments[0]}/void-preview`)).status).toBe(404);
    expect((await admin.get(`/check/${v.checkId}/void-preview`)).status).toBe(200);
    const auditor = (await a.world.user('Auditor')).api;
    expect((await auditor.get(`/check/${v.checkId}/void-preview`)).status).toBe(403);
    expect((await a.treasurer.get('/check/2000000000/void-preview')).status).toBe(404);
    expect((await a.treasurer.get(`/voidCheck/${v.checkId}`)).status).toBe(200);
    const again = await a.treasurer.get(`/check/${v.checkId}/void-preview`);
    expect(again.status).toBe(409);
  });
});
