import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs, type Res } from '../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../test/harness.js';
import { isoDay } from './calendar.js';
import { DEMO_COMPANIES, DEMO_PASSWORD } from './companies.js';
import { companiesIn, DemoRefused, type DemoSummary, loadDemo } from './load-demo.js';

type Client = ReturnType<typeof api>;

let t: TestContext;
let summary: DemoSummary;
let admin: Client;
const ids: Record<string, number> = {};
const today = isoDay(new Date());

/** Rows and total of a list answer ({ data: page } or { data: rows }). */
const page = (res: Res) => {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  const data = res.body.data;
  return { rows: (Array.isArray(data) ? data : data.data) as any[], total: (Array.isArray(data) ? data.length : data.total) as number };
};

const signIn = (email: string) => loginAs(t.app, email, DEMO_PASSWORD);

describe('npm run demo', () => {
  beforeAll(async () => {
    t = await createTestContext();
    summary = await loadDemo(t.db);
    admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
    for (const c of page(await admin.get('/company?per_page=100')).rows) ids[c.legal_name] = c.id;
  }, 900_000);
  afterAll(async () => t?.close());

  it('makes a district and three local assemblies, and keeps the Super-Admin that was already there', () => {
    expect(Object.keys(ids).sort()).toEqual(DEMO_COMPANIES.map((c) => c.legalName).sort());
    expect(summary.admin).toEqual({ email: ADMIN.email, password: null });
    expect(summary.companies.map((c) => c.level)).toEqual(['District', 'Local Assembly', 'Local Assembly', 'Local Assembly']);
  });

  it('balances the books of every company (trial balance difference 0.00)', async () => {
    for (const [name, id] of Object.entries(ids)) {
      const res = await admin.get(`/reports/trial-balance?company_id=${id}`);
      expect(res.status).toBe(200);
      expect(res.body.data.difference, name).toBe('0.00');
      expect(Number(res.body.data.total_debit), name).toBeGreaterThan(100_000);
    }
  });

  it('lets every demo user sign in with the printed password', async () => {
    for (const c of summary.companies.filter((x) => !x.twoFactor)) {
      for (const u of c.users) {
        const res = await api(t.app).post('/login', { email: u.email, password: summary.password });
        expect(res.status, u.email).toBe(200);
        expect(res.body.data.authentication).toBe(false);
      }
    }
  });

  it('signs a user of the two-factor assembly in with the code from the mail', async () => {
    const email = 'treasurer@cornerstone.example.org';
    const res = await api(t.app).post('/login', { email, password: DEMO_PASSWORD });
    expect(res.body.data.authentication).toBe(true);
    await t.app.deps.mail.flush();
    const code = /\b(\d{6})\b/.exec(t.mail.sent.findLast((m) => m.to === email)?.text ?? '')?.[1];
    const ok = await api(t.app, res.body.data.access_token).post('/user/otp-verify', { otp: code, id: res.body.data.id });
    expect(ok.status).toBe(200);
    expect(page(await api(t.app, ok.body.data.access_token).get('/vendor')).total).toBeGreaterThan(5);
  });

  it('fills every list a treasurer opens, through the real routes', async () => {
    const grace = ids['Grace Chapel Church of God'];
    const treasurer = api(t.app, await signIn('treasurer@gracechapel.example.org'));
    expect(page(await treasurer.get(`/getCompanyData/${grace}?per_page=100`)).total).toBeGreaterThanOrEqual(37);
    expect(page(await treasurer.get('/vendor')).total).toBeGreaterThanOrEqual(12);
    expect(page(await treasurer.get('/getAllPayBillsInfo')).total).toBeGreaterThan(100);
    expect(page(await treasurer.get('/viewBillPayment')).total).toBeGreaterThan(100);
    expect(page(await treasurer.get('/listAllGeneratedCheck')).total).toBeGreaterThan(50);
    expect(page(await treasurer.get('/journals')).total).toBeGreaterThan(20);
    expect(page(await treasurer.get('/viewFundProgram')).total).toBeGreaterThanOrEqual(5);
    // One order in every status: Draft, Pending For Approval, Approved, Pending from vendor, Completed, Void, Decline.
    for (const status of [1, 2, 3, 4, 5, 6, 7])
      expect(page(await treasurer.get(`/listSelectedStatusPurchaseOrder/${status}`)).total, `status ${status}`).toBeGreaterThan(0);
    // Voids of each kind, as a treasurer meets them.
    expect(page(await treasurer.get('/getBillByStatusId/1')).total).toBeGreaterThan(0);
    expect(page(await treasurer.get('/viewBillPayment?status=1')).total).toBeGreaterThan(0);
    expect(page(await treasurer.get('/listAllGeneratedCheck?status=2')).total).toBeGreaterThan(0);
  });

  it('records a year of weekly offerings as deposits: designated gifts, pass-through money and returned checks', async () => {
    const treasurer = api(t.app, await signIn('treasurer@gracechapel.example.org'));
    const list = page(await treasurer.get('/deposits?per_page=100'));
    // A Sunday offering every week of the year and the building gifts once a month.
    expect(list.total).toBeGreaterThanOrEqual(52 + 11);
    const views = await Promise.all(list.rows.slice(0, 100).map(async (d) => (await treasurer.get(`/deposits/${d.id}`)).body));
    const lines = views.flatMap((v) => v.lines as Array<{ account_number?: string; account_name?: string; method: string; returned: boolean }>);
    expect(lines.some((l) => l.method === 'cash')).toBe(true);
    expect(lines.some((l) => l.method === 'check')).toBe(true);
    expect(lines.some((l) => l.method === 'electronic')).toBe(true);
    expect(JSON.stringify(views)).toContain('Funds held for others');
    expect(JSON.stringify(views)).toContain('Building Fund');
    // Three checks of the year came back from the bank (one with a fee): those in the last 100 deposits at least.
    const all = await Promise.all(
      page(await treasurer.get(`/deposits?per_page=100&page=2`)).rows.map(async (d) => (await treasurer.get(`/deposits/${d.id}`)).body),
    );
    const returned = [...views, ...all].flatMap((v) => v.lines as Array<{ returned: boolean }>).filter((l) => l.returned);
    expect(returned.length).toBe(3);
  });

  it('gives every company an approved budget for its year, so Budget against Actual is filled', async () => {
    const treasurer = api(t.app, await signIn('treasurer@gracechapel.example.org'));
    const today = new Date().toISOString().slice(0, 10);
    const res = await treasurer.get(`/reports/budget-vs-actual?year=${today.slice(0, 4)}&month=${Number(today.slice(5, 7))}`);
    expect(res.status).toBe(200);
    expect(res.body.data.budget_status).toBe('approved');
    expect(res.body.data.rows.filter((r: { annual_budget: string }) => r.annual_budget !== '0.00').length).toBeGreaterThan(3);
    expect(res.body.data.expenses.annual_budget).not.toBe('0.00');
  });

  it('leaves bills overdue and due within 14 days, and payments not yet on a check', async () => {
    const grace = ids['Grace Chapel Church of God'];
    const treasurer = api(t.app, await signIn('treasurer@gracechapel.example.org'));
    const open = page(await treasurer.get('/getBillByStatusId/0?per_page=100')).rows as Array<{ bill_due: string }>;
    const in14 = isoDay(new Date(Date.now() + 14 * 86_400_000));
    expect(open.filter((b) => b.bill_due < today).length).toBeGreaterThan(0);
    expect(open.filter((b) => b.bill_due >= today && b.bill_due <= in14).length).toBeGreaterThan(0);
    const bank = page(await treasurer.get(`/getCompanyData/${grace}?per_page=100`)).rows.find((a) => a.account_number === '1000').id;
    expect((await treasurer.get(`/getBillPaymentByBankAccID/${bank}/${grace}`)).body.bill.length).toBeGreaterThan(0);
  });

  it("shows the district its tree: last month's remittances run, Cornerstone behind, and a roll-up that eliminates them", async () => {
    const district = ids['North Texas District Church of God'];
    const treasurer = api(t.app, await signIn('treasurer@ntxdistrict.example.org'));
    const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    d.setUTCDate(0);
    const month = d.toISOString().slice(0, 7);
    const res = await treasurer.get(`/remittances?month=${month}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.data.rows as Array<{ company_name: string; owed: string; current: boolean }>;
    expect(rows.map((r) => [r.company_name, r.current])).toEqual([
      ['Cornerstone Community Church of God', false],
      ['Grace Chapel Church of God', true],
      ['New Hope Church of God', true],
    ]);
    expect(rows.every((r) => Number(r.owed) > 0)).toBe(true);
    const roll = await treasurer.get(`/reports/statement-of-activities?company_id=${district}&scope=subtree&from=${month}-01&to=${today}`);
    expect(roll.status).toBe(200);
    expect(Number(roll.body.data.eliminations.total_revenue.total)).toBeGreaterThan(0);
  });

  it("has issue 28's year of payables: split utility bills with invoices, W-9s, two templates, 1099 payees on both sides", async () => {
    const treasurer = api(t.app, await signIn('treasurer@gracechapel.example.org'));
    const year = today.slice(0, 4);
    const rows = (await treasurer.get(`/reports/1099-nec?year=${year}`)).body.data.rows as Array<{
      vendor_name: string;
      reportable: boolean;
      total_paid: string;
    }>;
    const of = (name: string) => rows.find((r) => r.vendor_name.startsWith(name));
    expect(of('Greenway Lawn')?.reportable).toBe(true);
    expect(of('Rev. Samuel Okoro')?.reportable).toBe(false);
    expect(Number(of('Rev. Samuel Okoro')?.total_paid)).toBeGreaterThan(0);
    expect(of('Trinity Copier')?.reportable).toBe(false);
    expect(page(await treasurer.get('/recurring-bills')).total).toBe(2);
    // The electric bills (EL<yymm>; the mistyped one of the year is one line and void) are split with the Building Fund.
    const electric = page(await treasurer.get('/getAllPayBillsInfo?search=EL&per_page=100')).rows.filter((b) => /^EL\d{4}$/.test(b.refrence));
    expect(electric.length).toBeGreaterThan(6);
    const view = (await treasurer.get(`/getPayBillById/${electric[0].id}`)).body;
    expect(view.lines.map((l: { fund_program_name: string }) => l.fund_program_name)).toEqual(['General Fund', 'Building Fund']);
    const invoices = await Promise.all(electric.map(async (b) => page(await treasurer.get(`/attachments/bill/${b.id}`)).total));
    expect(invoices.reduce((x, y) => x + y, 0)).toBeGreaterThan(0);
  });

  it('shows the view-only Auditor the same lists', async () => {
    const auditor = api(t.app, await signIn('auditor@ntxdistrict.example.org'));
    expect(page(await auditor.get('/getAllPayBillsInfo')).total).toBeGreaterThan(50);
    expect(page(await auditor.get('/listAllGeneratedCheck')).total).toBeGreaterThan(20);
    expect(page(await auditor.get('/listSelectedStatusPurchaseOrder/0')).total).toBeGreaterThan(0);
    expect((await auditor.post('/vendor/add', {})).status).toBe(403);
  });

  it('refuses a second load and changes nothing', async () => {
    await expect(loadDemo(t.db)).rejects.toBeInstanceOf(DemoRefused);
    expect(await companiesIn(t.db)).toBe(4);
  });
});
