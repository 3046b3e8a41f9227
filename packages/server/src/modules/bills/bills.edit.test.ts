import { BILL_TEXT, M } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVendor } from '../../../test/factories.js';
import { bills, fundPrograms, journalEntries } from '../../db/schema/index.js';
import {
  a,
  admin,
  auditor,
  b,
  balance,
  billBody,
  bookkeeper,
  cents,
  dayOffset,
  entryCount,
  privateExpenseB,
  setUpBillsWorld,
  t,
  TODAY,
  tearDownBillsWorld,
  treasurer,
  trialDifference,
  vendorB,
  youthB,
} from './bills.world.js';

beforeAll(setUpBillsWorld);
afterAll(tearDownBillsWorld);

describe('updateBill', () => {
  it('reverses the old entry and posts the new one in one step; balances follow', async () => {
    const created = (await treasurer.post('/createPayBills', billBody({ amount_due: '100.00', refrence: 'EDIT-1' }))).body.data;
    const apBefore = await balance(a.byNumber['2000']);
    const res = await bookkeeper.post(`/updateBill/${created.id}`, billBody({ amount_due: '80.00', refrence: 'EDIT-1B', account_id: a.byNumber['5110'] }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.billUpdated);
    expect(res.body.data).toMatchObject({ amount_due: '80.00', refrence: 'EDIT-1B', account_name: 'Utilities', bill_number: created.bill_number, status: 0 });
    const entries = await t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.sourceType, 'bill'), eq(journalEntries.sourceId, created.id)))
      .orderBy(journalEntries.id);
    expect(entries).toHaveLength(3);
    expect(entries[1].reversesEntryId).toBe(entries[0].id);
    expect(entries[2].reversesEntryId).toBeNull();
    expect(cents(await balance(a.byNumber['2000']))).toBe(cents(apBefore) - 2000);
    expect(await trialDifference(a.company.id)).toBe('0.00');
    // Only the memo-free fields of the bill changed: nothing new is posted.
    const dueOnly = await treasurer.post(
      `/updateBill/${created.id}`,
      billBody({ amount_due: '80.00', refrence: 'EDIT-1B', account_id: a.byNumber['5110'], bill_due: dayOffset(40) }),
    );
    expect(dueOnly.status).toBe(200);
    expect(
      await t.db
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.sourceType, 'bill'), eq(journalEntries.sourceId, created.id))),
    ).toHaveLength(3);
  });

  it('keeps an unchanged due date that has since passed, refuses a new past one, and a move to another company', async () => {
    const created = (await treasurer.post('/createPayBills', billBody({ bill_due: TODAY }))).body.data;
    // As if the bill had been entered a week ago, due three days ago.
    await t.db
      .update(bills)
      .set({ billDue: dayOffset(-3) })
      .where(eq(bills.id, created.id));
    const same = await treasurer.post(`/updateBill/${created.id}`, billBody({ bill_due: dayOffset(-3), memo: 'later' }));
    expect(same.status).toBe(200);
    expect(same.body.data.bill_due).toBe(dayOffset(-3));
    const moved = await treasurer.post(`/updateBill/${created.id}`, billBody({ bill_due: dayOffset(-2) }));
    expect(moved.status).toBe(422);
    expect(moved.body.errors.bill_due).toEqual([BILL_TEXT.duePast]);
    const other = await admin.post(`/updateBill/${created.id}`, billBody({ company_id: b.company.id }));
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(BILL_TEXT.companyFixed);
  });

  it("keeps the bill's own vendor and fund program after they are deleted, but refuses them on another bill", async () => {
    const gone = (await makeVendor(t.db, a.company.id, { name: 'Closed Shop' })).id;
    const [oldFund] = await t.db.insert(fundPrograms).values({ companyId: a.company.id, name: 'Old Fund' }).returning();
    const created = (await treasurer.post('/createPayBills', billBody({ vendor_id: gone, fund_program_id: oldFund.id }))).body.data;
    expect((await treasurer.del(`/vendor/delete/${gone}`)).status).toBe(200);
    await t.db.update(fundPrograms).set({ status: 0 }).where(eq(fundPrograms.id, oldFund.id));
    const memo = await treasurer.post(
      `/updateBill/${created.id}`,
      billBody({ vendor_id: gone, fund_program_id: oldFund.id, memo: 'still owed', amount_due: '9.00' }),
    );
    expect(memo.status).toBe(200);
    expect(memo.body.data).toMatchObject({ vendor_name: 'Closed Shop', fund_program_name: 'Old Fund', amount_due: '9.00' });
    const detail = (await treasurer.get(`/getPayBillById/${created.id}`)).body;
    expect(detail.getVendor).toContainEqual({ id: gone, name: 'Closed Shop' });
    expect(detail.getFndProgram).toContainEqual({ id: oldFund.id, name: 'Old Fund' });
    const fresh = await treasurer.post('/createPayBills', billBody({ vendor_id: gone }));
    expect(fresh.body.errors.vendor_id).toEqual([BILL_TEXT.vendorUnknown]);
    const freshFund = await treasurer.post('/createPayBills', billBody({ fund_program_id: oldFund.id }));
    expect(freshFund.body.errors.fund_program_id).toEqual([BILL_TEXT.fundProgramUnknown]);
  });

  it("refuses another company's ids in every field, another company's bill, and missing permission", async () => {
    const created = (await treasurer.post('/createPayBills', billBody())).body.data;
    const e = await entryCount();
    for (const [over, field] of [
      [{ vendor_id: vendorB }, 'vendor_id'],
      [{ account_payable_id: b.byNumber['2000'] }, 'account_payable_id'],
      [{ account_id: b.byNumber['5200'] }, 'account_id'],
      [{ fund_program_id: youthB }, 'fund_program_id'],
      [{ funtional_expenses_id: privateExpenseB }, 'funtional_expenses_id'],
    ] as const) {
      const res = await treasurer.post(`/updateBill/${created.id}`, billBody(over));
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    const bUser = b.company.api;
    expect((await bUser.post(`/updateBill/${created.id}`, billBody({ company_id: b.company.id }))).status).toBe(404);
    expect((await bUser.get(`/getPayBillById/${created.id}`)).status).toBe(404);
    expect((await bUser.get(`/changeStatusOfBillIntoVoid/${created.id}`)).status).toBe(404);
    expect((await auditor.post(`/updateBill/${created.id}`, billBody())).status).toBe(403);
    expect(await entryCount()).toBe(e);
    expect((await treasurer.get(`/getPayBillById/${created.id}`)).body.data.refrence).toBe(created.refrence);
  });
});
