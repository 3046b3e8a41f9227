import { BILL_PAYMENT_TEXT, M } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/world/server.js';
import { billPayments, journalLines } from '../../db/schema/index.js';
import { TODAY } from './bill-payments.fixtures.js';
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

// Paying bills, then the lists and the view of what those payments left (company A's payments, B's one).
beforeAll(setUpBillPaymentsWorld);
afterAll(tearDownBillPaymentsWorld);

describe('createBillPayment', () => {
  it('pays two bills in one step, one with a discount: exact postings, bills Paid, the bank balance falls by the payments', async () => {
    const one = await a.bill('300.00');
    const two = await a.bill('200.00');
    const bankBefore = await a.balance();
    const apBefore = await accountBalance(a.payable);
    const res = await a.treasurer.post(
      '/createBillPayment',
      a.payBody([
        { id: one.id, amount_due: '300.00' },
        { id: two.id, amount_due: '200.00', discount: '25.50' },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.billPaymentAdded);
    expect(res.body.data).toHaveLength(2);
    const [p1, p2] = res.body.data;
    expect(res.body.lastInsertedId).toBe(p2.id);
    expect(p2).toMatchObject({
      bill_payment_id: p2.id,
      bill_id: two.id,
      bill_number: two.bill_number,
      companyName: a.company.legalName,
      bank_account_name: 'Operating Checking',
      payable_account_name: 'Accounts Payable',
      amount: '200.00',
      discount: '25.50',
      final_payment: '174.50',
      status: 2,
      status_name: 'Paid',
      check_id: null,
      payment_date: TODAY,
    });
    expect(p1.final_payment).toBe('300.00');
    expect(await a.balance()).toBe(((Number(bankBefore) * 100 - 47450) / 100).toFixed(2));
    expect(Number(await accountBalance(a.payable))).toBeCloseTo(Number(apBefore) - 500, 2);
    expect(await billStatus(one.id)).toBe(2);
    expect(await billStatus(two.id)).toBe(2);
    const [entry] = await entriesOf(p2.id);
    expect(entry.entryDate).toBe(TODAY);
    const lines = await t.db.select().from(journalLines).where(eq(journalLines.entryId, entry.id)).orderBy(journalLines.id);
    const tags = [a.program.id, a.expense.id, a.vendor.id];
    expect(lines.map((l) => [l.accountId, l.debitCents, l.creditCents, l.fundProgramId, l.functionalExpenseId, l.vendorId])).toEqual([
      [a.payable, 20000, 0, ...tags],
      [a.bank, 0, 17450, ...tags],
      [a.expenseAccount, 0, 2550, ...tags],
    ]);
    const firstLines = await t.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.entryId, (await entriesOf(p1.id))[0].id));
    expect(firstLines).toHaveLength(2); // no discount: no discount line
    // The bill list shows them Paid.
    const list = await a.treasurer.get(`/getAllPayBillsInfo?status=2`);
    expect(list.body.data.data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([one.id, two.id]));
  });

  it("dates the payment on the user's today (within the days in force somewhere), refuses another day", async () => {
    const bill = await a.bill('3.00');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const far = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const before = await snapshot();
    const refused = await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id }], { date: far }));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(BILL_PAYMENT_TEXT.dateNotToday);
    expect((await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id }], { date: 'soon' }))).body.message).toBe(BILL_PAYMENT_TEXT.dateInvalid);
    expect(await snapshot()).toEqual(before);
    // 11 hours after midnight UTC it is still yesterday west of UTC-11: accepted when the clock says so.
    const midMorning = new Date(`${TODAY}T10:00:00Z`);
    t.setNow(midMorning);
    try {
      const treasurer = (await a.world.user('Treasurer')).api;
      const res = await treasurer.post('/createBillPayment', a.payBody([{ id: bill.id }], { date: yesterday }));
      expect(res.status).toBe(200);
      expect(res.body.data[0].payment_date).toBe(yesterday);
      expect((await entriesOf(res.body.data[0].id))[0].entryDate).toBe(yesterday);
    } finally {
      t.setNow(null);
    }
  });

  it('a bill discounted in full moves no money: A/P against the expense account only', async () => {
    const bill = await a.bill('40.00');
    const before = await a.balance();
    const res = await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id, discount: '40.00' }]));
    expect(res.status).toBe(200);
    expect(res.body.data[0].final_payment).toBe('0.00');
    expect(await a.balance()).toBe(before);
    const lines = await t.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.entryId, (await entriesOf(res.body.data[0].id))[0].id));
    expect(lines.map((l) => [l.accountId, l.debitCents, l.creditCents])).toEqual([
      [a.payable, 4000, 0],
      [a.expenseAccount, 0, 4000],
    ]);
  });

  it('runs the checks of section 5 in order, each with its text, and writes nothing', async () => {
    const bill = await a.bill('10.00');
    const big = await a.bill('99999.00');
    const before = await snapshot();
    const full = a.payBody([{ id: bill.id }]);
    const order: Array<[keyof typeof full, string]> = [
      ['company_id', M.billSelectCompany],
      ['account_payable_id', M.selectAccountPayable],
      ['account_id', M.selectBankAccount],
      ['bill_amount_info', M.selectOneBill],
    ];
    for (let i = 0; i < order.length; i++) {
      const body: Record<string, unknown> = {};
      for (const [field] of order.slice(0, i)) body[field] = full[field];
      const res = await admin.post('/createBillPayment', body);
      expect(res.status, order[i][0]).toBe(422);
      expect(res.body.message).toBe(order[i][1]);
      expect(res.body.errors[order[i][0]]).toEqual([order[i][1]]);
    }
    expect((await a.treasurer.post('/createBillPayment', { ...full, company_id: '', account_payable_id: 0 })).body.message).toBe(M.selectAccountPayable);
    expect((await a.treasurer.post('/createBillPayment', { ...full, bill_amount_info: [] })).body.message).toBe(M.selectOneBill);
    const poor = await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id }, { id: big.id }]));
    expect(poor.status).toBe(422);
    expect(poor.body.message).toBe(M.insufficientFunds);
    expect(await billStatus(bill.id)).toBe(0);
    expect(await snapshot()).toEqual(before);
    await a.treasurer.get(`/changeStatusOfBillIntoVoid/${big.id}`);
  });

  it('refuses a discount above the amount due or negative, a wrong payment, a bill twice, a changed amount; nothing is written', async () => {
    const bill = await a.bill('50.00');
    const before = await snapshot();
    const cases: Array<[unknown, number, string]> = [
      [[{ bill_id: bill.id, discount: '50.01' }], 422, BILL_PAYMENT_TEXT.discountTooLarge],
      [[{ bill_id: bill.id, discount: '-1' }], 422, BILL_PAYMENT_TEXT.discountNegative],
      [[{ bill_id: bill.id, discount: 'abc' }], 422, BILL_PAYMENT_TEXT.discountInvalid],
      [[{ bill_id: bill.id, discount: '5', payment: '50.00' }], 422, BILL_PAYMENT_TEXT.paymentMismatch],
      [[{ bill_id: bill.id }, { bill_id: bill.id }], 422, BILL_PAYMENT_TEXT.billTwice],
      [[{ bill_id: bill.id, amount_due: '49.00' }], 409, BILL_PAYMENT_TEXT.amountChanged(bill.bill_number)],
      [[{ bill_id: 2_000_000_000 }], 422, BILL_PAYMENT_TEXT.billUnknown],
    ];
    for (const [rows, status, message] of cases) {
      const res = await a.treasurer.post('/createBillPayment', { ...a.payBody([]), bill_amount_info: rows });
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    const ok = await a.treasurer.post('/createBillPayment', {
      ...a.payBody([]),
      bill_amount_info: [{ bill_id: bill.id, amount_due: '50.00', discount: '5', payment: '45.00' }],
    });
    expect(ok.status).toBe(200);
    expect((await snapshot()).payments).toBe(before.payments + 1);
  });

  it('a bill already paid answers 409; a bill on another payable account or of another company, another bank or payable: 404/422, nothing changes', async () => {
    const bill = await a.bill('15.00');
    expect((await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id }]))).status).toBe(200);
    const again = await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id }]));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BILL_PAYMENT_TEXT.billNotOpen(bill.bill_number, 'Paid'));
    const theirs = await b.bill('5.00');
    const mine = await a.bill('5.00');
    const before = await snapshot();
    const attempts: Array<[Record<string, unknown>, number, string]> = [
      [a.payBody([{ id: theirs.id }]), 422, BILL_PAYMENT_TEXT.billUnknown],
      [a.payBody([{ id: mine.id }, { id: theirs.id }]), 422, BILL_PAYMENT_TEXT.billUnknown],
      [a.payBody([{ id: mine.id }], { account_id: b.bank }), 422, BILL_PAYMENT_TEXT.bankUnknown],
      [a.payBody([{ id: mine.id }], { account_id: a.expenseAccount }), 422, BILL_PAYMENT_TEXT.bankUnknown],
      [a.payBody([{ id: mine.id }], { account_payable_id: b.payable }), 422, BILL_PAYMENT_TEXT.payableUnknown],
      [a.payBody([{ id: mine.id }], { account_payable_id: a.byNumber['2100'] }), 422, BILL_PAYMENT_TEXT.payableUnknown],
      [a.payBody([{ id: mine.id }], { company_id: b.companyId }), 404, M.notFoundRecord],
    ];
    for (const [body, status, message] of attempts) {
      const res = await a.treasurer.post('/createBillPayment', body);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    // Super-Admin naming company B with A's bill.
    expect((await admin.post('/createBillPayment', b.payBody([{ id: mine.id }]))).body.message).toBe(BILL_PAYMENT_TEXT.billUnknown);
    expect(await snapshot()).toEqual(before);
    expect(await billStatus(mine.id)).toBe(0);
    expect(await billStatus(theirs.id)).toBe(0);
  });

  it('replays a retry with the same Idempotency-Key: one payment, one posting; the key with another body is a 422', async () => {
    const bill = await a.bill('12.00');
    const other = await a.bill('13.00');
    const headers = { 'idempotency-key': `pay-${bill.id}` };
    const first = await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id }]), headers);
    const retry = await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id }]), headers);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replay']).toBe('true');
    expect(retry.body.data[0].id).toBe(first.body.data[0].id);
    expect(await t.db.select().from(billPayments).where(eq(billPayments.billId, bill.id))).toHaveLength(1);
    const misuse = await a.treasurer.post('/createBillPayment', a.payBody([{ id: other.id }]), headers);
    expect(misuse.status).toBe(422);
    expect(await billStatus(other.id)).toBe(0);
  });

  it('needs BillPayment_Create: an Auditor is refused; a Super-Admin pays for a company', async () => {
    const bill = await a.bill('8.00');
    const auditor = (await a.world.user('Auditor')).api;
    expect((await auditor.post('/createBillPayment', a.payBody([{ id: bill.id }]))).status).toBe(403);
    expect((await auditor.get(`/getBankAccountByCompanyId/0`)).status).toBe(200); // View may read the screen
    const billsOnly = (await userWith(t, a.world, ['Bills_View'])).api;
    for (const url of ['/getBankAccountByCompanyId/0', `/getBalanceByBankAcc/${a.bank}`, `/getBillByCompnayId/${a.payable}/0`, '/viewBillPayment']) {
      expect((await billsOnly.get(url)).status, url).toBe(403);
    }
    const res = await admin.post('/createBillPayment', a.payBody([{ id: bill.id }]));
    expect(res.status).toBe(200);
    expect(res.body.data[0].company_id).toBe(a.companyId);
  });
});

