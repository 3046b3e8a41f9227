import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import type { AppInstance } from '../src/app.js';
import { api } from './api.js';
import { cellOf, download, readCsv, readXlsx } from './download.js';

/** What a paged list's search, sort and export tests need to know about that list. */
export interface ListUnderTest {
  app: () => AppInstance;
  /** the list route, e.g. '/getAllPayBillsInfo' (its export is route + '/export') */
  route: string;
  /** the page's rows from the answer's body (the pending order lists wrap it in userDetials) */
  pageOf?: (body: any) => { data: any[]; total: number };
  /** a company user of company A who may see the list, one who may not, Super-Admin */
  owner: () => string;
  refused: () => string;
  admin: () => string;
  companyB: () => number;
  /** company A's and B's legal names (the export's 'Company Name' column) */
  nameA: () => string;
  nameB: () => string;
  /** a search term matching `searchHits` of company A's rows, and how to tell a hit from the wire row */
  search: string;
  searchHits: number;
  isHit: (row: any) => boolean;
  /** a numeric sort key and a text one, with the wire field they order by */
  numberSort: { key: string; value: (row: any) => number };
  textSort: { key: string; value: (row: any) => string };
  /** the export's money and date headers */
  money: string;
  date: string;
}

const defaultPage = (body: any) => body.data;

/** Registers the tests every payables list shares: search, sort both ways, exports of exactly the filtered rows. */
export function listChecks(l: ListUnderTest) {
  const pageOf = l.pageOf ?? defaultPage;
  const get = async (token: string, query: string) => {
    const res = await api(l.app(), token).get(`${l.route}?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return pageOf(res.body);
  };
  /** every row of the list for a query, page by page (per_page small so there are several pages) */
  const allPages = async (token: string, query: string) => {
    const rows: any[] = [];
    for (let page = 1; ; page++) {
      const p = await get(token, `${query}&page=${page}&per_page=3`);
      rows.push(...p.data);
      if (p.data.length < 3) return { rows, total: p.total };
    }
  };

  it('search narrows the list to the matching rows', async () => {
    const all = await get(l.owner(), 'per_page=100');
    const hits = await allPages(l.owner(), `search=${encodeURIComponent(l.search)}`);
    expect(hits.total).toBe(l.searchHits);
    expect(hits.rows).toHaveLength(l.searchHits);
    expect(all.total).toBeGreaterThan(l.searchHits);
    expect(hits.rows.every(l.isHit)).toBe(true);
    expect((await get(l.owner(), 'search=no-such-thing-anywhere')).total).toBe(0);
  });

  it('sorts by a number and by a name, both directions, id breaking ties, pages without overlap', async () => {
    for (const s of [l.numberSort, l.textSort] as Array<{ key: string; value: (row: any) => number | string }>) {
      const asc = (await allPages(l.owner(), `sort=${s.key}&dir=asc`)).rows;
      const desc = (await allPages(l.owner(), `sort=${s.key}&dir=desc`)).rows;
      const values = asc.map((r) => s.value(r));
      const sorted = [...values].sort((a, b) => (typeof a === 'number' ? a - (b as number) : String(a).toLowerCase().localeCompare(String(b).toLowerCase())));
      expect(values).toEqual(sorted);
      expect(new Set(values).size).toBeGreaterThan(1);
      expect(desc.map((r) => s.value(r))).toEqual([...sorted].reverse());
      expect(new Set(asc.map((r) => JSON.stringify(r))).size).toBe(asc.length);
    }
    const bad = await api(l.app(), l.owner()).get(`${l.route}?sort=password`);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Sort by one of');
  });

  it('exports as CSV exactly the filtered rows of every page, in the list order', async () => {
    const query = `search=${encodeURIComponent(l.search)}&sort=${l.numberSort.key}&dir=desc`;
    const listed = await allPages(l.owner(), query);
    const res = await download(l.app(), l.owner(), `${l.route}/export?format=csv&${query}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = readCsv(res.bytes);
    expect(rows).toHaveLength(listed.total);
    expect(rows[0][header.indexOf(l.money)]).toMatch(/^-?\d+\.\d{2}$/);
    expect(rows[0][header.indexOf(l.date)]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const money = rows.map((r) => Number(r[header.indexOf(l.money)]));
    expect(money.length).toBe(listed.rows.length);
  });

  it('exports xlsx with money as numbers and dates as date cells', async () => {
    const listed = await get(l.owner(), 'per_page=100');
    const res = await download(l.app(), l.owner(), `${l.route}/export?format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { header, rows } = await readXlsx(res.bytes);
    const body = rows.slice(1);
    expect(body).toHaveLength(listed.total);
    for (const row of body) {
      const money = cellOf(header, row, l.money);
      expect(money.type).toBe(ExcelJS.ValueType.Number);
      expect(money.numFmt).toBe('#,##0.00');
      expect(cellOf(header, row, l.date).value).toBeInstanceOf(Date);
    }
  });

  it("never exports another company's rows; Super-Admin exports one company or all", async () => {
    const own = readCsv((await download(l.app(), l.owner(), `${l.route}/export?format=csv`)).bytes);
    const company = own[0].indexOf('Company Name');
    expect(own.length).toBeGreaterThan(1);
    expect(own.slice(1).every((r) => r[company] === l.nameA())).toBe(true);
    expect((await download(l.app(), l.owner(), `${l.route}/export?format=csv&company_id=${l.companyB()}`)).status).toBe(404);
    const b = readCsv((await download(l.app(), l.admin(), `${l.route}/export?format=csv&company_id=${l.companyB()}`)).bytes);
    expect(b.length).toBeGreaterThan(1);
    expect(b.slice(1).every((r) => r[company] === l.nameB())).toBe(true);
    const all = readCsv((await download(l.app(), l.admin(), `${l.route}/export?format=csv`)).bytes);
    expect(all.length).toBeGreaterThanOrEqual(own.length + b.length - 1);
  });

  it('is authorised exactly as the list: no list permission, no export; a bad format is a 422', async () => {
    expect((await api(l.app(), l.refused()).get(l.route)).status).toBe(403);
    expect((await download(l.app(), l.refused(), `${l.route}/export?format=csv`)).status).toBe(403);
    expect((await download(l.app(), l.owner(), `${l.route}/export?format=pdf`)).status).toBe(422);
  });
}
