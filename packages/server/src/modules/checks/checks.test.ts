import { BILL_TEXT, CHECK_TEXT, M } from '@app/contract';
import { amountTooLargeForWords } from '@app/contract/amount-in-words';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { userWith } from '../../../test/world/server.js';
import { billPayments, bills, checks, companies, journalEntries } from '../../db/schema/index.js';
import { ledgerProblems } from '../../ledger/index.js';
import { TODAY } from '../bill-payments/bill-payments.fixtures.js';
import { checkingCompany } from './checks.fixtures.js';

let t: TestContext;
let admin: ReturnType<typeof api>;
let a: Awaited<ReturnType<typeof checkingCompany>>;
let b: Awaited<ReturnType<typeof checkingCompany>>;

const entries = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(journalEntries))[0].n;
const checkCount = async () => t.db.$count(checks);
const payments = (ids: number[]) => t.db.select().from(billPayments).where(inArray(billPayments.id, ids)).orderBy(billPayments.id);
const billStatuses = async (paymentIds: number[]) =>
  (
    await t.db
      .select({ s: bills.status })
      .from(bills)
      .innerJoin(billPayments, eq(billPayments.billId, bills.id))
      .where(inArray(billPayments.id, paymentIds))
      .orderBy(billPayments.id)
  ).map((r) => r.s);
const nextNumber = async (c = a) => (await c.treasurer.get(`/getCheckNumberByBankAccountId/${c.bank}`)).body.check_number as number;

beforeAll(async () => {
  t = await createTestContext();
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  a = await checkingCompany(t);
  b = await checkingCompany(t);
  await a.fund('5000.00');
  await b.fund('500.00');
});
afterAll(() => t.close());

