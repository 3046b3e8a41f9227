import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { cellOf, download, readCsv, readXlsx } from '../../../test/download.js';
import { makeVendor } from '../../../test/factories.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld } from '../../../test/world/server.js';
import { exportBatch } from '../../lib/export/index.js';
import { makeRole } from '../companies/company-fixtures.js';

let t: TestContext;
let admin: string;
let treasurer: string;
let auditor: string;
let noView: string;
let companyA: number;
let companyB: number;

beforeAll(async () => {
  t = await createTestContext();
  const a = await testWorld(t).company({ name: 'Sort Assembly' });
  companyA = a.id;
  companyB = (await testWorld(t).company({ name: 'Other Assembly', signIn: false })).id;
  // 12 "Harbor" vendors in A (more than one page of 5), names out of creation order; 3 others; 2 Harbor in B.
  const names = ['mango', 'Apple', 'kiwi', 'Banana', 'cherry', 'Lime', 'date', 'Fig', 'grape', 'Elder', 'honeydew', 'Ice'];
  for (const [i, n] of names.entries()) await makeVendor(t.db, companyA, { name: `Harbor ${n}`, freight: `${i + 1}.25` });
  for (const n of ['Quill', 'Rope', '=HYPERLINK("http://x")']) await makeVendor(t.db, companyA, { name: n });
  for (const n of ['Harbor B1', 'Harbor B2']) await makeVendor(t.db, companyB, { name: n });
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  treasurer = a.treasurer.token;
  auditor = (await a.user('Auditor')).token;
  const role = await makeRole(t.db, 1, ['Bills_View']);
  noView = (await a.user(role.id)).token;
  // Batches of 5 make the 12-row exports below cross three offset batches.
  exportBatch.size = 5;
});
afterAll(async () => {
  exportBatch.size = 1000;
  await t.close();
});

const names = (res: { body: any }) => res.body.data.data.map((v: { name: string }) => v.name);

describe('GET /vendor search and sort', () => {
  it('search narrows to the matching vendors of the caller company', async () => {
    const res = await api(t.app, treasurer).get('/vendor?search=harbor&per_page=100');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(12);
    expect(names(res).every((n: string) => n.startsWith('Harbor '))).toBe(true);
  });

  it('sorts by name both ways, ignoring case, and by Vendor#', async () => {
    const asc = await api(t.app, treasurer).get('/vendor?search=harbor&sort=name&dir=asc&per_page=100');
    const expected = names(asc)
      .slice()
      .sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(names(asc)).toEqual(expected);
    expect(names(asc)[0]).toBe('Harbor Apple');
    const desc = await api(t.app, treasurer).get('/vendor?search=harbor&sort=name&dir=desc&per_page=100');
    expect(names(desc)).toEqual(expected.slice().reverse());
    const byNumber = await api(t.app, treasurer).get('/vendor?sort=vendor_number&dir=asc&per_page=3');
    expect(byNumber.body.data.data.map((v: { vendor_number: number }) => v.vendor_number)).toEqual([1, 2, 3]);
  });

  it('pages a sort without overlap', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) seen.push(...names(await api(t.app, treasurer).get(`/vendor?search=harbor&sort=name&page=${page}&per_page=5`)));
    expect(new Set(seen).size).toBe(12);
  });

  it('refuses an unknown sort key or direction with a 422', async () => {
    const bad = await api(t.app, treasurer).get('/vendor?sort=password');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Sort by one of');
    expect((await api(t.app, treasurer).get('/vendor?dir=up')).status).toBe(422);
  });
});

describe('GET /vendor/export', () => {
  it('exports every filtered row as CSV, across pages, with money as decimals', async () => {
    const res = await download(t.app, treasurer, '/vendor/export?format=csv&search=harbor&sort=name&dir=asc');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="vendors-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = readCsv(res.bytes);
    expect(rows).toHaveLength(12);
    const name = header.indexOf('Name');
    expect(rows[0][name]).toBe('Harbor Apple');
    expect(rows[0][header.indexOf('Freight')]).toBe('2.25');
    expect(rows[0][header.indexOf('Added On')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows.some((r) => r[header.indexOf('Company Name')] !== 'Sort Assembly')).toBe(false);
  });

  it('exports xlsx with money as numbers and dates as dates, in the list order', async () => {
    const res = await download(t.app, auditor, '/vendor/export?format=xlsx&search=harbor&sort=name&dir=desc');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="vendors-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { header, rows } = await readXlsx(res.bytes);
    const body = rows.slice(1);
    expect(body).toHaveLength(12);
    expect(cellOf(header, body[0], 'Name').value).toBe('Harbor mango');
    const freight = cellOf(header, body[0], 'Freight');
    expect(freight.type).toBe(ExcelJS.ValueType.Number);
    expect(freight.value).toBe(1.25);
    expect(freight.numFmt).toBe('#,##0.00');
    expect(cellOf(header, body[0], 'Added On').value).toBeInstanceOf(Date);
  });

  it('guards text that a spreadsheet would run as a formula', async () => {
    const res = await download(t.app, treasurer, '/vendor/export?format=csv&search=hyperlink');
    const [header, row] = readCsv(res.bytes);
    expect(row[header.indexOf('Name')]).toBe('\'=HYPERLINK("http://x")');
  });

  it("never exports another company's vendors; Super-Admin exports all or one company", async () => {
    const own = readCsv((await download(t.app, treasurer, '/vendor/export?format=csv&search=harbor')).bytes);
    expect(own).toHaveLength(1 + 12);
    expect(own.flat().some((c) => c === 'Harbor B1' || c === 'Harbor B2')).toBe(false);
    expect((await download(t.app, treasurer, `/vendor/export?format=csv&company_id=${companyB}`)).status).toBe(404);
    const b = readCsv((await download(t.app, admin, `/vendor/export?format=csv&company_id=${companyB}`)).bytes);
    expect(b.slice(1).map((r) => r[b[0].indexOf('Name')])).toEqual(['Harbor B2', 'Harbor B1']);
    const all = readCsv((await download(t.app, admin, '/vendor/export?format=csv&search=harbor')).bytes);
    expect(all).toHaveLength(1 + 14);
  });

  it('needs Vendor_View (403 without it) and a known format (422)', async () => {
    const res = await download(t.app, noView, '/vendor/export?format=csv');
    expect(res.status).toBe(403);
    expect((await download(t.app, treasurer, '/vendor/export?format=pdf')).status).toBe(422);
  });
});
