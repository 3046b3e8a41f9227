import { copyFileSync } from 'node:fs';
import { M } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { download, readXlsx } from '../../../test/download.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-text.js';
import { companyWithChart, userWith } from '../../../test/world/server.js';
import { functionalExpenses } from '../../db/schema/index.js';
import { ledgerProblems, post } from '../../ledger/index.js';

/*
 * A worked example computed by hand: Grace Chapel's year 2026 (beginning = as of 2025-12-31).
 *
 * Funds: General (untagged lines), Building Fund (purpose), Youth Trip (time, released 2026-06-30),
 * Endowment (perpetual). Functional expenses: Program services (P), Management and general (MG).
 *
 *   2025-12-01  opening balance       Dr 1000 Checking 10,000.00           Cr 3000 Net Assets Without 10,000.00
 *   2025-12-15  Youth Trip gift       Dr 1000 Checking  2,400.00 [Youth]   Cr 4020 Designated Off.  2,400.00 [Youth]
 *   2026-01-04  Sunday offerings      Dr 1000 Checking  5,000.00           Cr 4010 General Offerings 3,000.00, 4000 Tithes 2,000.00
 *   2026-02-01  Building Fund gift    Dr 1000 Checking  8,000.00 [Bldg]    Cr 4100 Building Fund Contr. 8,000.00 [Bldg]
 *   2026-03-10  repairs (Bldg, P)     Dr 5120 Repairs   1,500.00 [Bldg]    Cr 1000 Checking 1,500.00 [Bldg]
 *   2026-04-01  sound system bought   Dr 1500 Furniture 3,000.00 [Bldg]    Cr 1000 Checking 3,000.00 [Bldg]
 *   2026-05-05  endowment gift        Dr 1010 Savings   5,000.00 [Endow]   Cr 4020 Designated Off.  5,000.00 [Endow]
 *   2026-06-01  utilities bill (MG)   Dr 5110 Utilities   600.00           Cr 2000 A/P 600.00
 *   2026-06-20  its payment           Dr 2000 A/P         600.00           Cr 1000 Checking 600.00
 *   2026-07-15  office bill (MG)      Dr 5200 Office      250.00           Cr 2000 A/P 250.00      (unpaid at year end)
 *   2026-08-01  youth trip (Youth, P) Dr 5310 Youth     900.00 [Youth]     Cr 1000 Checking 900.00 [Youth]
 *   2026-09-01  pastor's salary (P)   Dr 5000 Pastoral 2,000.00            Cr 1000 Checking 2,000.00
 *
 * Financial position 2025-12-31: Checking 12,400.00 = assets; no liabilities; net assets without 10,000.00
 * (General), with 2,400.00 (Youth Trip, restricted until 2026-06-30); total 12,400.00.
 *
 * Financial position 2026-12-31:
 *   Checking: General 10,000 + 5,000 - 600 - 2,000 = 12,400; Building 8,000 - 1,500 - 3,000 = 3,500;
 *             Youth 2,400 - 900 = 1,500                                   -> 17,400.00
 *   Savings (Endowment) 5,000.00. Current assets 22,400.00. Furniture (Building) 3,000.00 non-current.
 *   Total assets 25,400.00; A/P 250.00 (current); total liabilities 250.00.
 *   Net assets by fund: General 12,400 - 250 = 12,150; Building 3,500 + 3,000 = 6,500; Youth 1,500; Endowment 5,000.
 *   With restrictions: Building's money not yet spent 6,500 - 3,000 (its asset is released) = 3,500; Youth 0
 *   (released on 2026-06-30); Endowment 5,000 -> with 8,500.00; without 25,150 - 8,500 = 16,650.00; total 25,150.00.
 *
 * Activities 2026:
 *   Revenue: 4000 Tithes 2,000 without; 4010 General Offerings 3,000 without; 4020 Designated Offerings 5,000 with
 *   (Endowment); 4100 Building Fund 8,000 with.   Without 5,000, with 13,000, total 18,000.
 *   Released: Building 1,500 repairs + 3,000 asset = 4,500; Youth Trip all it held at release 2,400;
 *   Endowment 0 -> 6,900.00 (without +6,900, with -6,900).
 *   Total revenue and support: without 11,900.00, with 6,100.00, total 18,000.00.
 *   Expenses: Program services 1,500 + 900 + 2,000 = 4,400.00; Management and general 600 + 250 = 850.00; total 5,250.00.
 *   Change: without 11,900 - 5,250 = 6,650.00; with 6,100.00; total 12,750.00.
 *   Beginning 10,000 / 2,400 / 12,400; end 16,650 / 8,500 / 25,150 (= the financial position).
 *
 * Functional expenses 2026 (rows x P | MG): 5000 2,000 | 0; 5110 0 | 600; 5120 1,500 | 0; 5200 0 | 250;
 * 5310 900 | 0. Totals 4,400 | 850, unassigned 0, total 5,250.00.
 *
 * Fund balances 2026 (beginning, revenue, expenses, transfers, ending, released; bank shares):
 *   General   10,000  5,000  2,850  0  12,150      0   Checking 12,400
 *   Building       0  8,000  1,500  0   6,500  4,500   Checking 3,500
 *   Endowment      0  5,000      0  0   5,000      0   Savings 5,000
 *   Youth Trip 2,400      0    900  0   1,500  2,400   Checking 1,500      sum of ending 25,150.00
 *
 * Cash flows 2026: change in net assets 12,750; less contributions restricted to long-term purposes
 * (the endowment) -5,000; A/P +250 -> operating 8,000.00. Investing: purchase of furniture -3,000.00.
 * Financing: endowment contributions +5,000.00. Net change 10,000.00 = cash 22,400.00 - 12,400.00.
 */

