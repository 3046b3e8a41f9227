import { copyFileSync } from 'node:fs';
import { M } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { download, readXlsx } from '../../../test/download.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-text.js';
import { testWorld, userWith } from '../../../test/world/server.js';
import type { WorldCompany } from '../../../test/world/world.js';

/*
 * A worked example computed by hand. Two vendors; every bill posts Dr 5200 / Cr 2000 A/P on its date, a
 * payment Dr 2000 (amount due) / Cr 1000 (payment) / Cr 5200 (discount) on its date, a void reverses on its date.
 *
 *   bill  vendor  dated       due         amount    then
 *   A1    Acme    2026-01-05  2026-01-05    100.00  paid 2026-04-20 (voucher check 2026-04-21)
 *   A4    Acme    2026-01-20  2026-02-01     70.00
 *   A2    Acme    2026-02-10  2026-02-20    200.00
 *   B1    Bright  2026-03-01  2026-03-31    300.00
 *   B2    Bright  2026-03-15  2026-04-14    400.00
 *   A3    Acme    2026-03-20  2026-03-25     50.00  voided 2026-04-05
 *   B3    Bright  2026-04-10  2026-05-10  1,000.00  paid 2026-04-20: 980.00 and a 20.00 discount
 *
 * As of 2026-03-22 (A3 not yet voided, B2 not yet due): A1 due Jan 5 = 76 days -> 61-90; A4 due Feb 1 = 49 -> 31-60;
 *   A2 due Feb 20 = 30 -> 1-30; A3 due Mar 25: current; B1 due Mar 31: current; B2 due Apr 14: current.
 *   Acme: current 50, 1-30 200, 31-60 70, 61-90 100, total 420.00; Bright: current 700.00. Total 1,120.00.
 * As of 2026-04-15 (A3 voided on Apr 5: gone; B3 paid on Apr 20, AFTER the day: still owed):
 *   A1 Jan 5 -> 100 days: over 90 | A4 Feb 1 -> 73: 61-90 | A2 Feb 20 -> 54: 31-60
 *   B1 Mar 31 -> 15: 1-30 | B2 Apr 14 -> 1: 1-30 | B3 May 10: current
 *   Acme: 31-60 200, 61-90 70, over 90 100 = 370.00; Bright: current 1,000, 1-30 700 = 1,700.00.
 *   Totals: current 1,000.00, 1-30 700.00, 31-60 200.00, 61-90 70.00, over 90 100.00, total 2,070.00.
 * As of 2026-06-30, a day after the last posting (A1 and B3 paid): A4 Feb 1 -> 149, A2 Feb 20 -> 130, B1 Mar 31 -> 91:
 *   over 90; B2 Apr 14 -> 77: 61-90. Acme over 90 270.00; Bright 61-90 400, over 90 300 = 700.00. Total 970.00.
 * As of 2099-12-31: the same 970.00, all over 90.
 * Each total equals the trial balance's 2000 Accounts Payable credit on the same day.
 *
 * Vendor statement of Bright, 2026-03-10 .. 2026-04-30: opening 300.00 (B1); +400.00 B2 = 700.00;
 *   +1,000.00 B3 = 1,700.00; payment -980.00 = 720.00; discount -20.00 = 700.00. Closing 700.00.
 * Vendor statement of Acme, 2026-03-01 .. 2026-04-30: opening 370.00 (A1 + A4 + A2); +50.00 A3 = 420.00;
 *   void of A3 -50.00 = 370.00; payment of A1 -100.00 = 270.00; the voucher check (no amount of its own). Closing 270.00.
 */

let t: TestContext;
let co: WorldCompany;
let otherCompanyId: number;
let acme: { id: number };
let bright: { id: number };
let auditorToken: string;
let auditor: ReturnType<typeof api>;
const bills: Record<string, { id: number; bill_number: number }> = {};

