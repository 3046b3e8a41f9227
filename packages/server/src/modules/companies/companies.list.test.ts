import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { cellOf, download, readCsv, readXlsx } from '../../../test/download.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld, type WorldCompany } from '../../../test/world/server.js';
import { makeRole } from './company-fixtures.js';
import ExcelJS from 'exceljs';

let t: TestContext;
let admin: string;
let viewer: string;
let noView: string;
const tag = `Zion${Math.random().toString(36).slice(2, 7)}`;
// 12 companies sharing the tag: more than one page of 5.
const cities = ['Austin', 'boise', 'Chicago', 'dallas', 'El Paso', 'fresno', 'Gary', 'houston', 'Irvine', 'joliet', 'Katy', 'lubbock'];

beforeAll(async () => {
  t = await createTestContext();
  // Made at once: the chart each company seeds is the cost.
  const made: WorldCompany[] = await Promise.all(
    cities.map((city, i) => testWorld(t).company({ name: `${tag} Assembly ${String.fromCharCode(76 - i)}`, over: { city }, signIn: false })),
  );
  await testWorld(t).company({ name: 'Unrelated Chapel', signIn: false });
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  const viewRole = await makeRole(t.db, 1, ['CompanyInformation_View']);
  viewer = (await made[0].user(viewRole.id)).token;
  const otherRole = await makeRole(t.db, 1, ['Vendor_View']);
  noView = (await made[0].user(otherRole.id)).token;
});
afterAll(() => t.close());

const names = (res: { body: any }) => res.body.data.data.map((c: { legal_name: string }) => c.legal_name);

describe('GET /company search and sort', () => {
  it('search narrows to the matching companies', async () => {
    const res = await api(t.app, admin).get(`/company?search=${tag}&per_page=100`);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(12);
    expect(names(res).every((n: string) => n.startsWith(tag))).toBe(true);
    expect(names(await api(t.app, admin).get(`/company?search=${tag}&per_page=100`))[0]).toBe(`${tag} Assembly A`);
  });

  it('sorts by city both ways, ignoring case', async () => {
    const asc = await api(t.app, admin).get(`/company?search=${tag}&sort=city&dir=asc&per_page=100`);
    expect(asc.body.data.data.map((c: { city: string }) => c.city)).toEqual(cities);
    const desc = await api(t.app, admin).get(`/company?search=${tag}&sort=city&dir=desc&per_page=5&page=1`);
    expect(desc.body.data.data.map((c: { city: string }) => c.city)).toEqual([...cities].reverse().slice(0, 5));
  });
});

describe('GET /company/export', () => {
  it('exports every filtered company across pages, in the list order', async () => {
    const res = await download(t.app, admin, `/company/export?format=csv&search=${tag}&sort=city&dir=desc`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="companies-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = readCsv(res.bytes);
    expect(rows.map((r) => r[header.indexOf('City')])).toEqual([...cities].reverse());
    const xlsx = await readXlsx((await download(t.app, admin, `/company/export?format=xlsx&search=${tag}`)).bytes);
    expect(xlsx.rows.length - 1).toBe(12);
    expect(cellOf(xlsx.header, xlsx.rows[1], 'Created On').type).toBe(ExcelJS.ValueType.Date);
  });

  it('a company user exports only their own company; without CompanyInformation_View: 403', async () => {
    const own = readCsv((await download(t.app, viewer, '/company/export?format=csv')).bytes);
    expect(own).toHaveLength(2);
    expect(own[1][0]).toBe(`${tag} Assembly L`);
    expect((await download(t.app, noView, '/company/export?format=csv')).status).toBe(403);
  });
});