let t: TestContext;
let book: Awaited<ReturnType<typeof companyWithChart>>;
let other: Awaited<ReturnType<typeof companyWithChart>>;
let auditor: ReturnType<typeof api>;
let admin: ReturnType<typeof api>;
let auditorToken: string;
let adminToken: string;
const ids = { building: 0, youth: 0, endowment: 0, program: 0, mgmt: 0 };

const L = (accountId: number, debitCents: number, creditCents: number, fundProgramId?: number, functionalExpenseId?: number) => ({
  accountId,
  debitCents,
  creditCents,
  fundProgramId,
  functionalExpenseId,
});

beforeAll(async () => {
  t = await createTestContext();
  [book, other] = await Promise.all([companyWithChart(t, { name: 'Grace Chapel' }), companyWithChart(t)]);
  const cid = book.company.id;
  // The funds are the company's own, made by its Treasurer through the settings API.
  const fund = async (name: string, restriction: 'purpose' | 'time' | 'perpetual', release_on: string | null = null) => {
    const res = await book.company.api.post('/createFundProgram', { name, status: 1, restriction, release_on });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  };
  ids.building = await fund('Building Fund', 'purpose');
  ids.youth = await fund('Youth Trip', 'time', '2026-06-30');
  ids.endowment = await fund('Endowment', 'perpetual');
  // Company-own functional expenses named as Form 990's shared ones: the API refuses those names (taken by the
  // shared rows), and the report lists a company's own even in a year they have no lines (the compared files).
  const fe = async (name: string) => (await t.db.insert(functionalExpenses).values({ companyId: cid, name }).returning())[0].id;
  ids.program = await fe('Program services');
  ids.mgmt = await fe('Management and general');
  const n = book.byNumber;
  const p = (date: string, lines: ReturnType<typeof L>[]) => post(t.db, { companyId: cid, date, sourceType: 'manual', createdBy: null, lines });
  const $ = (dollars: number) => dollars * 100;
  await p('2025-12-01', [L(n['1000'], $(10_000), 0), L(n['3000'], 0, $(10_000))]);
  await p('2025-12-15', [L(n['1000'], $(2_400), 0, ids.youth), L(n['4020'], 0, $(2_400), ids.youth)]);
  await p('2026-01-04', [L(n['1000'], $(5_000), 0), L(n['4010'], 0, $(3_000)), L(n['4000'], 0, $(2_000))]);
  await p('2026-02-01', [L(n['1000'], $(8_000), 0, ids.building), L(n['4100'], 0, $(8_000), ids.building)]);
  await p('2026-03-10', [L(n['5120'], $(1_500), 0, ids.building, ids.program), L(n['1000'], 0, $(1_500), ids.building)]);
  await p('2026-04-01', [L(n['1500'], $(3_000), 0, ids.building), L(n['1000'], 0, $(3_000), ids.building)]);
  await p('2026-05-05', [L(n['1010'], $(5_000), 0, ids.endowment), L(n['4020'], 0, $(5_000), ids.endowment)]);
  await p('2026-06-01', [L(n['5110'], $(600), 0, undefined, ids.mgmt), L(n['2000'], 0, $(600))]);
  await p('2026-06-20', [L(n['2000'], $(600), 0), L(n['1000'], 0, $(600))]);
  await p('2026-07-15', [L(n['5200'], $(250), 0, undefined, ids.mgmt), L(n['2000'], 0, $(250))]);
  await p('2026-08-01', [L(n['5310'], $(900), 0, ids.youth, ids.program), L(n['1000'], 0, $(900), ids.youth)]);
  await p('2026-09-01', [L(n['5000'], $(2_000), 0, undefined, ids.program), L(n['1000'], 0, $(2_000))]);
  await post(t.db, {
    companyId: other.company.id,
    date: '2026-01-01',
    sourceType: 'manual',
    createdBy: null,
    lines: [L(other.byNumber['1000'], 777, 0), L(other.byNumber['4010'], 0, 777)],
  });
  auditorToken = (await book.company.user('Auditor')).token;
  auditor = api(t.app, auditorToken);
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  admin = api(t.app, adminToken);
});
afterAll(async () => {
  expect(await ledgerProblems(t.db)).toEqual([]);
  await t.close();
});