/** Moves the app's clock to noon UTC of `day` and signs the treasurer in again (a session idles out over days). */
async function on(day: string) {
  t.setNow(new Date(`${day}T12:00:00Z`));
  return api(t.app, await loginAs(t.app, co.treasurer.email, co.treasurer.password));
}

beforeAll(async () => {
  t = await createTestContext();
  t.setNow(new Date('2026-01-05T12:00:00Z'));
  const world = testWorld(t);
  co = await world.company({ name: 'Grace Chapel' });
  const books = await co.books();
  acme = await co.vendor({ name: 'Acme Utilities' });
  bright = await co.vendor({ name: 'Bright Roofing' });
  await co.fund('5000.00', undefined, '2026-01-05');
  const bill = async (key: string, vendorId: number, day: string, due: string, amount: string) => {
    const res = await (await on(day)).post('/createPayBills', {
      company_id: co.id,
      refrence: key,
      bill_due: due,
      vendor_id: vendorId,
      amount_due: amount,
      account_payable_id: books.payable,
      account_id: books.expense,
      fund_program_id: books.fundProgramId,
      funtional_expenses_id: books.functionalExpenseId,
      date: day,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    bills[key] = res.body.data;
  };
  await bill('A1', acme.id, '2026-01-05', '2026-01-05', '100.00');
  await bill('A4', acme.id, '2026-01-20', '2026-02-01', '70.00');
  await bill('A2', acme.id, '2026-02-10', '2026-02-20', '200.00');
  await bill('B1', bright.id, '2026-03-01', '2026-03-31', '300.00');
  await bill('B2', bright.id, '2026-03-15', '2026-04-14', '400.00');
  await bill('A3', acme.id, '2026-03-20', '2026-03-25', '50.00');
  expect((await (await on('2026-04-05')).get(`/changeStatusOfBillIntoVoid/${bills.A3.id}`)).status).toBe(200);
  await bill('B3', bright.id, '2026-04-10', '2026-05-10', '1000.00');
  const paid = await (await on('2026-04-20')).post('/createBillPayment', {
    company_id: co.id,
    account_payable_id: books.payable,
    account_id: books.bank,
    bill_amount_info: [
      { bill_id: bills.B3.id, discount: '20.00' },
      { bill_id: bills.A1.id, discount: '0' },
    ],
    button_status: 'save',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const a1Payment = (paid.body.data as Array<{ id: number; bill_id: number }>).find((p) => p.bill_id === bills.A1.id)!;
  const check = await (await on('2026-04-21')).post('/createChecks', {
    company_id: co.id,
    check_type: 'voucher',
    check_number: '',
    memo: 'April run',
    bank_account_id: books.bank,
    check_list: [{ bill_payment_id: a1Payment.id }],
  });
  expect(check.status, JSON.stringify(check.body)).toBe(200);
  t.setNow(null);
  otherCompanyId = (await world.company()).id;
  const aud = await co.user('Auditor');
  auditorToken = aud.token;
  auditor = aud.api as unknown as ReturnType<typeof api>;
  // About 20 calls with a sign-in each: more than the default minute on a loaded machine.
}, 240_000);
afterAll(async () => {
  await t.close();
});

const get = async (path: string) => {
  const res = await auditor.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
type Row = { vendor_name: string; current: string; days_1_30: string; days_31_60: string; days_61_90: string; over_90: string; total: string };
const buckets = (r: Row) => [r.current, r.days_1_30, r.days_31_60, r.days_61_90, r.over_90, r.total];
const byVendor = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.vendor_name, buckets(r)]));
const payableOnTrialBalance = async (asOf: string) => {
  const tb = await get(`/reports/trial-balance?as_of=${asOf}`);
  return (tb.rows.find((r: { account_number: string }) => r.account_number === '2000')?.credit ?? '0.00') as string;
};

describe('A/P aging: the worked example, to the cent', () => {
  it('as of 2026-03-22: the bill voided later is still owed', async () => {
    const d = await get('/reports/ap-aging?as_of=2026-03-22');
    expect(byVendor(d.rows)).toEqual({
      'Acme Utilities': ['50.00', '200.00', '70.00', '100.00', '0.00', '420.00'],
      'Bright Roofing': ['700.00', '0.00', '0.00', '0.00', '0.00', '700.00'],
    });
    expect(buckets(d.totals)).toEqual(['750.00', '200.00', '70.00', '100.00', '0.00', '1120.00']);
    expect(d.payable_balance).toBe('1120.00');
    expect(await payableOnTrialBalance('2026-03-22')).toBe('1120.00');
  });

  it('as of 2026-04-15: the void is gone, the bill paid on Apr 20 is still owed, every bucket used', async () => {
    const d = await get('/reports/ap-aging?as_of=2026-04-15');
    expect(d.as_of).toBe('2026-04-15');
    expect(d.company_name).toBe('Grace Chapel');
    expect(byVendor(d.rows)).toEqual({
      'Acme Utilities': ['0.00', '0.00', '200.00', '70.00', '100.00', '370.00'],
      'Bright Roofing': ['1000.00', '700.00', '0.00', '0.00', '0.00', '1700.00'],
    });
    expect(buckets(d.totals)).toEqual(['1000.00', '700.00', '200.00', '70.00', '100.00', '2070.00']);
    expect(await payableOnTrialBalance('2026-04-15')).toBe('2070.00');
    // The drill-down: each vendor's open bills, oldest due first, with their age.
    const acmeBills = d.rows[0].bills.map((b: { bill_id: number; days_past_due: number; bucket: string; open_amount: string }) => [
      b.bill_id,
      b.days_past_due,
      b.bucket,
      b.open_amount,
    ]);
    expect(acmeBills).toEqual([
      [bills.A1.id, 100, 'over_90', '100.00'],
      [bills.A4.id, 73, 'days_61_90', '70.00'],
      [bills.A2.id, 54, 'days_31_60', '200.00'],
    ]);
    expect(d.rows[1].bills.map((b: { bill_id: number; days_past_due: number }) => [b.bill_id, b.days_past_due])).toEqual([
      [bills.B1.id, 15],
      [bills.B2.id, 1],
      [bills.B3.id, -25],
    ]);
  });

  it('later dates move the unpaid bills into later buckets; paid bills leave', async () => {
    const june = await get('/reports/ap-aging?as_of=2026-06-30');
    expect(byVendor(june.rows)).toEqual({
      'Acme Utilities': ['0.00', '0.00', '0.00', '0.00', '270.00', '270.00'],
      'Bright Roofing': ['0.00', '0.00', '0.00', '400.00', '300.00', '700.00'],
    });
    expect(june.totals.total).toBe('970.00');
    expect(await payableOnTrialBalance('2026-06-30')).toBe('970.00');
    const future = await get('/reports/ap-aging?as_of=2099-12-31');
    expect(buckets(future.totals)).toEqual(['0.00', '0.00', '0.00', '0.00', '970.00', '970.00']);
    expect(future.payable_balance).toBe('970.00');
    // Before the first bill: nothing owed.
    expect((await get('/reports/ap-aging?as_of=2026-01-04')).rows).toEqual([]);
    // The default is today: every bill is past its 2026 due date or paid by now.
    const today = await get('/reports/ap-aging');
    expect(today.totals.total).toBe('970.00');
  });
});

describe('vendor statement: the worked example', () => {
  const lines = (d: { lines: Array<{ date: string; kind: string; charge: string; credit: string; balance: string }> }) =>
    d.lines.map((l) => [l.date, l.kind, l.charge, l.credit, l.balance]);

  it('Bright: bills, a payment and its discount, with the running balance', async () => {
    const d = await get(`/reports/vendor-statement?vendor_id=${bright.id}&from=2026-03-10&to=2026-04-30`);
    expect(d.vendor_name).toBe('Bright Roofing');
    expect(d.opening_balance).toBe('300.00');
    expect(lines(d)).toEqual([
      ['2026-03-15', 'bill', '400.00', '0.00', '700.00'],
      ['2026-04-10', 'bill', '1000.00', '0.00', '1700.00'],
      ['2026-04-20', 'payment', '0.00', '980.00', '720.00'],
      ['2026-04-20', 'discount', '0.00', '20.00', '700.00'],
    ]);
    expect([d.total_charges, d.total_credits, d.closing_balance]).toEqual(['1400.00', '1000.00', '700.00']);
    expect(d.lines[0].description).toBe(`Bill #${bills.B2.bill_number} (Ref B2)`);
  });

  it('Acme: a bill and its void, a payment and the check that carried it', async () => {
    const d = await get(`/reports/vendor-statement?vendor_id=${acme.id}&from=2026-03-01&to=2026-04-30`);
    expect(d.opening_balance).toBe('370.00');
    expect(lines(d)).toEqual([
      ['2026-03-20', 'bill', '50.00', '0.00', '420.00'],
      ['2026-04-05', 'void', '0.00', '50.00', '370.00'],
      ['2026-04-20', 'payment', '0.00', '100.00', '270.00'],
      ['2026-04-21', 'check', '0.00', '0.00', '270.00'],
    ]);
    expect(d.lines[1].description).toBe(`Void of Bill #${bills.A3.bill_number} (Ref A3)`);
    expect(d.lines[2].description).toMatch(new RegExp(`^Payment of Bill #${bills.A1.bill_number} \\(check #\\d+\\)$`));
    expect(d.lines[3].description).toMatch(/^Check #\d+ \(voucher, 100\.00\)$/);
    expect(d.closing_balance).toBe('270.00');
    // The closing balance is the aging's vendor total on the same day.
    const aging = await get('/reports/ap-aging?as_of=2026-04-30');
    expect(aging.rows.find((r: Row) => r.vendor_name === 'Acme Utilities').total).toBe('270.00');
  });
});

describe('files', () => {
  it('the aging PDF shows the buckets, the vendors, their bills and the totals', async () => {
    const res = await download(t.app, auditorToken, '/reports/ap-aging?as_of=2026-04-15&format=pdf');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="ap-aging-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const pdf = readPdf(res.bytes, 'ap-aging');
    const text = pdf.text(1);
    for (const s of [
      'Grace Chapel',
      'A/P Aging',
      'As of Apr 15, 2026',
      'Current',
      '1-30 days',
      'Over 90 days',
      'Acme Utilities',
      'Bright Roofing',
      '2,070.00',
      '1,700.00',
    ])
      expect(text, s).toContain(s);
    expect(text).toMatch(new RegExp(`Bill #${bills.A1.bill_number} \\(A1\\) due Jan 05, 2026`));
    // To look at it: PAYABLES_PDF_DIR=/tmp/x npx vitest run <this file>, then pdftoppm -png /tmp/x/*.pdf
    if (process.env.PAYABLES_PDF_DIR) copyFileSync(pdf.file, `${process.env.PAYABLES_PDF_DIR}/ap-aging.pdf`);
  });

  it('the vendor statement PDF lists the lines with the running balance', async () => {
    const res = await download(t.app, auditorToken, `/reports/vendor-statement?vendor_id=${bright.id}&from=2026-03-10&to=2026-04-30&format=pdf`);
    expect(res.status).toBe(200);
    const pdf = readPdf(res.bytes, 'vendor-statement');
    const text = pdf.text(1);
    for (const s of [
      'Vendor Statement: Bright Roofing',
      'Mar 10, 2026 to Apr 30, 2026',
      'Opening balance on Mar 10, 2026',
      'Discount on Bill',
      '1,700.00',
      'Closing balance on Apr 30, 2026',
    ])
      expect(text, s).toContain(s);
    if (process.env.PAYABLES_PDF_DIR) copyFileSync(pdf.file, `${process.env.PAYABLES_PDF_DIR}/vendor-statement.pdf`);
  });

  it('Excel files read back with their totals', async () => {
    const res = await download(t.app, auditorToken, '/reports/ap-aging?as_of=2026-04-15&format=xlsx');
    expect(res.status).toBe(200);
    const { rows } = await readXlsx(res.bytes);
    const byLabel = new Map(rows.map((r) => [String(r.getCell(1).value ?? '').trim(), r]));
    const values = (label: string) => [2, 3, 4, 5, 6, 7].map((c) => byLabel.get(label)!.getCell(c).value ?? 0);
    expect(values('Total')).toEqual([1000, 700, 200, 70, 100, 2070]);
    expect(values('Bright Roofing')).toEqual([1000, 700, 0, 0, 0, 1700]);
    const st = await readXlsx(
      (await download(t.app, auditorToken, `/reports/vendor-statement?vendor_id=${bright.id}&from=2026-03-10&to=2026-04-30&format=xlsx`)).bytes,
    );
    const closing = st.rows.find((r) => String(r.getCell(1).value).startsWith('Closing balance'))!;
    expect([closing.getCell(2).value, closing.getCell(3).value, closing.getCell(4).value]).toEqual([1400, 1000, 700]);
  });
});

describe('access', () => {
  it('needs Reports_View', async () => {
    const nobody = (await userWith(t, co, ['ChartofAccounts_View'])).api;
    expect((await nobody.get('/reports/ap-aging')).status).toBe(403);
    expect((await nobody.get(`/reports/vendor-statement?vendor_id=${acme.id}`)).status).toBe(403);
  });

  it("another company's id or vendor is 404; Super-Admin must choose a company", async () => {
    expect((await auditor.get(`/reports/ap-aging?company_id=${otherCompanyId}`)).status).toBe(404);
    expect((await auditor.get(`/reports/vendor-statement?company_id=${otherCompanyId}&vendor_id=${acme.id}`)).status).toBe(404);
    const admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
    const none = await admin.get('/reports/ap-aging');
    expect(none.status).toBe(422);
    expect(none.body.errors.company_id).toEqual([M.selectCompany]);
    const named = await admin.get(`/reports/ap-aging?company_id=${co.id}&as_of=2026-04-15`);
    expect(named.body.data.totals.total).toBe('2070.00');
    // Grace Chapel's vendor under another company: 404.
    expect((await admin.get(`/reports/vendor-statement?company_id=${otherCompanyId}&vendor_id=${acme.id}`)).status).toBe(404);
  });

  it('refuses bad dates, a period ending before it starts, a missing vendor and a bad format', async () => {
    expect((await auditor.get('/reports/ap-aging?as_of=2026-02-30')).status).toBe(422);
    expect((await auditor.get('/reports/ap-aging?format=doc')).status).toBe(422);
    const backwards = await auditor.get(`/reports/vendor-statement?vendor_id=${acme.id}&from=2026-05-01&to=2026-04-30`);
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.from).toBeDefined();
    expect((await auditor.get('/reports/vendor-statement')).status).toBe(422);
    // Hostile values (the fuzz test's kind): a 4xx, never a 500.
    for (const q of ['as_of=%00', 'as_of=9999-99-99', "company_id='%3Bdrop", 'company_id=-1', 'company_id=99999999999', 'format=%F0%9F%98%80']) {
      const res = await auditor.get(`/reports/ap-aging?${q}`);
      expect(res.status, q).toBeGreaterThanOrEqual(400);
      expect(res.status, q).toBeLessThan(500);
    }
    for (const q of [
      'vendor_id=-1',
      'vendor_id=abc',
      'vendor_id=99999999999',
      'vendor_id=2147483647',
      `vendor_id=${acme.id}&from=%00`,
      `vendor_id=${acme.id}&to=0000-00-00`,
    ]) {
      const res = await auditor.get(`/reports/vendor-statement?${q}`);
      expect(res.status, q).toBeGreaterThanOrEqual(400);
      expect(res.status, q).toBeLessThan(500);
    }
  });
});
