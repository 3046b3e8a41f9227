import { BILL_TEXT, M } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.js';
import { makeVendor } from '../../../test/factories.js';
import { companyWithChart, userWith } from '../../../test/world/server.js';
import { bills, journalEntries, journalLines } from '../../db/schema/index.js';
import {
  a,
  admin,
  auditor,
  b,
  balance,
  billBody,
  billCount,
  bookkeeper,
  cents,
  dayOffset,
  entryCount,
  nextRef,
  privateExpenseB,
  programServices,
  setUpBillsWorld,
  t,
  TODAY,
  tearDownBillsWorld,
  treasurer,
  trialDifference,
  vendorA,
  vendorB,
  youthA,
  youthB,
} from './bills.world.js';

// Creating, voiding and reading bills in one file: the reads assert on what the creates and voids before
// them leave (company B's one bill, company A's voided ones), and the first create is A's bill number 1.
beforeAll(setUpBillsWorld);
afterAll(tearDownBillsWorld);

describe('createPayBills', () => {
  it('numbers the bill, answers the spec text and posts Dr COA / Cr A/P tagged with fund program, functional expense and vendor', async () => {
    const res = await treasurer.post('/createPayBills', billBody());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.billAdded);
    const d = res.body.data;
    expect(res.body.lastInsertedId).toBe(d.id);
    expect(d).toMatchObject({
      bill_number: 1,
      company_id: a.company.id,
      company_name: a.company.legalName,
      refrence: 'INV-1001',
      vendor_name: 'Office Depot',
      amount_due: '1250.75',
      account_payable_name: 'Accounts Payable',
      account_name: 'Office Supplies',
      fund_program_name: 'Youth',
      functional_expense_name: 'Program services',
      status: 0,
      status_name: 'Created',
      date: TODAY,
      purchase_order_id: null,
    });
    // The answer is the bill as the view reads it (built from the write's reads and RETURNING, not re-read).
    expect(d).toEqual((await treasurer.get(`/getPayBillById/${d.id}`)).body.data);
    const entries = await t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.sourceType, 'bill'), eq(journalEntries.sourceId, d.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0].entryDate).toBe(TODAY);
    const lines = await t.db.select().from(journalLines).where(eq(journalLines.entryId, entries[0].id)).orderBy(journalLines.id);
    expect(lines.map((l) => [l.accountId, l.debitCents, l.creditCents, l.fundProgramId, l.functionalExpenseId, l.vendorId])).toEqual([
      [a.byNumber['5200'], 125075, 0, youthA, programServices, vendorA],
      [a.byNumber['2000'], 0, 125075, youthA, programServices, vendorA],
    ]);
    expect(await balance(a.byNumber['2000'])).toBe('1250.75');
    expect(await balance(a.byNumber['5200'])).toBe('1250.75');
    expect(await trialDifference(a.company.id)).toBe('0.00');
  });

  it('runs the nine checks of the bill form in order, each answering its text, and writes nothing', async () => {
    const n = await billCount();
    const e = await entryCount();
    const order: Array<[string, string]> = [
      ['company_id', M.billSelectCompany],
      ['refrence', M.refrenceRequired],
      ['bill_due', M.dueDateRequired],
      ['vendor_id', M.billSelectVendor],
      ['amount_due', M.amountRequired],
      ['account_payable_id', M.selectPayable],
      ['account_id', M.selectCoa],
      ['fund_program_id', M.selectFundProgram],
      ['funtional_expenses_id', M.selectFunctionalExpenses],
    ];
    // Super-Admin: fill the fields one by one; each time the next check is the one answered.
    const full = billBody();
    for (let i = 0; i < order.length; i++) {
      const body: Record<string, unknown> = { date: TODAY };
      for (const [field] of order.slice(0, i)) body[field] = full[field as keyof typeof full];
      const res = await admin.post('/createPayBills', body);
      expect(res.status, order[i][0]).toBe(422);
      expect(res.body.message).toBe(order[i][1]);
      expect(res.body.errors[order[i][0]]).toEqual([order[i][1]]);
    }
    // A company user has a company: the first check is the reference; 0 and '' count as not chosen.
    const mine = await treasurer.post('/createPayBills', { company_id: '', refrence: ' ', vendor_id: 0 });
    expect(mine.body.message).toBe(M.refrenceRequired);
    const noVendor = await treasurer.post('/createPayBills', billBody({ vendor_id: 0 }));
    expect(noVendor.body.message).toBe(M.billSelectVendor);
    expect(await billCount()).toBe(n);
    expect(await entryCount()).toBe(e);
  });

  it('refuses a reference over 10 characters, a past or invalid due date, and bad amounts; nothing is written', async () => {
    const n = await billCount();
    const long = await treasurer.post('/createPayBills', billBody({ refrence: 'ABCDEFGHIJK' }));
    expect(long.status).toBe(422);
    expect(long.body.errors.refrence).toEqual([BILL_TEXT.referenceTooLong]);
    expect((await treasurer.post('/createPayBills', billBody({ refrence: 'ABCDEFGHIJ', bill_due: TODAY }))).status).toBe(200);
    const past = await treasurer.post('/createPayBills', billBody({ bill_due: dayOffset(-2) }));
    expect(past.status).toBe(422);
    expect(past.body.errors.bill_due).toEqual([BILL_TEXT.duePast]);
    const badDay = await treasurer.post('/createPayBills', billBody({ bill_due: '2026-02-30' }));
    expect(badDay.body.errors.bill_due).toEqual([BILL_TEXT.dateInvalid]);
    const oldDate = await treasurer.post('/createPayBills', billBody({ date: dayOffset(-5), bill_due: dayOffset(-5) }));
    expect(oldDate.body.errors.date).toEqual([BILL_TEXT.billDateNotToday]);
    const amounts: Array<[unknown, string]> = [
      ['12.345', BILL_TEXT.amountInvalid],
      [12.345, BILL_TEXT.amountInvalid],
      ['-5.00', BILL_TEXT.amountPositive],
      ['0', BILL_TEXT.amountPositive],
      ['0.00', BILL_TEXT.amountPositive],
      ['10000000000000.01', BILL_TEXT.amountTooLarge],
      ['lots', BILL_TEXT.amountInvalid],
      ['', M.amountRequired],
    ];
    for (const [amount, message] of amounts) {
      const res = await treasurer.post('/createPayBills', billBody({ amount_due: amount }));
      expect(res.status, String(amount)).toBe(422);
      expect(res.body.errors.amount_due, String(amount)).toEqual([message]);
    }
    expect(await billCount()).toBe(n + 1);
    // The largest amount, on accounts with no other postings (an account's total may not pass the maximum).
    const c = await companyWithChart(t);
    const vendorC = (await makeVendor(t.db, c.company.id, { name: 'Large Supplier' })).id;
    const youthC = await c.company.fundProgram('Youth C');
    const maxBody = billBody({
      company_id: c.company.id,
      vendor_id: vendorC,
      fund_program_id: youthC,
      account_payable_id: c.byNumber['2000'],
      account_id: c.byNumber['5200'],
      amount_due: '10000000000000.00',
    });
    const max = await admin.post('/createPayBills', maxBody);
    expect(max.status).toBe(200);
    expect(max.body.data.amount_due).toBe('10000000000000.00');
    // A second one would take both accounts' totals past the maximum: refused, nothing written.
    const over = await admin.post('/createPayBills', { ...maxBody, refrence: nextRef() });
    expect(over.status).toBe(422);
    expect((await admin.get(`/changeStatusOfBillIntoVoid/${max.body.data.id}`)).status).toBe(200);
  });

  it("answers 404 or 422 for another company's id in every field, and changes nothing", async () => {
    const n = await billCount();
    const e = await entryCount();
    const foreign: Array<[Record<string, unknown>, string, string]> = [
      [{ vendor_id: vendorB }, 'vendor_id', BILL_TEXT.vendorUnknown],
      [{ account_payable_id: b.byNumber['2000'] }, 'account_payable_id', BILL_TEXT.payableUnknown],
      [{ account_id: b.byNumber['5200'] }, 'account_id', BILL_TEXT.coaUnknown],
      [{ fund_program_id: youthB }, 'fund_program_id', BILL_TEXT.fundProgramUnknown],
      [{ funtional_expenses_id: privateExpenseB }, 'funtional_expenses_id', BILL_TEXT.functionalExpenseUnknown],
      // The right company but the wrong kind of account.
      [{ account_payable_id: a.byNumber['5200'] }, 'account_payable_id', BILL_TEXT.payableUnknown],
      [{ account_id: a.byNumber['1000'] }, 'account_id', BILL_TEXT.coaUnknown],
      [{ account_id: a.byNumber['1050'] }, 'account_id', BILL_TEXT.coaUnknown],
      [{ account_id: a.byNumber['2000'] }, 'account_id', BILL_TEXT.coaUnknown],
      [{ vendor_id: 2_000_000_000 }, 'vendor_id', BILL_TEXT.vendorUnknown],
    ];
    for (const [over, field, message] of foreign) {
      for (const caller of [treasurer, admin]) {
        const res = await caller.post('/createPayBills', billBody(over));
        expect(res.status, field).toBe(422);
        expect(res.body.errors[field], field).toEqual([message]);
      }
    }
    const otherCompany = await treasurer.post('/createPayBills', billBody({ company_id: b.company.id }));
    expect(otherCompany.status).toBe(404);
    expect(await billCount()).toBe(n);
    expect(await entryCount()).toBe(e);
  });

  it('numbers bills per company, consecutively', async () => {
    const first = await admin.post(
      '/createPayBills',
      billBody({
        company_id: b.company.id,
        vendor_id: vendorB,
        account_payable_id: b.byNumber['2000'],
        account_id: b.byNumber['5110'],
        fund_program_id: youthB,
      }),
    );
    expect(first.status).toBe(200);
    expect(first.body.data.bill_number).toBe(1);
    const next = await treasurer.post('/createPayBills', billBody());
    const rows = await t.db.select({ n: bills.billNumber }).from(bills).where(eq(bills.companyId, a.company.id)).orderBy(bills.billNumber);
    expect(rows.map((r) => r.n)).toEqual(rows.map((_, i) => i + 1));
    expect(next.body.data.bill_number).toBe(rows.length);
  });

  it('replays a retry with the same Idempotency-Key: one bill, one posting', async () => {
    const n = await billCount();
    const key = { 'idempotency-key': `bill-${Date.now()}` };
    const one = await treasurer.post('/createPayBills', billBody({ refrence: 'IDEM' }), key);
    const two = await treasurer.post('/createPayBills', billBody({ refrence: 'IDEM' }), key);
    expect(one.status).toBe(200);
    expect(two.body).toEqual(one.body);
    expect(two.headers['idempotent-replay']).toBe('true');
    expect(await billCount()).toBe(n + 1);
    const other = await treasurer.post('/createPayBills', billBody({ refrence: 'IDEM2' }), key);
    expect(other.status).toBe(422);
  });

  it('needs Bills_Create; an Auditor is refused', async () => {
    expect((await auditor.post('/createPayBills', billBody())).status).toBe(403);
    expect((await api(t.app).post('/createPayBills', billBody())).status).toBe(401);
  });
});

