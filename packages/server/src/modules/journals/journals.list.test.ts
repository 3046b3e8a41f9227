import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { cellOf, download, readCsv, readXlsx } from '../../../test/download.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { companyWithChart, userWith } from '../../../test/world/server.js';
import { post } from '../../ledger/index.js';
import { exportBatch } from '../../lib/export/index.js';

let t: TestContext;
let admin: string;
let treasurer: string;
let auditor: string;
let noView: string;
let company: Awaited<ReturnType<typeof companyWithChart>>;
let other: Awaited<ReturnType<typeof companyWithChart>>;
const days = [
  '2026-03-05',
  '2026-01-10',
  '2026-02-20',
  '2026-01-10',
  '2026-04-01',
  '2026-02-01',
  '2026-03-15',
  '2026-01-31',
  '2026-02-14',
  '2026-05-09',
  '2026-04-18',
];

const entry = (c: typeof company, date: string, cents: number, memo: string) =>
  post(t.db, {
    companyId: c.company.id,
    date,
    sourceType: 'manual',
    memo,
    createdBy: null,
    lines: [
      { accountId: c.byNumber['1000'], debitCents: cents, creditCents: 0 },
      { accountId: c.byNumber['4000'], debitCents: 0, creditCents: cents },
    ],
  });

beforeAll(async () => {
  t = await createTestContext();
  company = await companyWithChart(t);
  other = await companyWithChart(t, { signIn: false });
  for (const [i, d] of days.entries()) await entry(company, d, (i + 1) * 10_000 + 5, `Sunday tithes ${i + 1}`);
  await entry(company, '2026-02-02', 99_00, 'Bank fee refund');
  await entry(other, '2026-02-02', 77_00, 'Sunday tithes elsewhere');
  treasurer = company.company.treasurer.token;
  auditor = (await company.company.user('Auditor')).token;
  noView = (await userWith(t, company.company, ['Vendor_View'])).token;
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  // Batches of 4 make every export below cross several keyset batches.
  exportBatch.size = 4;
});
afterAll(async () => {
  exportBatch.size = 1000;
  await t.close();
});

const dates = (res: { body: any }) => res.body.data.data.map((e: { entry_date: string }) => e.entry_date);

describe('GET /journals search and sort', () => {
  it('search narrows by memo, newest first by default', async () => {
    const res = await api(t.app, treasurer).get('/journals?search=TITHES&per_page=100');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(11);
    expect(dates(res)).toEqual([...days].sort().reverse());
  });

  it('sorts by date ascending and by entry number both ways', async () => {
    const asc = await api(t.app, treasurer).get('/journals?search=tithes&sort=entry_date&dir=asc&per_page=100');
    expect(dates(asc)).toEqual([...days].sort());
    const ids = (await api(t.app, treasurer).get('/journals?sort=id&dir=asc&per_page=100')).body.data.data.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    const down = (await api(t.app, treasurer).get('/journals?sort=id&dir=desc&per_page=100')).body.data.data.map((e: { id: number }) => e.id);
    expect(down).toEqual([...ids].reverse());
  });
});

describe('GET /journals/export', () => {
  it('exports every filtered entry across batches, same order as the list, as CSV', async () => {
    const list = await api(t.app, treasurer).get('/journals?search=tithes&sort=entry_date&dir=asc&per_page=100');
    const res = await download(t.app, treasurer, '/journals/export?format=csv&search=tithes&sort=entry_date&dir=asc');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="journal-entries-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = readCsv(res.bytes);
    expect(rows.map((r) => Number(r[header.indexOf('Entry#')]))).toEqual(list.body.data.data.map((e: { id: number }) => e.id));
    expect(rows.map((r) => r[header.indexOf('Date')])).toEqual([...days].sort());
    const first = rows.find((r) => r[header.indexOf('Memo')] === 'Sunday tithes 1');
    expect(first?.[header.indexOf('Amount')]).toBe('100.05');
  });

  it('exports xlsx with amounts as numbers and dates as dates (view-only Auditor)', async () => {
    const res = await download(t.app, auditor, '/journals/export?format=xlsx&sort=id&dir=desc');
    expect(res.status).toBe(200);
    const { header, rows } = await readXlsx(res.bytes);
    expect(rows.length - 1).toBe(12);
    const fee = rows.find((r) => cellOf(header, r, 'Memo').value === 'Bank fee refund');
    if (!fee) throw new Error('no fee row');
    expect(cellOf(header, fee, 'Amount').type).toBe(ExcelJS.ValueType.Number);
    expect(cellOf(header, fee, 'Amount').value).toBe(99);
    expect(cellOf(header, fee, 'Date').value).toEqual(new Date('2026-02-02T00:00:00Z'));
  });

  it("never exports another company's entries; needs Journals_View", async () => {
    const own = readCsv((await download(t.app, treasurer, '/journals/export?format=csv&search=elsewhere')).bytes);
    expect(own).toHaveLength(1);
    expect((await download(t.app, treasurer, `/journals/export?format=csv&company_id=${other.company.id}`)).status).toBe(404);
    const theirs = readCsv((await download(t.app, admin, `/journals/export?format=csv&company_id=${other.company.id}`)).bytes);
    expect(theirs).toHaveLength(2);
    expect((await download(t.app, noView, '/journals/export?format=csv')).status).toBe(403);
  });
});