describe('lists and view', () => {
  it('viewBillPayment pages by 5, filters by company and status; a company user sees only their own', async () => {
    const paidB = await b.bill('20.00');
    const pay = await b.treasurer.post('/createBillPayment', b.payBody([{ id: paidB.id }]));
    expect(pay.status).toBe(200);
    const mine = await a.treasurer.get('/viewBillPayment');
    expect(mine.body.data.per_page).toBe(5);
    expect(mine.body.data.data.length).toBeLessThanOrEqual(5);
    const allA = await a.treasurer.get('/viewBillPayment?per_page=100');
    expect(allA.body.data.data.every((r: { company_id: number }) => r.company_id === a.companyId)).toBe(true);
    expect(allA.body.data.total).toBe(await t.db.$count(billPayments, eq(billPayments.companyId, a.companyId)));
    expect((await a.treasurer.get(`/viewBillPayment?company_id=${b.companyId}`)).status).toBe(404);
    const everyone = await admin.get('/viewBillPayment?per_page=100');
    expect(everyone.body.data.data.map((r: { company_id: number }) => r.company_id)).toEqual(expect.arrayContaining([a.companyId, b.companyId]));
    const byCompany = await admin.get(`/getBillPaymentByCompanyId/${b.companyId}`);
    expect(byCompany.body.data.data.map((r: { id: number }) => r.id)).toEqual([pay.body.data[0].id]);
    expect((await admin.get(`/getBillPaymentByCompanyId/${b.companyId}?status=1`)).body.data.total).toBe(0);
    const paid = await a.treasurer.get('/getBillPaymentByStatusId/2?per_page=100');
    expect(paid.body.data.data.every((r: { status: number }) => r.status === 2)).toBe(true);
    expect(paid.body.data.total).toBe(allA.body.data.total);
    expect((await a.treasurer.get('/getBillPaymentByStatusId/5')).body.data.total).toBe(allA.body.data.total);
    expect((await a.treasurer.get('/getBillPaymentByStatusId/4')).status).toBe(422);
  });

  it("viewBillPaymentByBillPaymentId: the payment, its company and account lists, its entries; another company's is 404", async () => {
    const bill = await a.bill('9.00');
    const id = (await a.treasurer.post('/createBillPayment', a.payBody([{ id: bill.id }]))).body.data[0].id;
    const res = await a.treasurer.get(`/viewBillPaymentByBillPaymentId/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, bill_id: bill.id, amount: '9.00', final_payment: '9.00' });
    expect(res.body.companyData).toEqual({ id: a.companyId, legal_name: a.company.legalName });
    expect(res.body.bankAccount.map((x: { id: number }) => x.id)).toContain(a.bank);
    expect(res.body.payAbleAccount.map((x: { id: number }) => x.id)).toContain(a.payable);
    expect(res.body.journalEntries).toHaveLength(1);
    expect(res.body.journalEntries[0].amount).toBe('9.00');
    expect((await b.treasurer.get(`/viewBillPaymentByBillPaymentId/${id}`)).status).toBe(404);
    expect((await a.treasurer.get(`/getBillPaymentsOfBill/${bill.id}`)).body.data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await b.treasurer.get(`/getBillPaymentsOfBill/${bill.id}`)).status).toBe(404);
  });
});