describe('changeStatusOfBillIntoVoid', () => {
  it('posts the reversal dated the day of the void, keeps the original, and a second void or an edit answers 409', async () => {
    const created = (await treasurer.post('/createPayBills', billBody({ amount_due: '40.00' }))).body.data;
    const ap = cents(await balance(a.byNumber['2000']));
    const res = await treasurer.get(`/changeStatusOfBillIntoVoid/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.statusUpdated);
    expect(res.headers['cache-control']).toBe('no-store');
    const detail = (await treasurer.get(`/getPayBillById/${created.id}`)).body;
    expect(detail.data).toMatchObject({ status: 1, status_name: 'Void', amount_due: '40.00' });
    expect(detail.journalEntries).toHaveLength(2);
    expect(detail.journalEntries[1]).toMatchObject({ reverses_entry_id: detail.journalEntries[0].id, entry_date: TODAY, amount: '40.00' });
    expect(cents(await balance(a.byNumber['2000']))).toBe(ap - 4000);
    const e = await entryCount();
    const again = await treasurer.get(`/changeStatusOfBillIntoVoid/${created.id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BILL_TEXT.alreadyVoid);
    const edit = await treasurer.post(`/updateBill/${created.id}`, billBody());
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(BILL_TEXT.notEditable('Void'));
    expect(await entryCount()).toBe(e);
  });

  it('needs Bills_Delete: a Bookkeeper is refused', async () => {
    const created = (await treasurer.post('/createPayBills', billBody())).body.data;
    expect((await bookkeeper.get(`/changeStatusOfBillIntoVoid/${created.id}`)).status).toBe(403);
    const only = (await userWith(t, a.company, ['Bills_View'])).api;
    expect((await only.get(`/changeStatusOfBillIntoVoid/${created.id}`)).status).toBe(403);
    expect((await only.get(`/getPayBillById/${created.id}`)).body.data.status).toBe(0);
  });

  it('refuses a Paid or Check bill whose dependents the registered steps leave standing, and runs the registered cascade first', async () => {
    const created = (await treasurer.post('/createPayBills', billBody({ amount_due: '55.00' }))).body.data;
    for (const status of [2, 3]) {
      await t.db.update(bills).set({ status }).where(eq(bills.id, created.id));
      const e = await entryCount();
      const res = await treasurer.get(`/changeStatusOfBillIntoVoid/${created.id}`);
      expect(res.status).toBe(409);
      // The bill-payment module's step is registered; it finds no payment to void here, so the bill stays paid.
      expect(res.body.message).toBe(BILL_TEXT.voidDependentsLeft);
      expect(await entryCount()).toBe(e);
      const edit = await treasurer.post(`/updateBill/${created.id}`, billBody());
      expect(edit.status).toBe(409);
    }
    // The cascade's bill step is composed in documents/registry.ts; the test swaps it on the running app.
    const voids = t.app.deps.voids;
    const composed = voids.bill;
    // A step that leaves the bill paid: the void stops and nothing changes.
    voids.bill = async (ctx) => {
      await composed(ctx);
    };
    const refused = await treasurer.get(`/changeStatusOfBillIntoVoid/${created.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BILL_TEXT.voidDependentsLeft);
    // The payment module's step returns the bill to Created in the same transaction; then the bill is voided.
    const seen: number[] = [];
    voids.bill = async (ctx) => {
      await composed(ctx);
      seen.push(ctx.row.id);
      await ctx.tx.update(bills).set({ status: 0 }).where(eq(bills.id, ctx.row.id));
    };
    try {
      const res = await treasurer.get(`/changeStatusOfBillIntoVoid/${created.id}`);
      expect(res.status).toBe(200);
      expect(seen).toEqual([created.id]);
      expect((await treasurer.get(`/getPayBillById/${created.id}`)).body.data.status).toBe(1);
    } finally {
      voids.bill = composed;
    }
  });
});

describe('reads', () => {
  it('getPayBillById: the bill, its company, the form lists and its ledger entries', async () => {
    const created = (await treasurer.post('/createPayBills', billBody())).body.data;
    const res = await auditor.get(`/getPayBillById/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(created.id);
    expect(res.body.companyData).toEqual({ id: a.company.id, legal_name: a.company.legalName });
    expect(res.body.payAbleAccount.map((x: { account_name: string }) => x.account_name)).toEqual(['Accounts Payable']);
    const coa = res.body.assestAccount.map((x: { account_number: string }) => x.account_number);
    expect(coa).toContain('5200');
    for (const excluded of ['1000', '1010', '1050', '2000']) expect(coa).not.toContain(excluded);
    expect(res.body.getVendor).toContainEqual({ id: vendorA, name: 'Office Depot' });
    expect(res.body.getFndProgram).toContainEqual({ id: youthA, name: 'Youth' });
    expect(res.body.getFunctionalExpenses).toContainEqual({ label: 'Program services', value: programServices });
    expect(res.body.journalEntries).toHaveLength(1);
    expect((await treasurer.get('/getPayBillById/2000000000')).status).toBe(404);
  });

  it("getAccountBehalfofcompanyId: payable and COA accounts of the company; another company's is 404", async () => {
    const res = await treasurer.get('/getAccountBehalfofcompanyId/0');
    expect(res.status).toBe(200);
    expect(res.body.data.account_payable.map((x: { account_number: string }) => x.account_number)).toEqual(['2000']);
    expect(res.body.data.assest_data.map((x: { account_number: string }) => x.account_number)).not.toContain('1000');
    expect((await treasurer.get(`/getAccountBehalfofcompanyId/${b.company.id}`)).status).toBe(404);
    const forB = await admin.get(`/getAccountBehalfofcompanyId/${b.company.id}`);
    expect(forB.body.data.account_payable).toEqual([{ id: b.byNumber['2000'], account_name: 'Accounts Payable', account_number: '2000', account_type_id: 6 }]);
    expect((await admin.get('/getAccountBehalfofcompanyId/0')).status).toBe(422);
  });

  it('lists: company and status filters, paging by 10, own company only for a company user', async () => {
    const all = await admin.get('/getAllPayBillsInfo?per_page=10');
    expect(all.status).toBe(200);
    expect(all.body.data.per_page).toBe(10);
    expect(all.body.data.data.length).toBeLessThanOrEqual(10);
    const total = all.body.data.total;
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(bills);
    expect(total).toBe(n);
    const mine = await treasurer.get('/getAllPayBillsInfo?per_page=100');
    expect(mine.body.data.data.every((r: { company_id: number }) => r.company_id === a.company.id)).toBe(true);
    const sneaky = await treasurer.get(`/getAllPayBillsInfo?company_id=${b.company.id}`);
    expect(sneaky.status).toBe(404);
    const voided = await admin.get(`/getAllPayBillsInfo?company_id=${a.company.id}&status=1&per_page=100`);
    expect(voided.body.data.data.length).toBeGreaterThan(0);
    expect(voided.body.data.data.every((r: { status: number; company_id: number }) => r.status === 1 && r.company_id === a.company.id)).toBe(true);
    const byCompany = await admin.get(`/getBillByCompanyId/${b.company.id}`);
    expect(byCompany.body.data.data.map((r: { company_id: number }) => r.company_id)).toEqual([b.company.id]);
    const byStatus = await treasurer.get('/getBillByStatusId/0?per_page=100');
    expect(byStatus.body.data.data.every((r: { status: number; company_id: number }) => r.status === 0 && r.company_id === a.company.id)).toBe(true);
    const everyStatus = await treasurer.get('/getBillByStatusId/5?per_page=100');
    expect(everyStatus.body.data.total).toBe(mine.body.data.total);
    expect((await treasurer.get('/getBillByStatusId/4')).status).toBe(422);
    const page2 = await treasurer.get('/getAllPayBillsInfo?page=2&per_page=3');
    expect(page2.body.data.data.map((r: { id: number }) => r.id)).toEqual(mine.body.data.data.slice(3, 6).map((r: { id: number }) => r.id));
    expect((await (await userWith(t, a.company, ['Bills_Create'])).api.get('/getAllPayBillsInfo')).status).toBe(403);
  });

  it('the A/P balance equals the sum of open bills and the trial balance difference is 0', async () => {
    const open = await t.db
      .select({ sum: sql<number>`coalesce(sum(${bills.amountDueCents}), 0)`.mapWith(Number) })
      .from(bills)
      .where(and(eq(bills.companyId, a.company.id), sql`${bills.status} <> 1`));
    expect(cents(await balance(a.byNumber['2000']))).toBe(open[0].sum);
    expect(await trialDifference(a.company.id)).toBe('0.00');
    expect(await trialDifference(b.company.id)).toBe('0.00');
  });
});
