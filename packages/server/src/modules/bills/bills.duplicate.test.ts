import { formatDate, formatUsd, M } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { api } from '../../../test/api.js';
import { makeVendor } from '../../../test/factories.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { TODAY } from '../../../test/world/reads.js';
import { companyWithChart } from '../../../test/world/server.js';
import { bills, functionalExpenses } from '../../db/schema/index.js';

// One invoice entered twice is paid twice: a second live bill of a vendor with the same reference is
// saved only once the user has confirmed it (issue 14).
let t: TestContext;
let treasurer: ReturnType<typeof api>;
let a: Awaited<ReturnType<typeof companyWithChart>>;
let vendor: number;
let otherVendor: number;
let fund: number;
let expense: number;

const body = (over: Record<string, unknown> = {}) => ({
  company_id: a.company.id,
  refrence: 'INV-77',
  bill_due: TODAY,
  vendor_id: vendor,
  amount_due: '310.25',
  account_payable_id: a.byNumber['2000'],
  account_id: a.byNumber['5200'],
  fund_program_id: fund,
  funtional_expenses_id: expense,
  date: TODAY,
  ...over,
});
const liveCount = async (ref: string) => (await t.db.select().from(bills).where(eq(bills.reference, ref))).filter((b) => b.status !== 1).length;

beforeAll(async () => {
  t = await createTestContext();
  a = await companyWithChart(t);
  treasurer = a.company.api;
  vendor = (await makeVendor(t.db, a.company.id, { name: 'Office Depot' })).id;
  otherVendor = (await makeVendor(t.db, a.company.id, { name: 'Staples' })).id;
  fund = await a.company.fundProgram('General');
  expense = (await t.db.select().from(functionalExpenses).where(eq(functionalExpenses.name, 'Program services')))[0].id;
});
afterAll(() => t.close());

describe('a second bill with the vendor and reference of another', () => {
  it('answers 409 naming the first bill (number, date, amount), then saves it when confirmed', async () => {
    const first = (await treasurer.post('/createPayBills', body())).body.data;
    const message = M.billDuplicate(first.bill_number, formatDate(TODAY), formatUsd(31025));
    // Reference compared trimmed and without case.
    const again = await treasurer.post('/createPayBills', body({ refrence: ' inv-77 ', amount_due: '99.00' }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 409, message, errors: { confirm_duplicate: [message] } });
    expect(message).toContain(`Bill #${first.bill_number} of ${formatDate(TODAY)} for $310.25`);
    expect(await liveCount('INV-77')).toBe(1);
    const confirmed = await treasurer.post('/createPayBills', body({ confirm_duplicate: true }));
    expect(confirmed.status).toBe(200);
    expect(await liveCount('INV-77')).toBe(2);
  });

  it('does not ask for another vendor, nor when the first bill is void', async () => {
    expect((await treasurer.post('/createPayBills', body({ refrence: 'INV-88', vendor_id: otherVendor }))).status).toBe(200);
    const voided = (await treasurer.post('/createPayBills', body({ refrence: 'INV-99' }))).body.data;
    expect((await treasurer.get(`/changeStatusOfBillIntoVoid/${voided.id}`)).status).toBe(200);
    expect((await treasurer.post('/createPayBills', body({ refrence: 'INV-99' }))).status).toBe(200);
  });

  it('asks on an edit that gives a bill the vendor and reference of another; an edit of other fields does not ask', async () => {
    const first = (await treasurer.post('/createPayBills', body({ refrence: 'INV-55' }))).body.data;
    const second = (await treasurer.post('/createPayBills', body({ refrence: 'INV-56' }))).body.data;
    const clash = await treasurer.post(`/updateBill/${second.id}`, body({ refrence: 'INV-55' }));
    expect(clash.status).toBe(409);
    expect(clash.body.errors.confirm_duplicate).toEqual([M.billDuplicate(first.bill_number, formatDate(TODAY), formatUsd(31025))]);
    expect((await treasurer.get(`/getPayBillById/${second.id}`)).body.data.refrence).toBe('INV-56');
    expect((await treasurer.post(`/updateBill/${second.id}`, body({ refrence: 'INV-55', confirm_duplicate: true }))).status).toBe(200);
    // Now both carry INV-55: editing the memo of either asks nothing again.
    expect((await treasurer.post(`/updateBill/${second.id}`, body({ refrence: 'INV-55', memo: 'checked' }))).status).toBe(200);
  });

  it('six bills with one reference sent at once: one is saved, five are asked to confirm naming it (checked under the company lock)', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => treasurer.post('/createPayBills', body({ refrence: 'INV-RACE-6' }))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const saved = results.find((r) => r.status === 200)!.body.data;
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.errors.confirm_duplicate).toEqual([M.billDuplicate(saved.bill_number, formatDate(TODAY), formatUsd(31025))]);
    }
    expect(await liveCount('INV-RACE-6')).toBe(1);
  });

  it('refuses a confirm_duplicate that is not true or false', async () => {
    expect((await treasurer.post('/createPayBills', body({ refrence: 'INV-66', confirm_duplicate: 'maybe' }))).status).toBe(422);
  });
});
