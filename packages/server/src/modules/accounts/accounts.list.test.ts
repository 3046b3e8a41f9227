import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { cellOf, download, readCsv, readXlsx } from '../../../test/download.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { companyWithChart, userWith } from '../../../test/world/server.js';
import { post } from '../../ledger/index.js';
import { STANDARD_CHART } from './standard-chart.js';

let t: TestContext;
let admin: string;
let treasurer: string;
let auditor: string;
let noView: string;
let company: Awaited<ReturnType<typeof companyWithChart>>;
let other: Awaited<ReturnType<typeof companyWithChart>>;

const path = (companyId = 0) => `/getCompanyLevelData/${companyId}/0`;

beforeAll(async () => {
  t = await createTestContext();
  company = await companyWithChart(t);
  other = await companyWithChart(t, { signIn: false });
  treasurer = company.company.treasurer.token;
  auditor = (await company.company.user('Auditor')).token;
  noView = (await userWith(t, company.company, ['Vendor_View'])).token;
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  await post(t.db, {
    companyId: company.company.id,
    date: '2026-01-01',
    sourceType: 'manual',
    createdBy: null,
    lines: [
      { accountId: company.byNumber['1000'], debitCents: 1_234_567, creditCents: 0 },
      { accountId: company.byNumber['3000'], debitCents: 0, creditCents: 1_234_567 },
    ],
  });
});
afterAll(() => t.close());

const numbers = (res: { body: any }) => res.body.data.data.map((a: { account_number: string }) => a.account_number);

describe('chart of accounts search and sort', () => {
  it('search narrows by name, number, description or type', async () => {
    const byName = await api(t.app, treasurer).get(`${path()}?search=offerings&per_page=100`);
    expect(byName.status).toBe(200);
    expect(numbers(byName)).toEqual(['4010', '4020', '4030']);
    expect(numbers(await api(t.app, treasurer).get(`${path()}?search=5110`))).toEqual(['5110']);
    const byType = await api(t.app, treasurer).get(`${path()}?search=income&per_page=100`);
    expect(byType.body.data.total).toBeGreaterThan(3);
  });

  it('sorts by account name both ways and by number descending', async () => {
    const asc = await api(t.app, treasurer).get(`${path()}?sort=account_name&dir=asc&per_page=100`);
    const names = asc.body.data.data.map((a: { account_name: string }) => a.account_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const desc = await api(t.app, treasurer).get(`${path()}?sort=account_name&dir=desc&per_page=100`);
    expect(desc.body.data.data.map((a: { account_name: string }) => a.account_name)).toEqual([...names].reverse());
    expect(numbers(await api(t.app, treasurer).get(`${path()}?sort=account_number&dir=desc&per_page=2`))).toEqual(['5900', '5700']);
  });
});

describe('GET /getCompanyLevelData/{companyId}/{level}/export', () => {
  it('exports every filtered account (more than a page) with ledger money as numbers', async () => {
    const list = await api(t.app, treasurer).get(`${path()}?per_page=10`);
    expect(list.body.data.total).toBe(STANDARD_CHART.length);
    const res = await download(t.app, auditor, `${path()}/export?format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="chart-of-accounts-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { header, rows } = await readXlsx(res.bytes);
    expect(rows.length - 1).toBe(STANDARD_CHART.length);
    const bank = rows.find((r) => cellOf(header, r, 'Account Number').value === '1000');
    if (!bank) throw new Error('no 1000 row');
    const debit = cellOf(header, bank, 'Debit');
    expect(debit.type).toBe(ExcelJS.ValueType.Number);
    expect(debit.value).toBe(12345.67);
    expect(cellOf(header, bank, 'Balance').value).toBe(12345.67);
    expect(cellOf(header, bank, 'Created On').type).toBe(ExcelJS.ValueType.Date);
  });

  it('exports the search and sort as CSV', async () => {
    const res = await download(t.app, treasurer, `${path()}/export?format=csv&search=offerings&sort=account_number&dir=desc`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = readCsv(res.bytes);
    expect(rows.map((r) => r[header.indexOf('Account Number')])).toEqual(['4030', '4020', '4010']);
    const equity = readCsv((await download(t.app, treasurer, `${path()}/export?format=csv&search=3000`)).bytes);
    expect(equity[1][equity[0].indexOf('Credit')]).toBe('12345.67');
  });

  it("never exports another company's accounts", async () => {
    const own = readCsv((await download(t.app, treasurer, `${path()}/export?format=csv`)).bytes);
    expect(own.slice(1).every((r) => r[own[0].indexOf('Company')] === company.company.legalName)).toBe(true);
    expect((await download(t.app, treasurer, `${path(other.company.id)}/export?format=csv`)).status).toBe(404);
    const theirs = readCsv((await download(t.app, admin, `${path(other.company.id)}/export?format=csv`)).bytes);
    expect(theirs.length - 1).toBe(STANDARD_CHART.length);
    expect(theirs.slice(1).every((r) => r[theirs[0].indexOf('Company')] === other.company.legalName)).toBe(true);
  });

  it('needs ChartofAccounts_View', async () => {
    expect((await download(t.app, noView, `${path()}/export?format=csv`)).status).toBe(403);
  });
});
