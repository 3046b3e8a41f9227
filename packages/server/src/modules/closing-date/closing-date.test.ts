import { CLOSING_TEXT } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { type Client, day, ok, type WorldCompany, type WorldUser } from '../../../test/world/server.js';
import { testWorld } from '../../../test/world/server.js';
import { journalEntries } from '../../db/schema/index.js';
import { ledgerProblems } from '../../ledger/index.js';

let t: TestContext;
let b: WorldCompany;
let admin: Client;
let bookkeeper: WorldUser;
let auditor: WorldUser;

beforeAll(async () => {
  t = await createTestContext();
  const world = testWorld(t);
  b = await world.company();
  admin = await world.asAdmin();
  bookkeeper = await b.user('Bookkeeper');
  auditor = await b.user('Auditor');
  await b.fund('5000.00', undefined, day(-40));
});
afterAll(() => t.close());

const close = (api: Client, closing_date: string | null, reason?: string) => api.post('/closing-date', { company_id: b.id, closing_date, reason });
const state = async (api: Client = b.api) => ok(await api.get(`/closing-date?company_id=${b.id}`)).data;
const entriesOf = (sourceType: string, sourceId: number) =>
  t.db
    .select({ date: journalEntries.entryDate, reverses: journalEntries.reversesEntryId })
    .from(journalEntries)
    .where(and(eq(journalEntries.sourceType, sourceType), eq(journalEntries.sourceId, sourceId)))
    .orderBy(journalEntries.id);

describe('the BankReconciliation permission group (issue 26 point 7)', () => {
  const held = async (u: { email: string; password: string }) =>
    (ok(await testWorld(t).port.client().post('/login', u)).data.permissions as string[]).filter((p) => p.startsWith('BankReconciliation_'));

  it('Treasurer holds all four, Bookkeeper all but Delete, Auditor View', async () => {
    expect((await held(b.treasurer)).sort()).toEqual(['BankReconciliation_Create', 'BankReconciliation_Delete', 'BankReconciliation_Edit', 'BankReconciliation_View']);
    expect((await held(bookkeeper)).sort()).toEqual(['BankReconciliation_Create', 'BankReconciliation_Edit', 'BankReconciliation_View']);
    expect(await held(auditor)).toEqual(['BankReconciliation_View']);
    expect((await held(ADMIN)).length).toBe(4);
  });
});

