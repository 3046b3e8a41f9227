import { copyFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { download } from '../../../test/download.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-text.js';
import { testWorld } from '../../../test/world/server.js';
import type { WorldCompany } from '../../../test/world/world.js';

/*
 * A worked example of the 1099-NEC rules, computed by hand. Thresholds: $600.00 for 2025, $2,000.00 for 2026.
 *
 *   payee (W-9)                                  paid                                              NEC total  1099?
 *   2025
 *   Joan Jones (individual, SSN, nec)            bill 600.00 paid 2025-03-10                         600.00   yes (reaches 600)
 *   Sam Smith (no W-9, no class, nec)            bill 599.99 paid 2025-04-10                         599.99   no (below)
 *   2026
 *   Joan Jones                                   bill 1,500.00 paid 2025-12-30 on a voucher check
 *                                                dated 2026-01-02 (paid on the check's day: 2026),
 *                                                standard check 500.00 on 2026-02-01                2,000.00   yes
 *   Sam Smith                                    bill 1,999.99 paid 2026-03-01; bill 300.00 paid
 *                                                2026-03-02 then voided (left out)                  1,999.99   no (below), warned
 *   Acme Corp (C corporation, EIN, nec)          bill 5,000.00 paid 2026-03-05                       5,000.00   no (corporation)
 *   Dewey Law (C corporation, legal services)    bill 2,500.00 paid 2026-03-06                       2,500.00   yes (legal services)
 *   Church Mission (exempt, nec)                 bill 3,000.00 paid 2026-03-07                       3,000.00   no (exempt)
 *   Goods Inc (box none)                         bill 9,000.00 paid 2026-03-08                            -     not listed
 *   Pat Painter (individual, box none)           split bill paid 2026-03-09: paint 1,000.00 (vendor's
 *                                                box: none) + labor 2,100.00 (line box: nec)         2,100.00   yes
 */

let t: TestContext;
let co: WorldCompany;
let books: Awaited<ReturnType<WorldCompany['books']>>;
const v: Record<string, { id: number; ein: string }> = {};
let auditorToken: string;
let treasurerToken: string;
let refs = 0;

async function on(day: string) {
  t.setNow(new Date(`${day}T12:00:00Z`));
  treasurerToken = await loginAs(t.app, co.treasurer.email, co.treasurer.password);
  return api(t.app, treasurerToken);
}

async function billPaid(vendor: string, amount: string, day: string, lines?: Array<{ amount: string; memo: string; form_1099_box?: string }>) {
  const a = await on(day);
  const tags = { account_id: books.expense, fund_program_id: books.fundProgramId, funtional_expenses_id: books.functionalExpenseId };
  const bill = await a.post('/createPayBills', {
    ...(lines ? { lines: lines.map((l) => ({ ...tags, ...l })) } : {}),
    company_id: co.id,
    refrence: `R${++refs}`,
    bill_due: day,
    vendor_id: v[vendor].id,
    amount_due: amount,
    account_payable_id: books.payable,
    account_id: books.expense,
    fund_program_id: books.fundProgramId,
    funtional_expenses_id: books.functionalExpenseId,
    date: day,
  });
  expect(bill.status, JSON.stringify(bill.body)).toBe(200);
  const paid = await a.post('/createBillPayment', {
    company_id: co.id,
    account_payable_id: books.payable,
    account_id: books.bank,
    bill_amount_info: [{ bill_id: bill.body.data.id, discount: '0' }],
    button_status: 'save',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return (paid.body.data as Array<{ id: number }>)[0].id;
}

beforeAll(async () => {
  t = await createTestContext();
  t.setNow(new Date('2025-01-02T12:00:00Z'));
  const world = testWorld(t);
  co = await world.company({ name: 'Bethel Assembly' });
  books = await co.books();
  await co.fund('50000.00', undefined, '2025-01-02');
  const w9 = { w9: true, w9_received_on: '2025-01-02', default_1099_box: 'nec' };
  v.jones = await co.vendor({ name: 'Joan Jones', ein: '123-45-6789', tax_classification: 'individual', tin_type: 'SSN', ...w9 });
  // The vendor form requires an EIN: Smith's is a placeholder the treasurer has not replaced by a TIN yet.
  v.smith = await co.vendor({ name: 'Sam Smith', ein: '-', w9: false, default_1099_box: 'nec' });
  v.acme = await co.vendor({ name: 'Acme Corp', ein: '11-1111111', tax_classification: 'c_corporation', tin_type: 'EIN', ...w9 });
  v.dewey = await co.vendor({ name: 'Dewey Law', ein: '22-2222222', tax_classification: 'c_corporation', tin_type: 'EIN', legal_services: true, ...w9 });
  v.mission = await co.vendor({ name: 'Church Mission', ein: '33-3333333', tax_classification: 'exempt', tin_type: 'EIN', ...w9 });
  v.goods = await co.vendor({ name: 'Goods Inc', ein: '44-4444444', tax_classification: 'c_corporation', tin_type: 'EIN', w9: true });

  v.painter = await co.vendor({
    name: 'Pat Painter',
    ein: '555-44-3333',
    tax_classification: 'individual',
    tin_type: 'SSN',
    w9: true,
    w9_received_on: '2025-01-02',
  });

  await billPaid('jones', '600.00', '2025-03-10');
  await billPaid('smith', '599.99', '2025-04-10');
  const onCheck = await billPaid('jones', '1500.00', '2025-12-30');
  const check = await (await on('2026-01-02')).post('/createChecks', {
    company_id: co.id,
    check_type: 'voucher',
    check_number: '',
    memo: 'January run',
    bank_account_id: books.bank,
    check_list: [{ bill_payment_id: onCheck }],
  });
  expect(check.status, JSON.stringify(check.body)).toBe(200);
  const standard = await (await on('2026-02-01')).post('/createChecks', {
    company_id: co.id,
    check_type: 'standard',
    refrence: '2026020101',
    bill_due: '2026-02-10',
    vendor_id: v.jones.id,
    memo: 'Guest preaching',
    amount_due: '500.00',
    account_payable_id: books.payable,
    account_id: books.expense,
    fund_program_id: books.fundProgramId,
    funtional_expenses_id: books.functionalExpenseId,
    bank_account_id: books.bank,
    check_number: '',
  });
  expect(standard.status, JSON.stringify(standard.body)).toBe(200);
  await billPaid('smith', '1999.99', '2026-03-01');
  const voided = await billPaid('smith', '300.00', '2026-03-02');
  expect((await (await on('2026-03-03')).get(`/changeStatusOfBillPayment/${voided}`)).status).toBe(200);
  await billPaid('acme', '5000.00', '2026-03-05');
  await billPaid('dewey', '2500.00', '2026-03-06');
  await billPaid('mission', '3000.00', '2026-03-07');
  await billPaid('goods', '9000.00', '2026-03-08');
  await billPaid('painter', '3100.00', '2026-03-09', [
    { amount: '1000.00', memo: 'Paint and brushes' },
    { amount: '2100.00', memo: 'Labor', form_1099_box: 'nec' },
  ]);
  t.setNow(null);
  auditorToken = (await co.user('Auditor')).token;
  treasurerToken = await loginAs(t.app, co.treasurer.email, co.treasurer.password);
}, 300_000);
afterAll(async () => {
  await t.close();
});

type Row = { vendor_name: string; total_paid: string; reportable: boolean; reason: string | null; warnings: string[]; tin: string; payments: number };
const report = async (token: string, year: number) => {
  const res = await api(t.app, token).get(`/reports/1099-nec?year=${year}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { rows: Row[]; threshold: string; reportable_count: number; reportable_total: string; company_name: string };
};
const judged = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.vendor_name, [r.total_paid, r.reportable]]));

describe('GET /reports/1099-nec: the worked example', () => {
  it('2025: $600 threshold, reached exactly by one payee and missed by a cent by the other', async () => {
    const d = await report(treasurerToken, 2025);
    expect(d.threshold).toBe('600.00');
    expect(judged(d.rows)).toEqual({ 'Joan Jones': ['600.00', true], 'Sam Smith': ['599.99', false] });
    expect(d.rows.find((r) => r.vendor_name === 'Sam Smith')?.reason).toBe('Below the $600.00 threshold');
  });

  it('2026: $2,000 threshold, paid on the check date, voids out, corporations out except legal services, exempt out, goods not listed', async () => {
    const d = await report(treasurerToken, 2026);
    expect(d.threshold).toBe('2000.00');
    expect(judged(d.rows)).toEqual({
      'Acme Corp': ['5000.00', false],
      'Church Mission': ['3000.00', false],
      'Dewey Law': ['2500.00', true],
      'Joan Jones': ['2000.00', true],
      'Pat Painter': ['2100.00', true],
      'Sam Smith': ['1999.99', false],
    });
    const by = Object.fromEntries(d.rows.map((r) => [r.vendor_name, r]));
    expect(by['Joan Jones'].payments).toBe(2);
    expect(by['Acme Corp'].reason).toBe('A corporation (no 1099-NEC except for legal services)');
    expect(by['Church Mission'].reason).toBe('An exempt payee');
    expect(by['Sam Smith'].warnings).toEqual(['No W-9 on file', 'No TIN', 'No tax classification on the W-9']);
    expect(by['Joan Jones'].warnings).toEqual([]);
    expect([d.reportable_count, d.reportable_total]).toEqual([3, '6600.00']);
  });

  it('shows the TIN in full to a Vendor_Edit holder and its last four digits to the auditor', async () => {
    const full = await report(treasurerToken, 2026);
    expect(full.rows.find((r) => r.vendor_name === 'Joan Jones')?.tin).toBe('123-45-6789');
    const masked = await report(auditorToken, 2026);
    expect(masked.rows.find((r) => r.vendor_name === 'Joan Jones')?.tin).toBe('***-**-6789');
    expect(JSON.stringify(masked)).not.toContain('123-45-6789');
    // The vendor list and view mask it for the auditor too; the treasurer reads it whole.
    const list = await api(t.app, auditorToken).get('/vendor?per_page=50');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain('123-45-6789');
    const view = await api(t.app, treasurerToken).get(`/vendor/edit/${v.jones.id}`);
    expect(view.body.data.ein).toBe('123-45-6789');
  });
});

describe('files', () => {
  it("the filer's CSV lists the reportable payees with box 1", async () => {
    const res = await download(t.app, treasurerToken, '/reports/1099-nec?year=2026&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = res.bytes.toString('utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = text.trim().split('\r\n');
    expect(header).toContain('"Recipient TIN","Recipient Name"');
    expect(rows).toHaveLength(3);
    expect(rows.join('\n')).toContain('"123-45-6789","Joan Jones"');
    expect(rows.find((r) => r.includes('Joan Jones'))).toMatch(/,2000\.00,0\.00$/);
    expect(rows.find((r) => r.includes('Dewey Law'))).toMatch(/,2500\.00,0\.00$/);
  });

  it("prints each reportable payee's Copy B, one page each, the recipient's TIN truncated", async () => {
    const res = await download(t.app, auditorToken, '/reports/1099-nec/copy-b?year=2026');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = readPdf(res.bytes, '1099-copy-b');
    expect(pdf.pages).toBe(3);
    const all = `${pdf.text(1)}\n${pdf.text(2)}\n${pdf.text(3)}`;
    for (const s of [
      'Form 1099-NEC',
      'Copy B',
      'For Recipient',
      'Calendar year 2026',
      'Bethel Assembly',
      'Dewey Law',
      'Joan Jones',
      '$2,500.00',
      '$2,000.00',
      '***-**-6789',
    ])
      expect(all, s).toContain(s);
    expect(all).not.toContain('123-45-6789');
    if (process.env.F1099_PDF_DIR) copyFileSync(pdf.file, `${process.env.F1099_PDF_DIR}/copy-b.pdf`);
  });

  it('one payee: 409 when it gets no form, 404 for another company', async () => {
    const a = api(t.app, auditorToken);
    expect((await download(t.app, auditorToken, `/reports/1099-nec/copy-b?year=2026&vendor_id=${v.jones.id}`)).status).toBe(200);
    const acme = await a.get(`/reports/1099-nec/copy-b?year=2026&vendor_id=${v.acme.id}`);
    expect(acme.status).toBe(409);
    expect(acme.body.message).toBe('This payee gets no 1099-NEC for the year.');
    const other = await testWorld(t).company();
    const stranger = await other.vendor();
    expect((await a.get(`/reports/1099-nec/copy-b?year=2026&vendor_id=${stranger.id}`)).status).toBe(404);
    expect((await a.get('/reports/1099-nec/copy-b?year=2024')).status).toBe(409);
  });
});

describe('rules of the calls', () => {
  it('Super-Admin names the company; a bad year is a 422; another company is a 404', async () => {
    const admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
    expect((await admin.get('/reports/1099-nec?year=2026')).status).toBe(422);
    const d = await admin.get(`/reports/1099-nec?year=2026&company_id=${co.id}`);
    expect(d.body.data.reportable_count).toBe(3);
    expect((await api(t.app, treasurerToken).get('/reports/1099-nec?year=1999')).status).toBe(422);
    expect((await api(t.app, treasurerToken).get('/reports/1099-nec?year=abc')).status).toBe(422);
    const other = await testWorld(t).company();
    expect((await api(t.app, treasurerToken).get(`/reports/1099-nec?year=2026&company_id=${other.id}`)).status).toBe(404);
  });

  it('the vendor keeps its W-9 facts when an update leaves them out, and refuses bad ones', async () => {
    const a = api(t.app, treasurerToken);
    const view = (await a.get(`/vendor/edit/${v.dewey.id}`)).body.data;
    const { tax_classification, tin_type, legal_services, w9_received_on, default_1099_box, id, company_name, vendor_number, ...spec } = view;
    const saved = await a.post(`/vendor/update/${v.dewey.id}`, spec);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ tax_classification: 'c_corporation', legal_services: true, default_1099_box: 'nec', tin_type: 'EIN' });
    const bad = await a.post(`/vendor/update/${v.dewey.id}`, { ...spec, tax_classification: 'llc', default_1099_box: 'w2' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Choose the W-9 tax classification');
    expect((await a.get(`/vendor/edit/${v.dewey.id}`)).body.data.tax_classification).toBe('c_corporation');
  });
});