const YEAR = 'from=2026-01-01&to=2026-12-31';
const get = async (path: string) => {
  const res = await auditor.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const amounts = (rows: Array<{ account_name: string; amount: string; group?: string }>) => Object.fromEntries(rows.map((r) => [r.account_name, r.amount]));

describe('the worked example, to the cent', () => {
  it('statement of financial position, at both year ends', async () => {
    const end = (await get('/reports/financial-position?as_of=2026-12-31')).data;
    expect(amounts(end.assets)).toEqual({ 'Operating Checking': '17400.00', Savings: '5000.00', 'Furniture and Equipment': '3000.00' });
    expect(end.assets.find((r: { account_name: string }) => r.account_name === 'Furniture and Equipment').group).toBe('non_current');
    expect(end).toMatchObject({
      total_current_assets: '22400.00',
      total_non_current_assets: '3000.00',
      total_assets: '25400.00',
      total_current_liabilities: '250.00',
      total_liabilities: '250.00',
      net_assets: { without: '16650.00', with: '8500.00', total: '25150.00' },
      total_liabilities_and_net_assets: '25400.00',
    });
    expect(amounts(end.liabilities)).toEqual({ 'Accounts Payable': '250.00' });
    expect(end.assets[0].drill).toEqual({
      account_id: book.byNumber['1000'],
      from: null,
      to: '2026-12-31',
      fund_program_id: null,
      functional_expense_id: null,
    });
    const start = (await get('/reports/financial-position?as_of=2025-12-31')).data;
    expect(start).toMatchObject({
      total_assets: '12400.00',
      total_liabilities: '0.00',
      net_assets: { without: '10000.00', with: '2400.00', total: '12400.00' },
    });
  });

  it('a time restriction ends on its release_on day', async () => {
    const dayBefore = (await get('/reports/financial-position?as_of=2026-06-29')).data;
    const onTheDay = (await get('/reports/financial-position?as_of=2026-06-30')).data;
    // Jun 29: Building 8,000 - 1,500 - 3,000 = 3,500 + Youth 2,400 + Endowment 5,000 restricted.
    expect(dayBefore.net_assets.with).toBe('10900.00');
    expect(onTheDay.net_assets.with).toBe('8500.00');
    expect(onTheDay.net_assets.total).toBe(dayBefore.net_assets.total);
  });

  it('statement of activities', async () => {
    const d = (await get(`/reports/statement-of-activities?${YEAR}`)).data;
    const rev = Object.fromEntries(
      d.revenue.map((r: { name: string; without: string; with: string; total: string }) => [r.name, [r.without, r.with, r.total]]),
    );
    expect(rev).toEqual({
      Tithes: ['2000.00', '0.00', '2000.00'],
      'General Offerings': ['3000.00', '0.00', '3000.00'],
      'Designated Offerings': ['0.00', '5000.00', '5000.00'],
      'Building Fund Contributions': ['0.00', '8000.00', '8000.00'],
    });
    expect(d.released).toEqual({ without: '6900.00', with: '-6900.00', total: '0.00' });
    expect(d.total_revenue).toEqual({ without: '11900.00', with: '6100.00', total: '18000.00' });
    expect(d.expenses).toEqual([
      { functional_expense_id: ids.mgmt, name: 'Management and general', without: '850.00', with: '0.00', total: '850.00' },
      { functional_expense_id: ids.program, name: 'Program services', without: '4400.00', with: '0.00', total: '4400.00' },
    ]);
    expect(d.total_expenses).toEqual({ without: '5250.00', with: '0.00', total: '5250.00' });
    expect(d.other_changes).toEqual([]);
    expect(d.change_in_net_assets).toEqual({ without: '6650.00', with: '6100.00', total: '12750.00' });
    expect(d.net_assets_beginning).toEqual({ without: '10000.00', with: '2400.00', total: '12400.00' });
    expect(d.net_assets_end).toEqual({ without: '16650.00', with: '8500.00', total: '25150.00' });
  });

  it('statement of functional expenses', async () => {
    const d = (await get(`/reports/functional-expenses?${YEAR}`)).data;
    expect(d.columns).toEqual([
      { functional_expense_id: ids.mgmt, name: 'Management and general' },
      { functional_expense_id: ids.program, name: 'Program services' },
    ]);
    const P = String(ids.program);
    const MG = String(ids.mgmt);
    const grid = Object.fromEntries(
      d.rows.map((r: { account_number: string; amounts: Record<string, string>; total: string }) => [r.account_number, [r.amounts[P], r.amounts[MG], r.total]]),
    );
    expect(grid).toEqual({
      '5000': ['2000.00', '0.00', '2000.00'],
      '5110': ['0.00', '600.00', '600.00'],
      '5120': ['1500.00', '0.00', '1500.00'],
      '5200': ['0.00', '250.00', '250.00'],
      '5310': ['900.00', '0.00', '900.00'],
    });
    expect(d.totals).toEqual({ [P]: '4400.00', [MG]: '850.00' });
    expect(d.unassigned).toBe('0.00');
    expect(d.total).toBe('5250.00');
  });

  it('fund balances', async () => {
    const rows = (await get(`/reports/fund-balances?${YEAR}`)).data;
    const view = rows.map((r: Record<string, unknown> & { bank_shares: Array<{ account_name: string; amount: string }> }) => [
      r.name,
      r.fund_program_id,
      r.restriction,
      r.beginning,
      r.revenue,
      r.expenses,
      r.transfers,
      r.ending,
      r.released,
      r.bank_shares.map((s) => `${s.account_name} ${s.amount}`),
    ]);
    expect(view).toEqual([
      ['General (undesignated)', null, 'without', '10000.00', '5000.00', '2850.00', '0.00', '12150.00', '0.00', ['Operating Checking 12400.00']],
      ['Building Fund', ids.building, 'purpose', '0.00', '8000.00', '1500.00', '0.00', '6500.00', '4500.00', ['Operating Checking 3500.00']],
      ['Endowment', ids.endowment, 'perpetual', '0.00', '5000.00', '0.00', '0.00', '5000.00', '0.00', ['Savings 5000.00']],
      ['Youth Trip', ids.youth, 'time', '2400.00', '0.00', '900.00', '0.00', '1500.00', '2400.00', ['Operating Checking 1500.00']],
    ]);
    expect(rows[1].bank_shares[0].drill).toEqual({
      account_id: book.byNumber['1000'],
      from: null,
      to: '2026-12-31',
      fund_program_id: ids.building,
      functional_expense_id: null,
    });
    expect(rows[0].bank_shares[0].drill.fund_program_id).toBe('none');
  });

  it('statement of cash flows', async () => {
    const d = (await get(`/reports/cash-flows?${YEAR}`)).data;
    const lines = (s: { rows: Array<{ label: string; amount: string }> }) => s.rows.map((r) => [r.label, r.amount]);
    expect(lines(d.operating)).toEqual([
      ['Change in net assets', '12750.00'],
      ['Contributions restricted to long-term purposes', '-5000.00'],
      ['Increase (decrease) in Accounts Payable', '250.00'],
    ]);
    expect(d.operating.total).toBe('8000.00');
    expect(lines(d.investing)).toEqual([['Purchases of fixed assets: Furniture and Equipment', '-3000.00']]);
    expect(d.investing.total).toBe('-3000.00');
    expect(lines(d.financing)).toEqual([['Contributions restricted to long-term purposes', '5000.00']]);
    expect(d.financing.total).toBe('5000.00');
    expect(d).toMatchObject({ net_change: '10000.00', cash_beginning: '12400.00', cash_end: '22400.00' });
  });

  it('compare=prior_year adds the same dates a year earlier', async () => {
    const body = await get(`/reports/statement-of-activities?${YEAR}&compare=prior_year`);
    expect(body.meta).toMatchObject({
      company_name: 'Grace Chapel',
      from: '2026-01-01',
      to: '2026-12-31',
      compare_from: '2025-01-01',
      compare_to: '2025-12-31',
    });
    // 2025: the opening balance (a net-asset posting) and the Youth Trip gift.
    expect(body.comparison.other_changes.map((r: { name: string; without: string }) => [r.name, r.without])).toEqual([
      ['Net Assets Without Donor Restrictions', '10000.00'],
    ]);
    expect(body.comparison.change_in_net_assets).toEqual({ without: '10000.00', with: '2400.00', total: '12400.00' });
    expect(body.comparison.net_assets_end).toEqual(body.data.net_assets_beginning);
    const pos = await get('/reports/financial-position?as_of=2026-12-31&compare=prior_year');
    expect(pos.comparison.total_assets).toBe('12400.00');
    expect(pos.meta).toMatchObject({ from: null, to: '2026-12-31', compare_from: null, compare_to: '2025-12-31' });
    expect((await get(`/reports/cash-flows?${YEAR}`)).comparison).toBeNull();
  });
});

describe('drill-down to the ledger lines', () => {
  type Ledger = { opening_balance: string; lines: { data: Array<{ debit: string; credit: string; balance: string }> } };
  const ledger = async (query: string): Promise<Ledger> => (await get(`/getAccountLedger/${book.byNumber['1000']}?per_page=100&${query}`)).data;
  const last = (l: Ledger) => l.lines.data.at(-1)?.balance;

  it("a fund's share of a bank account: its lines and the figure on the fund balances", async () => {
    const rows = (await get(`/reports/fund-balances?${YEAR}`)).data;
    for (const r of rows) {
      const share = r.bank_shares.find((s: { account_id: number }) => s.account_id === book.byNumber['1000']);
      if (!share) continue; // the Endowment is all in Savings
      const d = share.drill;
      const l = await ledger(`to=${d.to}&fund_program_id=${d.fund_program_id}`);
      expect(last(l), r.name).toBe(share.amount);
    }
    // Building: the gift, the repairs and the sound system.
    expect((await ledger(`to=2026-12-31&fund_program_id=${ids.building}`)).lines.data.map((x) => [x.debit, x.credit])).toEqual([
      ['8000.00', '0.00'],
      ['0.00', '1500.00'],
      ['0.00', '3000.00'],
    ]);
    // The opening balance of a period counts only the fund's own lines.
    expect((await ledger(`from=2026-01-01&fund_program_id=${ids.youth}`)).opening_balance).toBe('2400.00');
  });

  it('a functional expense cell of the grid', async () => {
    const d = (await get(`/getAccountLedger/${book.byNumber['5120']}?from=2026-01-01&to=2026-12-31&functional_expense_id=${ids.program}`)).data;
    expect(d.lines.data.map((x: { debit: string }) => x.debit)).toEqual(['1500.00']);
    const none = (await get(`/getAccountLedger/${book.byNumber['5120']}?functional_expense_id=none`)).data;
    expect(none.lines.data).toEqual([]);
  });

  it("another company's fund program or a bad filter is refused", async () => {
    const theirs = await other.company.fundProgram('Theirs');
    expect((await auditor.get(`/getAccountLedger/${book.byNumber['1000']}?fund_program_id=${theirs}`)).status).toBe(404);
    expect((await auditor.get(`/getAccountLedger/${book.byNumber['1000']}?fund_program_id=some`)).status).toBe(422);
  });
});

describe('files', () => {
  it('PDFs carry the statements and their totals', async () => {
    const cases: Array<[string, string, string[]]> = [
      ['financial-position?as_of=2026-12-31', 'Statement of Financial Position', ['$25,400.00', '$16,650.00', '$8,500.00']],
      [`statement-of-activities?${YEAR}`, 'Statement of Activities', ['$6,900.00', '-$6,900.00', '$12,750.00', '$25,150.00']],
      [`functional-expenses?${YEAR}`, 'Statement of Functional Expenses', ['$4,400.00', '$850.00', '$5,250.00']],
      [`fund-balances?${YEAR}`, 'Fund Balances', ['$12,150.00', '$6,500.00', '$25,150.00']],
      [`cash-flows?${YEAR}`, 'Statement of Cash Flows', ['$8,000.00', '-$3,000.00', '$10,000.00', '$22,400.00']],
      // 2025 beside 2026: the year's change (12,400.00) and the prior year's (opening balance and the Youth gift, 12,400.00).
      [`statement-of-activities?${YEAR}&compare=prior_year`, 'Statement of Activities', ['Total Jan 01, 2025', '$10,000.00', '$2,400.00']],
      [`financial-position?as_of=2026-12-31&compare=prior_year`, 'Statement of Financial Position', ['Dec 31, 2025', '$25,400.00', '$12,400.00']],
    ];
    for (const [path, title, figures] of cases) {
      const res = await download(t.app, auditorToken, `/reports/${path}&format=pdf`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(/attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.pdf"/);
      const name = `${path.split('?')[0]}${path.includes('compare') ? '-compared' : ''}`;
      const pdf = readPdf(res.bytes, name);
      // To look at them: STATEMENT_PDF_DIR=/tmp/x npx vitest run <this file>, then pdftoppm -png /tmp/x/*.pdf
      if (process.env.STATEMENT_PDF_DIR) copyFileSync(pdf.file, `${process.env.STATEMENT_PDF_DIR}/${name}.pdf`);
      const text = pdf.text(1);
      expect(text).toContain(title);
      expect(text).toContain('Grace Chapel');
      for (const f of figures) expect(text, `${title} ${f}`).toContain(f);
    }
  });

  it('Excel files read back with their totals', async () => {
    const res = await download(t.app, auditorToken, `/reports/statement-of-activities?${YEAR}&format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { rows } = await readXlsx(res.bytes);
    const byLabel = new Map(rows.map((r) => [String(r.getCell(1).value ?? '').trim(), r]));
    const change = byLabel.get('Change in net assets')!;
    expect([change.getCell(2).value, change.getCell(3).value, change.getCell(4).value]).toEqual([6650, 6100, 12750]);
    expect(byLabel.get('Net assets, end of period')!.getCell(4).value).toBe(25150);
    const pos = await readXlsx((await download(t.app, auditorToken, '/reports/financial-position?as_of=2026-12-31&format=xlsx')).bytes);
    const posLabel = new Map(pos.rows.map((r) => [String(r.getCell(1).value ?? '').trim(), r]));
    expect(posLabel.get('Total assets')!.getCell(2).value).toBe(25400);
    expect(posLabel.get('Total liabilities and net assets')!.getCell(2).value).toBe(25400);
    const fe = await readXlsx((await download(t.app, auditorToken, `/reports/functional-expenses?${YEAR}&format=xlsx`)).bytes);
    const total = fe.rows.find((r) => r.getCell(1).value === 'Total expenses')!;
    expect([total.getCell(2).value, total.getCell(3).value, total.getCell(4).value]).toEqual([850, 4400, 5250]);
    const funds = await readXlsx((await download(t.app, auditorToken, `/reports/fund-balances?${YEAR}&format=xlsx`)).bytes);
    const fundTotal = funds.rows.find((r) => r.getCell(1).value === 'Total net assets')!;
    // Beginning, revenue, expenses, released, transfers, ending (the screen's order).
    expect([2, 3, 4, 5, 6, 7].map((i) => fundTotal.getCell(i).value)).toEqual([12400, 18000, 5250, 6900, 0, 25150]);
    const cash = await readXlsx((await download(t.app, auditorToken, `/reports/cash-flows?${YEAR}&format=xlsx`)).bytes);
    const cashLabel = new Map(cash.rows.map((r) => [String(r.getCell(1).value ?? '').trim(), r.getCell(2).value]));
    expect(cashLabel.get('Net cash from operating activities')).toBe(8000);
    expect(cashLabel.get('Net cash from investing activities')).toBe(-3000);
    expect(cashLabel.get('Net change in cash')).toBe(10000);
    expect(cashLabel.get('Cash, end of period')).toBe(22400);
  });
});

describe('compared files (compare=prior_year)', () => {
  const cells = (r: { getCell(i: number): { value: unknown } }, n: number) => Array.from({ length: n }, (_, i) => r.getCell(i + 2).value);
  it('functional expenses: the prior year total beside each account, and an account of the prior year only', async () => {
    // 2027 has no expenses: every account of 2026 shows 0 this year and its 2026 total beside it.
    const q = 'from=2027-01-01&to=2027-12-31&compare=prior_year';
    const fe = await readXlsx((await download(t.app, auditorToken, `/reports/functional-expenses?${q}&format=xlsx`)).bytes);
    const header = fe.rows.find((r) => r.getCell(1).value === '' || r.getCell(1).value === null)!;
    expect(cells(header, 4)).toEqual(['Management and general', 'Program services', 'Total', 'Total Jan 01, 2026 to Dec 31, 2026']);
    const byLabel = new Map(fe.rows.map((r) => [String(r.getCell(1).value ?? '').trim(), r]));
    expect(cells(byLabel.get('5000 Pastoral Salaries')!, 4)).toEqual([0, 0, 0, 2000]);
    expect(cells(byLabel.get('Total expenses')!, 4)).toEqual([0, 0, 0, 5250]);
    const pdf = readPdf((await download(t.app, auditorToken, `/reports/functional-expenses?${q}&format=pdf`)).bytes, 'functional-compared');
    if (process.env.STATEMENT_PDF_DIR) copyFileSync(pdf.file, `${process.env.STATEMENT_PDF_DIR}/functional-expenses-compared.pdf`);
    for (const f of ['Total Jan 01, 2026', '$2,000.00', '$5,250.00', 'a year earlier']) expect(pdf.text(1), f).toContain(f);
  });

  it("fund balances: each fund's ending a year earlier, by class", async () => {
    const q = `${YEAR}&compare=prior_year`;
    const funds = await readXlsx((await download(t.app, auditorToken, `/reports/fund-balances?${q}&format=xlsx`)).bytes);
    const byLabel = new Map(funds.rows.map((r) => [String(r.getCell(1).value ?? '').trim(), r]));
    // Beginning, revenue, expenses, released, transfers, ending; then the ending of Dec 31, 2025.
    expect(cells(byLabel.get('General (undesignated)')!, 7)).toEqual([10000, 5000, 2850, 0, 0, 12150, 10000]);
    expect(cells(byLabel.get('Youth Trip (Time restricted, until Jun 30, 2026)')!, 7)).toEqual([2400, 0, 900, 2400, 0, 1500, 2400]);
    expect(cells(byLabel.get('Building Fund (Purpose restricted)')!, 7)).toEqual([0, 8000, 1500, 4500, 0, 6500, 0]);
    expect(cells(byLabel.get('Total with donor restrictions')!, 7)).toEqual([2400, 13000, 2400, 6900, 0, 13000, 2400]);
    expect(cells(byLabel.get('Total net assets')!, 7)).toEqual([12400, 18000, 5250, 6900, 0, 25150, 12400]);
    const pdf = readPdf((await download(t.app, auditorToken, `/reports/fund-balances?${q}&format=pdf`)).bytes, 'funds-compared');
    if (process.env.STATEMENT_PDF_DIR) copyFileSync(pdf.file, `${process.env.STATEMENT_PDF_DIR}/fund-balances-compared.pdf`);
    for (const f of ['Ending Dec', '31, 2025', 'With donor restrictions', '$12,400.00', '$25,150.00']) expect(pdf.text(1), f).toContain(f);
  });
});

describe('access', () => {
  const paths = ['financial-position', 'statement-of-activities', 'functional-expenses', 'fund-balances', 'cash-flows'];
  it('needs Reports_View', async () => {
    const nobody = api(t.app, (await userWith(t, book.company, ['ChartofAccounts_View'])).token);
    for (const p of paths) expect((await nobody.get(`/reports/${p}`)).status, p).toBe(403);
  });
  it("another company's id is 404; Super-Admin must choose one", async () => {
    for (const p of paths) {
      expect((await auditor.get(`/reports/${p}?company_id=${other.company.id}`)).status, p).toBe(404);
      const none = await admin.get(`/reports/${p}`);
      expect(none.status, p).toBe(422);
      expect(none.body.errors.company_id).toEqual([M.selectCompany]);
      expect((await admin.get(`/reports/${p}?company_id=${other.company.id}&to=2026-12-31&as_of=2026-12-31`)).status, p).toBe(200);
    }
    const theirs = (await admin.get(`/reports/financial-position?company_id=${other.company.id}&as_of=2026-12-31`)).body.data;
    expect(theirs.total_assets).toBe('7.77');
  });
  it('refuses a period that ends before it starts, and bad dates', async () => {
    const res = await auditor.get('/reports/cash-flows?from=2026-05-01&to=2026-04-30');
    expect(res.status).toBe(422);
    expect(res.body.errors.from).toBeDefined();
    expect((await auditor.get('/reports/fund-balances?to=2026-02-30')).status).toBe(422);
    expect((await auditor.get('/reports/financial-position?format=doc')).status).toBe(422);
  });
});

describe('what a treasurer must fix before the auditors come', () => {
  it('expenses without a functional expense: the unassigned column, in red on the PDF', async () => {
    const n = other.byNumber;
    await post(t.db, {
      companyId: other.company.id,
      date: '2026-03-03',
      sourceType: 'manual',
      createdBy: null,
      lines: [L(n['5110'], 150, 0), L(n['1000'], 0, 150)],
    });
    const q = `company_id=${other.company.id}&from=2026-01-01&to=2026-12-31`;
    const d = (await admin.get(`/reports/functional-expenses?${q}`)).body.data;
    expect(d.unassigned).toBe('1.50');
    expect(d.total).toBe('1.50');
    expect(d.rows[0]).toMatchObject({ account_number: '5110', unassigned: '1.50', total: '1.50' });
    const act = (await admin.get(`/reports/statement-of-activities?${q}`)).body.data;
    expect(act.expenses).toEqual([{ functional_expense_id: null, name: 'Unassigned', without: '1.50', with: '0.00', total: '1.50' }]);
    const res = await download(t.app, adminToken, `/reports/functional-expenses?${q}&format=pdf`);
    expect(res.status).toBe(200);
    const pdf = readPdf(res.bytes, 'unassigned');
    expect(pdf.text(1)).toContain('Unassigned');
    expect(pdf.text(1)).toContain('assign them before handing this statement to the auditors');
    if (process.env.STATEMENT_PDF_DIR) copyFileSync(pdf.file, `${process.env.STATEMENT_PDF_DIR}/unassigned.pdf`);
  });
});