describe('closing the month (issue 26 point 6)', () => {
  it('starts open; a Bookkeeper may not close it; a future day is refused', async () => {
    expect(await state(auditor.api)).toMatchObject({ company_id: b.id, closing_date: null, history: [] });
    expect((await close(bookkeeper.api, day(-30))).status).toBe(403);
    const future = await close(b.api, day(3));
    expect(future.status).toBe(422);
    expect(future.body.message).toBe(CLOSING_TEXT.future);
    expect((await state()).closing_date).toBeNull();
  });

  it('the Treasurer closes it: entries on or before it are refused with 409 naming the date, after it accepted', async () => {
    const older = await b.fund('3.00', undefined, day(-25)); // posted while open
    const res = await close(b.api, day(-20));
    expect(res.status).toBe(200);
    expect(res.body.data.closing_date).toBe(day(-20));
    expect(res.body.data.history[0]).toMatchObject({ from_date: null, to_date: day(-20), reason: null });

    const books = await b.books();
    const entry = (date: string) =>
      b.api.post('/journals', {
        entry_date: date,
        memo: 'Late correction',
        lines: [
          { account_id: books.bank, debit: '1.00', credit: '' },
          { account_id: books.byNumber['3000'], debit: '', credit: '1.00' },
        ],
      });
    const refused = await entry(day(-20));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CLOSING_TEXT.booksClosed(day(-20)));
    expect(refused.body.message).toMatch(/^The books are closed through [A-Z][a-z]{2} \d{2}, \d{4}: choose a date after it\.$/);
    expect((await entry(day(-21))).status).toBe(409);
    expect((await entry(day(-19))).status).toBe(200);

    // A manual reversal dated in the closed period is refused; dated after it, it stands.
    const badReversal = await b.api.post(`/journals/${older}/reverse`, { entry_date: day(-20) });
    expect(badReversal.status).toBe(409);
    expect(badReversal.body.message).toBe(CLOSING_TEXT.booksClosed(day(-20)));
    expect((await b.api.post(`/journals/${older}/reverse`, { entry_date: day(-10) })).status).toBe(200);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('closed through today: a bill is refused, a bill edit is refused, a void is dated the first open day', async () => {
    const early = await b.bill('10.00'); // posted while open
    expect((await close(b.api, day())).status).toBe(200);

    const refused = await b.api.post('/createPayBills', { ...(await billBody()), date: day() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CLOSING_TEXT.booksClosed(day()));

    const edit = await b.api.post(`/updateBill/${early.id}`, { ...(await billBody()), refrence: early.refrence, date: day(), amount_due: '11.00' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(CLOSING_TEXT.booksClosed(day()));
    expect(ok(await b.api.get(`/getPayBillById/${early.id}`)).data.amount_due).toBe('10.00');

    // A void stays possible: its reversal is dated in the open period, the day after the closing date.
    expect((await b.api.get(`/changeStatusOfBillIntoVoid/${early.id}`)).status).toBe(200);
    const entries = await entriesOf('bill', early.id);
    expect(entries.map((e) => e.date)).toEqual([day(), day(1)]);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('the same date again is 422; moving it back is for Super-Admin alone, with a reason; clearing too', async () => {
    expect((await close(b.api, day())).status).toBe(422);
    const back = await close(b.api, day(-5), 'Audit adjustment');
    expect(back.status).toBe(403);
    expect(back.body.message).toBe(CLOSING_TEXT.backNeedsSuperAdmin);
    const noReason = await close(admin, day(-5));
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe(CLOSING_TEXT.backNeedsReason);
    expect((await state()).closing_date).toBe(day());

    const moved = await close(admin, day(-5), 'Auditor adjustment for October');
    expect(moved.status).toBe(200);
    expect(moved.body.data.history[0]).toMatchObject({ from_date: day(), to_date: day(-5), reason: 'Auditor adjustment for October', changed_by: expect.any(String) });
    expect((await b.api.post('/createPayBills', { ...(await billBody()), date: day() })).status).toBe(200);

    expect((await close(admin, null)).status).toBe(422);
    const cleared = await close(admin, '', 'Year-end reopened');
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.closing_date).toBeNull();
    const history = (await state(auditor.api)).history;
    expect(history.map((h: { to_date: string | null }) => h.to_date)).toEqual([null, day(-5), day(), day(-20)]);
    expect((await b.fund('2.00', undefined, day(-30))) > 0).toBe(true);
  });

  it('bad input is 422 and changes nothing; another company is 404', async () => {
    expect((await b.api.post('/closing-date', { company_id: b.id, closing_date: '2026-02-30' })).status).toBe(422);
    expect((await b.api.post('/closing-date', { company_id: b.id })).status).toBe(422);
    const other = await testWorld(t).company();
    expect((await b.api.post('/closing-date', { company_id: other.id, closing_date: day(-1) })).status).toBe(404);
    expect((await b.api.get(`/closing-date?company_id=${other.id}`)).status).toBe(404);
    expect(ok(await other.api.get(`/closing-date?company_id=${other.id}`)).data.closing_date).toBeNull();
    expect((await admin.get('/closing-date')).status).toBe(404);
  });
});

/** A bill body for company b (the world's defaults), to send with another date. */
async function billBody() {
  const books = await b.books();
  return {
    company_id: b.id,
    refrence: `C${Math.random().toString(36).slice(2, 10)}`,
    bill_due: day(10),
    vendor_id: (await b.firstVendor()).id,
    amount_due: '5.00',
    account_payable_id: books.payable,
    account_id: books.expense,
    fund_program_id: books.fundProgramId,
    funtional_expenses_id: books.functionalExpenseId,
  };
}