describe('pickers', () => {
  it("getBankAccountByCmpnyId: the company's bank accounts and vendors; another company's is 404", async () => {
    const res = await a.treasurer.get(`/getBankAccountByCmpnyId/${a.companyId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.bank_account.map((x: { account_number: string }) => x.account_number)).toEqual(['1000', '1010', '1050']);
    expect(res.body.data.vendor.map((v: { name: string }) => v.name).sort()).toEqual([a.vendor.name, a.vendor2.name].sort());
    expect((await a.treasurer.get('/getBankAccountByCmpnyId/0')).body.data.bank_account).toHaveLength(3);
    expect((await a.treasurer.get(`/getBankAccountByCmpnyId/${b.companyId}`)).status).toBe(404);
    expect((await admin.get(`/getBankAccountByCmpnyId/${b.companyId}`)).body.data.vendor).toHaveLength(2);
  });

  it('getBillPaymentByBankAccID: the balance and the Paid payments of that bank account only', async () => {
    const [p] = await a.paid(['12.00']);
    const res = await a.treasurer.get(`/getBillPaymentByBankAccID/${a.bank}/${a.companyId}`);
    expect(res.status).toBe(200);
    expect(res.body.bank_acc_balance).toBe('4988.00');
    const row = res.body.bill.find((r: { bill_payment_id: number }) => r.bill_payment_id === p);
    expect(row).toMatchObject({
      vendor_name: a.vendor.name,
      amount: '12.00',
      account_name: expect.any(String),
      fund_program_name: a.program.name,
      functional_expense_name: 'Program services',
    });
    expect((await a.treasurer.get(`/getBillPaymentByBankAccID/${a.byNumber['1010']}/0`)).body.bill).toEqual([]);
    expect((await a.treasurer.get(`/getBillPaymentByBankAccID/${b.bank}/${a.companyId}`)).status).toBe(404);
    expect((await a.treasurer.get(`/getBillPaymentByBankAccID/${a.payable}/${a.companyId}`)).status).toBe(404);
    await a.treasurer.get(`/changeStatusOfBillPayment/${p}`);
  });

  it('getCheckNumberByBankAccountId: 1 before the first check; another company’s account is 404', async () => {
    expect(await nextNumber()).toBe(1);
    expect((await a.treasurer.get(`/getCheckNumberByBankAccountId/${b.bank}`)).status).toBe(404);
    expect((await admin.get(`/getCheckNumberByBankAccountId/${b.bank}`)).body).toMatchObject({ status: 200, bank_account: b.bank, check_number: 1 });
  });
});

describe('voucher checks', () => {
  it('three payments of two vendors: two checks with consecutive numbers, payments and bills on Check, nothing posted', async () => {
    const [p1, p2] = await a.paid(['100.00', '50.25']);
    const [p3] = await a.paid(['30.00'], a.vendor2.id);
    const before = await entries();
    const res = await a.treasurer.post('/createChecks', a.voucher([p1, p3, p2]));
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(M.checkGenerated);
    expect(res.body.data).toHaveLength(2);
    const [first, second] = res.body.data;
    expect(res.body.checkId).toEqual([first.id, second.id]);
    expect(first).toMatchObject({
      check_number: 1,
      vendor_name: a.vendor.name,
      check_amount: '150.25',
      check_type: 'voucher',
      status: 1,
      status_name: 'Check',
      memo: 'Monthly run',
      check_current_date: TODAY,
    });
    expect(second).toMatchObject({ check_number: 2, vendor_name: a.vendor2.name, check_amount: '30.00' });
    expect((await payments([p1, p2, p3])).map((p) => [p.status, p.checkId])).toEqual([
      [3, first.id],
      [3, first.id],
      [3, second.id],
    ]);
    expect(await billStatuses([p1, p2, p3])).toEqual([3, 3, 3]);
    expect(await entries()).toBe(before);
    expect(await nextNumber()).toBe(3);
    // They leave the voucher table.
    const open = (await a.treasurer.get(`/getBillPaymentByBankAccID/${a.bank}/0`)).body.bill.map((r: { bill_payment_id: number }) => r.bill_payment_id);
    expect(open).not.toContain(p1);
  });

  it('numbers: a lower one is taken (409), a higher one starts a new book and numbering continues from it', async () => {
    const [p] = await a.paid(['5.00']);
    const before = await checkCount();
    const low = await a.treasurer.post('/createChecks', a.voucher([p], { check_number: '2' }));
    expect(low.status).toBe(409);
    expect(low.body).toMatchObject({ message: M.checkNumberTaken, errors: { check_number: [M.checkNumberTaken] } });
    expect(await checkCount()).toBe(before);
    const high = await a.treasurer.post('/createChecks', a.voucher([p], { check_number: '1000' }));
    expect(high.body.data[0].check_number).toBe(1000);
    expect(await nextNumber()).toBe(1001);
    const [q] = await a.paid(['6.00']);
    expect((await a.treasurer.post('/createChecks', a.voucher([q]))).body.data[0].check_number).toBe(1001);
    // Numbers are per bank account: another account starts at 1.
    const [r] = await a.paid(['1.00'], a.vendor.id, a.byNumber['1050']).catch(async () => {
      await a.fund('10.00', a.byNumber['1050']);
      return a.paid(['1.00'], a.vendor.id, a.byNumber['1050']);
    });
    const other = await a.treasurer.post('/createChecks', a.voucher([r], { bank_account_id: a.byNumber['1050'] }));
    expect(other.body.data[0].check_number).toBe(1);
  });

  it('section 5 messages, in order, and nothing written', async () => {
    const [p] = await a.paid(['7.00']);
    const before = { checks: await checkCount(), entries: await entries() };
    const send = async (body: Record<string, unknown>, who = a.treasurer) => (await who.post('/createChecks', body)).body;
    expect(await send({ ...a.voucher([p]), company_id: '' }, admin)).toMatchObject({ status: 422, message: M.billSelectCompany });
    expect(await send(a.voucher([]))).toMatchObject({ status: 422, message: M.checkSelectBill });
    expect(await send(a.voucher([], { bank_account_id: '' }))).toMatchObject({ message: M.checkSelectBill, errors: { bank_account_id: [M.checkSelectBank] } });
    expect(await send(a.voucher([p], { bank_account_id: '' }))).toMatchObject({ message: M.checkSelectBank });
    expect(await send(a.voucher([p], { check_number: '12a' }))).toMatchObject({ message: CHECK_TEXT.numberDigits });
    expect(await send(a.voucher([p], { check_number: '-5' }))).toMatchObject({ message: CHECK_TEXT.numberDigits });
    expect(await send(a.voucher([p], { memo: 'x'.repeat(501) }))).toMatchObject({ message: M.memoTooLong });
    expect(await send(a.voucher([p, p]))).toMatchObject({ message: CHECK_TEXT.paymentTwice });
    expect(await send(a.voucher([p], { check_type: 'cash' }))).toMatchObject({ message: CHECK_TEXT.chooseType });
    expect(await send(a.voucher([p], { bank_account_id: a.byNumber['1010'] }))).toMatchObject({ status: 422, message: CHECK_TEXT.paymentUnknown });
    expect(await send(a.voucher([p], { bank_account_id: a.payable }))).toMatchObject({ status: 422, message: CHECK_TEXT.bankUnknown });
    expect(await send(a.voucher([p], { bank_account_id: b.bank }))).toMatchObject({ status: 422, message: CHECK_TEXT.bankUnknown });
    // Standard: the order of section 5.
    const s = (over: Record<string, unknown>) => send(a.standard(over));
    expect(await s({ refrence: '' })).toMatchObject({ message: M.referenceMandatory });
    expect(await s({ bill_due: '' })).toMatchObject({ message: M.billDueRequired });
    expect(await s({ amount_due: '' })).toMatchObject({ message: M.amountDueRequired });
    expect(await s({ vendor_id: '' })).toMatchObject({ message: M.checkSelectVendor });
    expect(await s({ account_payable_id: 0 })).toMatchObject({ message: M.checkSelectPayable });
    expect(await s({ fund_program_id: null })).toMatchObject({ message: M.fundProgramMandatory });
    expect(await s({ refrence: 'AB12' })).toMatchObject({ message: M.referenceNumeric });
    expect(await s({ refrence: '12345678901' })).toMatchObject({ message: BILL_TEXT.referenceTooLong });
    expect(await s({ account_id: '' })).toMatchObject({ message: M.selectCoa });
    expect(await s({ funtional_expenses_id: '' })).toMatchObject({ message: M.selectFunctionalExpenses });
    expect(await s({ bank_account_id: '' })).toMatchObject({ message: M.checkSelectBank });
    expect(await s({ amount_due: '-3' })).toMatchObject({ message: BILL_TEXT.amountPositive });
    expect(await s({ memo: 'y'.repeat(501) })).toMatchObject({ message: M.memoTooLong });
    expect(await s({ bill_due: '2001-01-01' })).toMatchObject({ message: BILL_TEXT.duePast });
    expect(await s({ vendor_id: b.vendor.id })).toMatchObject({ status: 422, message: BILL_TEXT.vendorUnknown });
    expect({ checks: await checkCount(), entries: await entries() }).toEqual(before);
  });

  it('a payment already on a check, or voided, cannot go on another (409)', async () => {
    const [p] = await a.paid(['8.00']);
    expect((await a.treasurer.post('/createChecks', a.voucher([p]))).status).toBe(200);
    const again = await a.treasurer.post('/createChecks', a.voucher([p]));
    expect(again.status).toBe(409);
    const [q] = await a.paid(['9.00']);
    await a.treasurer.get(`/changeStatusOfBillPayment/${q}`);
    expect((await a.treasurer.post('/createChecks', a.voucher([q]))).status).toBe(409);
  });

  it('another company’s payment is unknown; a company user cannot write for another company', async () => {
    const [pb] = await b.paid(['4.00']);
    expect((await a.treasurer.post('/createChecks', a.voucher([pb]))).body.message).toBe(CHECK_TEXT.paymentUnknown);
    expect((await a.treasurer.post('/createChecks', b.voucher([pb]))).status).toBe(404);
    expect((await admin.post('/createChecks', b.voucher([pb]))).status).toBe(200);
  });

  it('a double click (same Idempotency-Key) makes one check', async () => {
    const [p] = await a.paid(['3.00']);
    const headers = { 'idempotency-key': `chk-${p}` };
    const first = await a.treasurer.post('/createChecks', a.voucher([p]), headers);
    const replay = await a.treasurer.post('/createChecks', a.voucher([p]), headers);
    expect(replay.status).toBe(200);
    expect(replay.body.checkId).toEqual(first.body.checkId);
    expect(await t.db.$count(checks, eq(checks.id, first.body.checkId[0]))).toBe(1);
    expect((await a.treasurer.post('/createChecks', a.voucher([p], { memo: 'other' }), headers)).status).toBe(422);
  });
});

describe('standard checks', () => {
  it('creates the bill, pays it and writes the check in one step; the bank balance goes down', async () => {
    const before = (await a.treasurer.get(`/getBalanceByBankAcc/${a.bank}`)).body.finalAmount as string;
    const res = await a.treasurer.post('/createChecks', a.standard({ refrence: '90001' }));
    expect(res.status).toBe(200);
    const check = res.body.data[0];
    expect(check).toMatchObject({
      check_type: 'standard',
      check_amount: '250.00',
      vendor_name: a.vendor.name,
      memo: 'Roof repair',
      bill_id: expect.any(Number),
    });
    const [bill] = await t.db.select().from(bills).where(eq(bills.id, check.bill_id));
    expect(bill).toMatchObject({ status: 3, reference: '90001', amountDueCents: 25000 });
    const [payment] = await t.db.select().from(billPayments).where(eq(billPayments.checkId, check.id));
    expect(payment).toMatchObject({ status: 3, paymentCents: 25000, billId: bill.id });
    const after = (await a.treasurer.get(`/getBalanceByBankAcc/${a.bank}`)).body.finalAmount as string;
    expect(Math.round(Number(before) * 100) - Math.round(Number(after) * 100)).toBe(25000);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it("insufficient funds: 422 'Insufficient funds in your account!!' and nothing is written", async () => {
    const before = { checks: await checkCount(), entries: await entries(), bills: await t.db.$count(bills) };
    const res = await b.treasurer.post('/createChecks', b.standard({ amount_due: '100000.00' }));
    expect(res.body).toMatchObject({ status: 422, message: M.insufficientFunds });
    expect({ checks: await checkCount(), entries: await entries(), bills: await t.db.$count(bills) }).toEqual(before);
  });

  it('an amount the words cannot express is refused (Indian grouping); US grouping prints it', async () => {
    const c = await checkingCompany(t);
    await c.fund('2000000000.00');
    const res = await c.treasurer.post('/createChecks', c.standard({ amount_due: '1000000000.00' }));
    expect(res.body).toMatchObject({ status: 422, message: amountTooLargeForWords('indian') });
    await t.db.update(companies).set({ amountWordsGrouping: 'us' }).where(eq(companies.id, c.companyId));
    const ok = await c.treasurer.post('/createChecks', c.standard({ amount_due: '1000000000.00' }));
    expect(ok.status).toBe(200);
    const detail = await c.treasurer.get(`/getCheckInfoBySingleCheckId/${ok.body.checkId[0]}`);
    expect(detail.body.amountInWords).toBe('One Billion and 00/100');
  });
});

describe('voids', () => {
  it('a voucher check: its payments and bills return to Paid, nothing is posted, they go on a new check; a second void is 409', async () => {
    const [p1, p2] = await a.paid(['20.00', '21.00']);
    const made = await a.treasurer.post('/createChecks', a.voucher([p1, p2]));
    const id = made.body.checkId[0];
    const before = await entries();
    const res = await a.treasurer.get(`/voidCheck/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.message).toBe(M.statusUpdated);
    expect((await payments([p1, p2])).map((p) => [p.status, p.checkId])).toEqual([
      [2, null],
      [2, null],
    ]);
    expect(await billStatuses([p1, p2])).toEqual([2, 2]);
    expect(await entries()).toBe(before);
    const [row] = await t.db.select().from(checks).where(eq(checks.id, id));
    expect(row).toMatchObject({ status: 2, checkNumber: made.body.data[0].check_number });
    expect((await a.treasurer.get(`/voidCheck/${id}`)).status).toBe(409);
    // The voided check still shows its stubs, prints 0.
    const view = await a.treasurer.get(`/getCheckInfoBySingleCheckId/${id}`);
    expect(view.body.data.map((p: { bill_payment_id: number }) => p.bill_payment_id)).toEqual([p1, p2]);
    expect(view.body.amountInWords).toBe('Zero and 00/100');
    const again = await a.treasurer.post('/createChecks', a.voucher([p1, p2]));
    expect(again.status).toBe(200);
    expect(again.body.data[0].check_number).toBeGreaterThan(made.body.data[0].check_number);
  });

  it('a standard check voids its own bill and payment with reversing entries dated today', async () => {
    const before = (await a.treasurer.get(`/getBalanceByBankAcc/${a.bank}`)).body.finalAmount as string;
    const made = await a.treasurer.post('/createChecks', a.standard({ amount_due: '40.00' }));
    const check = made.body.data[0];
    expect((await a.treasurer.get(`/voidCheck/${check.id}`)).status).toBe(200);
    const [bill] = await t.db.select().from(bills).where(eq(bills.id, check.bill_id));
    expect(bill.status).toBe(1);
    const [payment] = await t.db.select().from(billPayments).where(eq(billPayments.billId, bill.id));
    expect(payment.status).toBe(1);
    const reversals = await t.db
      .select()
      .from(journalEntries)
      .where(and(inArray(journalEntries.sourceId, [bill.id, payment.id]), sql`${journalEntries.reversesEntryId} is not null`));
    expect(reversals.map((r) => r.entryDate)).toEqual([TODAY, TODAY]);
    expect((await a.treasurer.get(`/getBalanceByBankAcc/${a.bank}`)).body.finalAmount).toBe(before);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('voiding a payment on a check voids the check; its other payments return to Paid', async () => {
    const [p1, p2] = await a.paid(['11.00', '12.00']);
    const id = (await a.treasurer.post('/createChecks', a.voucher([p1, p2]))).body.checkId[0];
    expect((await a.treasurer.get(`/changeStatusOfBillPayment/${p1}`)).status).toBe(200);
    expect((await t.db.select().from(checks).where(eq(checks.id, id)))[0].status).toBe(2);
    expect((await payments([p1, p2])).map((p) => p.status)).toEqual([1, 2]);
    expect(await billStatuses([p1, p2])).toEqual([0, 2]);
  });

  it('voiding a bill on a check voids its payment and the check', async () => {
    const [p1] = await a.paid(['13.00']);
    const id = (await a.treasurer.post('/createChecks', a.voucher([p1]))).body.checkId[0];
    const [{ billId }] = await payments([p1]);
    expect((await a.treasurer.get(`/changeStatusOfBillIntoVoid/${billId}`)).status).toBe(200);
    expect((await t.db.select().from(checks).where(eq(checks.id, id)))[0].status).toBe(2);
    expect((await payments([p1]))[0].status).toBe(1);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it("another company's check is 404; Auditor may view but not void; without Check_Create no check", async () => {
    const [p] = await b.paid(['2.00']);
    const id = (await b.treasurer.post('/createChecks', b.voucher([p]))).body.checkId[0];
    expect((await a.treasurer.get(`/voidCheck/${id}`)).status).toBe(404);
    expect((await a.treasurer.get(`/getCheckInfoBySingleCheckId/${id}`)).status).toBe(404);
    expect((await a.treasurer.get(`/getPrintCheckInfoByCheckId/${id}`)).status).toBe(404);
    expect((await a.treasurer.post('/printMultipleCheckByVendor', { checkId: [id] })).status).toBe(404);
    const auditor = (await b.world.user('Auditor')).api;
    expect((await auditor.get(`/getCheckInfoBySingleCheckId/${id}`)).status).toBe(200);
    expect((await auditor.get(`/voidCheck/${id}`)).status).toBe(403);
    expect((await auditor.post('/createChecks', b.voucher([p]))).status).toBe(403);
    const viewer = (await userWith(t, b.world, ['Check_View'])).api;
    expect((await viewer.get('/listAllGeneratedCheck')).status).toBe(200);
    expect((await viewer.get(`/getBankAccountByCmpnyId/0`)).status).toBe(200);
    const none = (await userWith(t, b.world, ['Bills_View'])).api;
    expect((await none.get('/listAllGeneratedCheck')).status).toBe(403);
  });
});

describe('lists and views', () => {
  it('listAllGeneratedCheck: 5 a page, newest first, company and status filters, scoped to the company', async () => {
    const page = await a.treasurer.get('/listAllGeneratedCheck');
    expect(page.status).toBe(200);
    expect(page.body.data.per_page).toBe(5);
    expect(page.body.data.data.length).toBeLessThanOrEqual(5);
    const all = (await a.treasurer.get('/listAllGeneratedCheck?per_page=100')).body.data.data as Array<{ company_id: number; id: number; status: number }>;
    expect(all.every((r) => r.company_id === a.companyId)).toBe(true);
    expect(all.map((r) => r.id)).toEqual([...all.map((r) => r.id)].sort((x, y) => y - x));
    const voids = (await a.treasurer.get('/listAllGeneratedCheck?status=2&per_page=100')).body.data.data as Array<{ status: number }>;
    expect(voids.length).toBeGreaterThan(0);
    expect(voids.every((r) => r.status === 2)).toBe(true);
    expect((await a.treasurer.get('/getCheckByStatus/1?per_page=100')).body.data.data.every((r: { status: number }) => r.status === 1)).toBe(true);
    expect((await a.treasurer.get(`/listAllGeneratedCheck?company_id=${b.companyId}`)).status).toBe(404);
    const forB = (await admin.get(`/getCheckByCompanyId/${b.companyId}?per_page=100`)).body.data.data as Array<{ company_id: number }>;
    expect(forB.length).toBeGreaterThan(0);
    expect(forB.every((r) => r.company_id === b.companyId)).toBe(true);
    expect((await admin.get('/getCheckByCompanyId/0')).body.data.total).toBe(await checkCount());
    expect((await a.treasurer.get('/getCheckByStatus/3')).status).toBe(422);
  });

  it('getCheckInfoBySingleCheckId and the JSON print data carry the names of section 3', async () => {
    const [p] = await a.paid(['14.05']);
    const id = (await a.treasurer.post('/createChecks', a.voucher([p], { memo: 'Choir robes' }))).body.checkId[0];
    const res = await a.treasurer.get(`/getCheckInfoBySingleCheckId/${id}`);
    expect(res.body).toMatchObject({
      status: 200,
      check_type: 'voucher',
      checkData: { check_id: id, check_amount: '14.05', memo: 'Choir robes', status_name: 'Check' },
      getVendor: { name: a.vendor.name, billing_city: expect.any(String) },
      getCompany: { id: a.companyId, amount_words_grouping: 'indian' },
      amountInWords: 'Fourteen and 05/100',
      bankAccountBalance: expect.stringMatching(/^\d+\.\d\d$/),
    });
    expect(res.body.data[0]).toMatchObject({ bill_payment_id: p, amount: '14.05' });
    const print = await a.treasurer.get(`/getPrintCheckInfoByCheckId/${id}?format=json`);
    expect(print.body).toMatchObject({
      checkType: 'voucher',
      checkData: { check_amount: '14.05', memo: 'Choir robes', check_current_date: TODAY },
      getVendor: { name: a.vendor.name },
    });
    expect(print.body.data[0]).toMatchObject({ vendor_name: a.vendor.name, payment: '14.05', check_memo: 'Choir robes', discount: '0.00' });
    const pdf = await a.treasurer.get(`/getPrintCheckInfoByCheckId/${id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await a.treasurer.post('/printMultipleCheckByVendor', { checkId: [] })).body.message).toBe(CHECK_TEXT.printNone);
  });
});
