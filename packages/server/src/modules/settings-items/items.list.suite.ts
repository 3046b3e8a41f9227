import { M } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type api, loginAs } from '../../../test/api.js';
import { cellOf, download, readCsv, readXlsx } from '../../../test/download.js';
import { ADMIN, type TestContext } from '../../../test/harness.js';
import { testWorld, userWith, type WorldCompany } from '../../../test/world/server.js';
import { exportBatch } from '../../lib/export/index.js';
import type { ItemSuiteConfig } from './items.suite.js';

/** What the list tests take from the main suite, read when the tests run (after its beforeAll). */
export interface ItemSuiteContext {
  readonly t: TestContext;
  readonly admin: ReturnType<typeof api>;
  create(call: ReturnType<typeof api>, name: string, status?: number | string): Promise<{ id: number; name: string }>;
}

/** The list's search, sort and CSV/Excel export, for fund programs and functional expenses alike. */
export function describeItemListApi(c: ItemSuiteConfig, ctx: ItemSuiteContext) {
  describe(`GET /${c.paths.list} search and sort, and its export`, () => {
    // One word shared by this block's rows: 12 of company A (more than a page of 10), names out of
    // creation order and case, one In Active; the same word on one global item and one of company B.
    const tag = `Cedar${Math.floor(Math.random() * 1e6)}`;
    const words = ['mango', 'Apple', 'kiwi', 'Banana', 'cherry', 'Lime', 'date', 'Fig', 'grape', 'Elder', 'honeydew', 'Ice'];
    let a: WorldCompany;
    let b: WorldCompany;
    let treasurer: ReturnType<typeof api>;
    let treasurerToken: string;
    let adminToken: string;
    let globalName: string;
    let theirsName: string;
    const list = (call: ReturnType<typeof api>, query: string) => call.get(`/${c.paths.list}?${query}`);
    const namesOf = (res: { body: any }) => res.body.data.data.map((r: { name: string }) => r.name);
    const byName = (x: string, y: string) => x.toLowerCase().localeCompare(y.toLowerCase());

    beforeAll(async () => {
      a = await testWorld(ctx.t).company({ name: `${tag} Assembly` });
      b = await testWorld(ctx.t).company({ name: `Other ${tag} Chapel` });
      treasurerToken = a.treasurer.token;
      treasurer = a.api;
      adminToken = await loginAs(ctx.t.app, ADMIN.email, ADMIN.password);
      for (const [i, w] of words.entries()) await ctx.create(treasurer, `${w} ${tag}`, i === 4 ? 0 : 1);
      globalName = `Global ${tag}`;
      await ctx.create(ctx.admin, globalName);
      theirsName = `Theirs ${tag}`;
      await ctx.create(b.api, theirsName);
      // Batches of 5 make the 13-row exports below cross three offset batches.
      exportBatch.size = 5;
    });
    afterAll(() => {
      exportBatch.size = 1000;
    });

    it("search narrows to names containing it, ignoring case, among the caller's and the global items", async () => {
      const res = await list(treasurer, `search=${tag.toLowerCase()}&per_page=100`);
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(13);
      expect(namesOf(res)).toContain(globalName);
      expect(namesOf(res)).not.toContain(theirsName);
      const one = await list(treasurer, `search=${encodeURIComponent(`hONEYdew ${tag}`)}`);
      expect(namesOf(one)).toEqual([`honeydew ${tag}`]);
      // % and _ are taken literally, not as wildcards.
      expect((await list(treasurer, `search=${tag}%25`)).body.data.total).toBe(0);
    });

    it("search matches the owner: the company's name, or 'All companies' for the global items", async () => {
      const own = await list(treasurer, `search=${encodeURIComponent(a.legalName)}&per_page=100`);
      expect(own.body.data.total).toBe(12);
      expect(own.body.data.data.every((r: { company_id: number }) => r.company_id === a.id)).toBe(true);
      const global = await list(treasurer, `search=${encodeURIComponent(M.globalItemOwner.toUpperCase())}&per_page=100`);
      expect(global.body.data.total).toBeGreaterThan(0);
      expect(global.body.data.data.every((r: { company_id: number }) => r.company_id === 0)).toBe(true);
      expect(namesOf(global)).toContain(globalName);
      // Super-Admin finds company B's item by B's name; the Treasurer of A does not.
      expect(namesOf(await list(ctx.admin, `search=${encodeURIComponent(b.legalName)}`))).toEqual([theirsName]);
      expect((await list(treasurer, `search=${encodeURIComponent(b.legalName)}`)).body.data.total).toBe(0);
    });

    it('sorts by name both ways, ignoring case, and pages the sort without overlap', async () => {
      const asc = await list(treasurer, `search=${tag}&sort=name&dir=asc&per_page=100`);
      const expected = namesOf(asc).slice().sort(byName);
      expect(namesOf(asc)).toEqual(expected);
      expect(namesOf(asc)[0]).toBe(`Apple ${tag}`);
      const desc = await list(treasurer, `search=${tag}&sort=name&dir=desc&per_page=100`);
      expect(namesOf(desc)).toEqual(expected.slice().reverse());
      const paged: string[] = [];
      for (const page of [1, 2]) paged.push(...namesOf(await list(treasurer, `search=${tag}&sort=name&dir=asc&page=${page}`)));
      expect(paged).toEqual(expected);
    });

    it('sorts by status (Active first ascending) and by owner, id breaking ties', async () => {
      const asc = await list(treasurer, `search=${tag}&sort=status&dir=asc&per_page=100`);
      const statuses = asc.body.data.data.map((r: { status_name: string }) => r.status_name);
      expect(statuses.at(-1)).toBe('In Active');
      expect(statuses.slice(0, -1).every((s: string) => s === 'Active')).toBe(true);
      // Ties (the Active ones) in id order, the same direction as the sort.
      const activeIds = asc.body.data.data.slice(0, -1).map((r: { id: number }) => r.id);
      expect(activeIds).toEqual(activeIds.slice().sort((x: number, y: number) => x - y));
      const desc = await list(treasurer, `search=${tag}&sort=status&dir=desc&per_page=100`);
      expect(desc.body.data.data[0].status_name).toBe('In Active');

      // Owner: 'All companies' < 'CedarNNN Assembly' < 'Other CedarNNN Chapel', as the User column reads.
      const owners = await list(ctx.admin, `search=${tag}&sort=company_name&dir=asc&per_page=100`);
      const shown = owners.body.data.data.map((r: { company_name: string }) => r.company_name);
      expect(shown).toEqual([M.globalItemOwner, ...Array(12).fill(a.legalName), b.legalName]);
      const back = await list(ctx.admin, `search=${tag}&sort=company_name&dir=desc&per_page=100`);
      expect(back.body.data.data.map((r: { company_name: string }) => r.company_name)).toEqual(shown.slice().reverse());
    });

    it('refuses an unknown sort key, direction or an over-long search with a 422', async () => {
      const bad = await list(treasurer, 'sort=created_by');
      expect(bad.status).toBe(422);
      expect(JSON.stringify(bad.body)).toContain('Sort by one of: newest, name, company_name, status');
      expect((await list(treasurer, 'dir=up')).status).toBe(422);
      expect((await list(treasurer, `search=${'x'.repeat(101)}`)).status).toBe(422);
    });

    it('exports every filtered row as CSV, across pages and batches, in the list order', async () => {
      const page = await list(treasurer, `search=${tag}&sort=name&dir=asc`);
      expect(page.body.data.data).toHaveLength(10);
      const res = await download(ctx.t.app, treasurerToken, `/${c.paths.list}/export?format=csv&search=${tag}&sort=name&dir=asc`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${c.exportName}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      const [header, ...rows] = readCsv(res.bytes);
      expect(header).toEqual(['Name', 'User', ...(c.fundClass ? ['Restriction', 'Release On'] : []), 'Status', 'Added On']);
      expect(rows).toHaveLength(page.body.data.total);
      expect(rows.map((r) => r[0])).toEqual(namesOf(await list(treasurer, `search=${tag}&sort=name&dir=asc&per_page=100`)));
      const cherry = rows.find((r) => r[0] === `cherry ${tag}`);
      const cls = c.fundClass ? ['Without donor restrictions', ''] : [];
      expect(cherry).toEqual([`cherry ${tag}`, a.legalName, ...cls, 'In Active', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
      expect(rows.find((r) => r[0] === globalName)?.[1]).toBe(M.globalItemOwner);
    });

    it('exports xlsx read back with the rows in the chosen order and dates as dates', async () => {
      const res = await download(ctx.t.app, treasurerToken, `/${c.paths.list}/export?format=xlsx&search=${tag}&sort=name&dir=desc`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`filename="${c.exportName}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"`));
      const { header, rows } = await readXlsx(res.bytes);
      const body = rows.slice(1);
      expect(body).toHaveLength(13);
      expect(cellOf(header, body[0], 'Name').value).toBe(`mango ${tag}`);
      expect(cellOf(header, body[12], 'Name').value).toBe(`Apple ${tag}`);
      expect(cellOf(header, body[0], 'User').value).toBe(a.legalName);
      expect(cellOf(header, body[0], 'Added On').value).toBeInstanceOf(Date);
    });

    it("never exports another company's items; Super-Admin exports all or one company", async () => {
      const own = readCsv((await download(ctx.t.app, treasurerToken, `/${c.paths.list}/export?format=csv`)).bytes);
      expect(own.flat()).not.toContain(theirsName);
      expect(own.slice(1).every((r) => r[1] === a.legalName || r[1] === M.globalItemOwner)).toBe(true);
      expect((await download(ctx.t.app, treasurerToken, `/${c.paths.list}/export?format=csv&company_id=${b.id}`)).status).toBe(404);
      const forB = readCsv((await download(ctx.t.app, adminToken, `/${c.paths.list}/export?format=csv&search=${tag}&company_id=${b.id}`)).bytes);
      expect(forB.slice(1).map((r) => r[0])).toEqual([theirsName, globalName]);
      const all = readCsv((await download(ctx.t.app, adminToken, `/${c.paths.list}/export?format=csv&search=${tag}`)).bytes);
      expect(all).toHaveLength(1 + 14);
    });

    it(`needs ${c.group}_View (403 without it) and a known format (422)`, async () => {
      const none = await userWith(ctx.t, a, ['Vendor_View']);
      const res = await download(ctx.t.app, none.token, `/${c.paths.list}/export?format=csv`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: 403, message: M.forbidden });
      const viewer = await userWith(ctx.t, a, [`${c.group}_View`]);
      expect((await download(ctx.t.app, viewer.token, `/${c.paths.list}/export?format=xlsx`)).status).toBe(200);
      expect((await download(ctx.t.app, treasurerToken, `/${c.paths.list}/export?format=pdf`)).status).toBe(422);
    });
  });
}
