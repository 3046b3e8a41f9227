import { BILL_TEXT } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { voidReasons } from '../../db/schema/index.js';
import { payingCompany, TODAY } from '../bill-payments/bill-payments.fixtures.js';

/** Issue 28.2 (the vendor's terms, the invoice date) and 28.5 (the bill list's filters, a void's reason). */
let t: TestContext;
let a: Awaited<ReturnType<typeof payingCompany>>;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext();
  a = await payingCompany(t);
});
afterAll(() => t.close());

const ids = (res: { body: { data: { data: Array<{ id: number }> } } }) => res.body.data.data.map((b) => b.id).sort((x, y) => x - y);

describe("a vendor's payment terms and a bill's invoice date", () => {
  it('the vendor keeps its terms (a select of four), the pickers carry them, an update without them keeps them', async () => {
    const v = await a.world.vendor({ payment_terms: 'net_30' });
    const edit = await a.treasurer.get(`/vendor/edit/${v.id}`);
    expect(edit.status).toBe(200);
    expect(JSON.stringify(edit.body)).toContain('"payment_terms":"net_30"');
    const bad = await a.treasurer.post('/vendor/add', { ...(await vendorBody()), payment_terms: 'net_90' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.payment_terms).toEqual(['Choose Due on receipt, Net 15, Net 30 or Net 60.']);
    const detail = await a.treasurer.get(`/getPayBillById/${(await a.bill('5.00', { vendor_id: v.id })).id}`);
    expect(detail.status).toBe(200);
    const options = await a.treasurer.get(`/getVendorOnBehalfOfCompany/${a.companyId}`);
    expect(options.status).toBe(200);
    expect(JSON.stringify(options.body)).toContain('"payment_terms":"net_30"');
  });

  it('records the invoice date; one after today is refused', async () => {
    const past = inDays(-40);
    const bill = await a.bill('7.00', { invoice_date: past });
    const view = await a.treasurer.get(`/getPayBillById/${bill.id}`);
    expect(view.body.data.invoice_date).toBe(past);
    expect(view.body.data.date).toBe(TODAY); // the specification's date stays the day it was entered
    const future = await a.treasurer.post('/createPayBills', {
      company_id: a.companyId,
      refrence: 'FUT1',
      bill_due: inDays(5),
      vendor_id: a.vendor.id,
      amount_due: '7.00',
      account_payable_id: a.payable,
      account_id: a.expenseAccount,
      fund_program_id: a.program.id,
      funtional_expenses_id: a.expense.id,
      invoice_date: inDays(3),
    });
    expect(future.status).toBe(422);
    expect(future.body.errors.invoice_date).toEqual([BILL_TEXT.invoiceAfterToday]);
  });
});

async function vendorBody() {
  return {
    company_id: a.companyId,
    name: `Terms ${Date.now()}`,
    ein: `${String(Date.now()).slice(-2)}-${String(Date.now()).slice(-7)}`,
    contact_number: '5550100000',
    email: 'billing@vendor.test',
    billing_address_line_1: '1 Supply Rd',
    billing_city: 'Dallas',
    billing_state: 'TX',
    billing_country: 'US',
    billing_zip_code: '75001',
  };
}

describe('the bill list filters by vendor and due date', () => {
  it('vendor_id, due_from / due_to (a range) and due_to alone (due by), on the server', async () => {
    const other = await a.world.vendor();
    const b1 = await a.bill('1.00', { bill_due: inDays(2) });
    const b2 = await a.bill('2.00', { bill_due: inDays(9) });
    const b3 = await a.bill('3.00', { bill_due: inDays(20), vendor_id: other.id });
    const mine = (q: string) => a.treasurer.get(`/getAllPayBillsInfo?company_id=${a.companyId}&per_page=100&${q}`);
    const byVendor = await mine(`vendor_id=${other.id}`);
    expect(byVendor.status).toBe(200);
    expect(ids(byVendor)).toEqual([b3.id]);
    const dueBy = ids(await mine(`due_to=${inDays(9)}`));
    expect(dueBy).toContain(b1.id);
    expect(dueBy).toContain(b2.id);
    expect(dueBy).not.toContain(b3.id);
    expect(ids(await mine(`due_from=${inDays(3)}&due_to=${inDays(9)}`))).toEqual([b2.id]);
    expect(ids(await mine(`due_from=${inDays(3)}&vendor_id=${other.id}`))).toEqual([b3.id]);
    const backwards = await mine(`due_from=${inDays(10)}&due_to=${inDays(3)}`);
    expect(backwards.status).toBe(422);
    const exported = await a.treasurer.get(`/getAllPayBillsInfo/export?company_id=${a.companyId}&format=csv&vendor_id=${other.id}`);
    expect(exported.status).toBe(200);
    expect(String(exported.body).trim().split('\n')).toHaveLength(2); // the header and b3
  });

  it("another company's vendor as the filter answers 404", async () => {
    const b = await payingCompany(t);
    const res = await a.treasurer.get(`/getAllPayBillsInfo?company_id=${a.companyId}&vendor_id=${b.vendor.id}`);
    expect(res.status).toBe(404);
  });

  it('offers 50 and 100 rows a page', async () => {
    for (const n of [5, 10, 25, 50, 100]) expect((await a.treasurer.get(`/getAllPayBillsInfo?per_page=${n}`)).body.data.per_page).toBe(n);
  });
});

describe('a void asks for a reason (optional), recorded and shown', () => {
  it('bill: ?reason= is kept with who voided and shown on the view; without one nothing is recorded', async () => {
    const bill = await a.bill('4.00');
    const res = await a.treasurer.get(`/changeStatusOfBillIntoVoid/${bill.id}?reason=${encodeURIComponent('Entered twice')}`);
    expect(res.status).toBe(200);
    const view = await a.treasurer.get(`/getPayBillById/${bill.id}`);
    expect(view.body.void_reason.reason).toBe('Entered twice');
    expect(view.body.void_reason.voided_by).toBeTruthy();
    const plain = await a.bill('4.50');
    expect((await a.treasurer.get(`/changeStatusOfBillIntoVoid/${plain.id}`)).status).toBe(200);
    expect((await a.treasurer.get(`/getPayBillById/${plain.id}`)).body.void_reason).toBeNull();
  });

  it('a refused void records no reason; payment and check voids keep theirs', async () => {
    const bill = await a.bill('4.00');
    await a.treasurer.get(`/changeStatusOfBillIntoVoid/${bill.id}`);
    const again = await a.treasurer.get(`/changeStatusOfBillIntoVoid/${bill.id}?reason=second`);
    expect(again.status).toBe(409);
    expect(
      await t.db
        .select()
        .from(voidReasons)
        .where(and(eq(voidReasons.sourceType, 'bill'), eq(voidReasons.sourceId, bill.id))),
    ).toEqual([]);

    await a.fund('100.00');
    const paid = await a.bill('6.00');
    const payment = (await a.treasurer.post('/createBillPayment', a.payBody([{ id: paid.id }]))).body.data[0].id as number;
    expect((await a.treasurer.get(`/changeStatusOfBillPayment/${payment}?reason=Wrong%20bank`)).status).toBe(200);
    expect((await a.treasurer.get(`/viewBillPaymentByBillPaymentId/${payment}`)).body.void_reason.reason).toBe('Wrong bank');

    const check = await a.world.standardCheck('8.00', { vendor_id: a.vendor.id });
    expect((await a.treasurer.get(`/voidCheck/${check.id}?reason=Spoiled`)).status).toBe(200);
    expect((await a.treasurer.get(`/getCheckInfoBySingleCheckId/${check.id}`)).body.void_reason.reason).toBe('Spoiled');
    const tooLong = await a.treasurer.get(`/voidCheck/${check.id}?reason=${'x'.repeat(501)}`);
    expect(tooLong.status).toBe(422);
  });
});
