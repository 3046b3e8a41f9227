import { M } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { type Position, testWorld, userWith, type WorldCompany } from '../../../test/world/server.js';
import type { ItemTable } from './items.repo.js';
import { describeItemListApi, type ItemSuiteContext } from './items.list.suite.js';
import { scopeFor } from '../../../test/scopes.js';
import { usableItem } from './items.service.js';

/** What differs between fund programs and functional expenses; the API tests are otherwise the same. */
export interface ItemSuiteConfig {
  table: ItemTable;
  group: string;
  paths: { create: string; update: string; list: string; remove: string; picker: string };
  texts: { added: string; updated: string; deleted: string };
  /** the export's file name stem ('fund-programs') */
  exportName: string;
  /** the picker answer as [{ id, name }] whatever its wire shape */
  pickerRows(body: any): Array<{ id: number; name: string }>;
  /** fund programs: rows and exports also carry the restriction class (issue 24) */
  fundClass?: boolean;
}

export function describeItemApi(c: ItemSuiteConfig) {
  let t: TestContext;
  let admin: ReturnType<typeof api>;
  let seq = 0;
  const uniq = (base: string) => `${base} ${++seq}-${Math.floor(Math.random() * 1e6)}`;

  /** A company with a Treasurer (every FundProgram_ and FunctionalExpenses_ permission) signed in. */
  async function companyWithUser(position: Position = 'Treasurer') {
    const company = await makeCompany();
    const user = await company.user(position);
    return { company, user, call: user.api };
  }
  const makeCompany = () => testWorld(t).company({ signIn: false });
  const userWithRole = async (company: WorldCompany, perms: string[]) => (await userWith(t, company, perms)).api;
  const create = async (call: ReturnType<typeof api>, name: string, status: number | string = 1) => {
    const res = await call.post(`/${c.paths.create}`, { name, status });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; name: string; company_id: number; status: number };
  };
  const stored = async (id: number) => {
    const [row] = await t.db.select().from(c.table).where(eq(c.table.id, id));
    return row;
  };
  const rowCount = async () => {
    const [r] = await t.db.select({ n: sql<number>`count(*)::int` }).from(c.table);
    return r.n;
  };
  const allPages = async (call: ReturnType<typeof api>, query = '') => {
    const rows: any[] = [];
    for (let page = 1; ; page++) {
      const res = await call.get(`/${c.paths.list}?page=${page}${query}`);
      expect(res.status).toBe(200);
      rows.push(...res.body.data.data);
      if (page >= res.body.data.last_page) return rows;
    }
  };

  const ctx: ItemSuiteContext = {
    get t() {
      return t;
    },
    get admin() {
      return admin;
    },
    create,
  };

  beforeAll(async () => {
    t = await createTestContext();
    admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  });
  afterAll(() => t.close());

  describe(`POST /${c.paths.create}`, () => {
    it('Super-Admin creates a global item (company_id 0) with the success text in msg', async () => {
      const name = uniq('Global');
      const res = await admin.post(`/${c.paths.create}`, { name: `  ${name} `, status: '1' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 200, msg: c.texts.added, message: c.texts.added });
      expect(res.body.data).toMatchObject({ name, status: 1, status_name: 'Active', company_id: 0, company_name: M.globalItemOwner });
    });

    it('a company user creates an item of their own company; status 0 is In Active', async () => {
      const { company, call } = await companyWithUser();
      const res = await call.post(`/${c.paths.create}`, { name: 'Youth ministry', status: 0 });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        name: 'Youth ministry',
        status: 0,
        status_name: 'In Active',
        company_id: company.id,
        company_name: company.legalName,
      });
      // Another company's id is someone else's company: 404, as everywhere (the Super-Admin's choice only).
      const other = await makeCompany();
      const moved = await call.post(`/${c.paths.create}`, { name: 'Elsewhere', status: 1, company_id: other.id });
      expect(moved.status).toBe(404);
    });

    it("answers 422 with 'Name is required' and 'Status is required' and stores nothing", async () => {
      const { call } = await companyWithUser();
      const before = await rowCount();
      const empty = await call.post(`/${c.paths.create}`, {});
      expect(empty.status).toBe(422);
      expect(empty.body).toMatchObject({ status: 422, message: M.nameRequired });
      expect(empty.body.errors.name).toEqual([M.nameRequired]);
      expect(empty.body.errors.status).toEqual([M.statusRequired]);
      const blank = await call.post(`/${c.paths.create}`, { name: '   ', status: '' });
      expect(blank.body.errors).toEqual({ name: [M.nameRequired], status: [M.statusRequired] });
      const badStatus = await call.post(`/${c.paths.create}`, { name: 'Missions', status: 2 });
      expect(badStatus.status).toBe(422);
      expect(badStatus.body.errors).toEqual({ status: [M.statusRequired] });
      const long = await call.post(`/${c.paths.create}`, { name: 'x'.repeat(256), status: 1 });
      expect(long.status).toBe(422);
      expect(long.body.errors.name).toEqual(['At most 255 characters']);
      const wrongType = await call.post(`/${c.paths.create}`, { name: 42, status: 1 });
      expect(wrongType.status).toBe(422);
      expect(await rowCount()).toBe(before);
    });

    it('refuses a name already used in the company or globally (any case) with 409 and errors.name', async () => {
      const { call } = await companyWithUser();
      const name = uniq('Missions');
      await create(call, name);
      const dup = await call.post(`/${c.paths.create}`, { name: name.toUpperCase(), status: 1 });
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual({ status: 409, message: M.nameTaken, errors: { name: [M.nameTaken] } });

      const globalName = uniq('Shared');
      await create(admin, globalName);
      const clash = await call.post(`/${c.paths.create}`, { name: globalName, status: 1 });
      expect(clash.status).toBe(409);
      const globalDup = await admin.post(`/${c.paths.create}`, { name: globalName.toLowerCase(), status: 0 });
      expect(globalDup.status).toBe(409);
    });

    it('lets another company, or a new global item, use a name a company already has', async () => {
      const a = await companyWithUser();
      const b = await companyWithUser();
      const name = uniq('Building fund');
      await create(a.call, name);
      expect((await create(b.call, name)).company_id).toBe(b.company.id);
      expect((await create(admin, name)).company_id).toBe(0);
    });

    it('Super-Admin makes an item for one chosen company: only that company sees it, in its list and picker', async () => {
      const a = await companyWithUser();
      const b = await companyWithUser();
      const name = uniq('Chosen company');
      const res = await admin.post(`/${c.paths.create}`, { name, status: 1, company_id: a.company.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ name, company_id: a.company.id, company_name: a.company.legalName });
      expect((await stored(res.body.data.id)).companyId).toBe(a.company.id);
      const listed = async (call: ReturnType<typeof api>) => (await call.get(`/${c.paths.list}?per_page=100`)).body.data.data.map((r: { id: number }) => r.id);
      const offered = async (call: ReturnType<typeof api>, companyId: number) =>
        c.pickerRows((await call.get(`/${c.paths.picker}/${companyId}`)).body).map((r) => r.id);
      expect(await listed(a.call)).toContain(res.body.data.id);
      expect(await offered(a.call, a.company.id)).toContain(res.body.data.id);
      expect(await listed(b.call)).not.toContain(res.body.data.id);
      expect(await offered(b.call, b.company.id)).not.toContain(res.body.data.id);
      expect(await offered(admin, 0)).not.toContain(res.body.data.id); // not a global one
      // Company 0 or none: global, as before.
      expect((await create(admin, uniq('Still global'))).company_id).toBe(0);
      expect((await admin.post(`/${c.paths.create}`, { name: uniq('Global too'), status: 1, company_id: 0 })).body.data.company_id).toBe(0);
    });

    it('refuses an unknown company (422) and a company user naming another company (404)', async () => {
      const a = await companyWithUser();
      const b = await companyWithUser();
      const n = await rowCount();
      const unknown = await admin.post(`/${c.paths.create}`, { name: uniq('Nowhere'), status: 1, company_id: 987654 });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors.company_id).toEqual([M.selectCompany]);
      expect((await a.call.post(`/${c.paths.create}`, { name: uniq('Sneaky'), status: 1, company_id: b.company.id })).status).toBe(404);
      expect(await rowCount()).toBe(n);
      // Their own company's id is simply their own.
      expect((await a.call.post(`/${c.paths.create}`, { name: uniq('Own'), status: 1, company_id: a.company.id })).body.data.company_id).toBe(a.company.id);
    });

    it('frees the name once the item is deleted', async () => {
      const { call } = await companyWithUser();
      const name = uniq('Camp');
      const item = await create(call, name);
      expect((await call.del(`/${c.paths.remove}/${item.id}`)).status).toBe(200);
      expect((await create(call, name)).id).not.toBe(item.id);
    });
  });

  describe(`POST /${c.paths.update}/{id}`, () => {
    it('a company user renames and deactivates their own item', async () => {
      const { company, call } = await companyWithUser();
      const item = await create(call, uniq('Choir'));
      const res = await call.post(`/${c.paths.update}/${item.id}`, { name: 'Choir and music', status: '0' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 200, msg: c.texts.updated, message: c.texts.updated });
      expect(res.body.data).toMatchObject({ id: item.id, name: 'Choir and music', status: 0, status_name: 'In Active', company_id: company.id });
      const row = await stored(item.id);
      expect(row).toMatchObject({ name: 'Choir and music', status: 0, companyId: company.id });
      // Changing only the case of its own name is not a clash with itself.
      const same = await call.post(`/${c.paths.update}/${item.id}`, { name: 'CHOIR AND MUSIC', status: 1 });
      expect(same.status).toBe(200);
    });

    it('refuses a company user changing a global item with 403 and changes nothing', async () => {
      const { call } = await companyWithUser();
      const global = await create(admin, uniq('Global locked'));
      const res = await call.post(`/${c.paths.update}/${global.id}`, { name: 'Hijacked', status: 0 });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: 403, message: M.globalItemLocked });
      expect(await stored(global.id)).toMatchObject({ name: global.name, status: 1 });
    });

    it("answers 404 for another company's item and changes nothing", async () => {
      const a = await companyWithUser();
      const b = await companyWithUser();
      const item = await create(a.call, uniq('Private'));
      const res = await b.call.post(`/${c.paths.update}/${item.id}`, { name: 'Taken over', status: 1 });
      expect(res.status).toBe(404);
      expect(res.body.status).toBe(404);
      expect((await stored(item.id)).name).toBe(item.name);
    });

    it("Super-Admin edits a global item and a company's item (which stays with its company)", async () => {
      const { company, call } = await companyWithUser();
      const item = await create(call, uniq('Outreach'));
      const res = await admin.post(`/${c.paths.update}/${item.id}`, { name: `${item.name} (edited)`, status: 1 });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ company_id: company.id, company_name: company.legalName });
      const global = await create(admin, uniq('Global editable'));
      const g = await admin.post(`/${c.paths.update}/${global.id}`, { name: global.name, status: 0 });
      expect(g.status).toBe(200);
      expect(g.body.data).toMatchObject({ status: 0, company_id: 0, company_name: M.globalItemOwner });
    });

    it('refuses a duplicate name, bad input, an unknown or a deleted item', async () => {
      const { call } = await companyWithUser();
      const one = await create(call, uniq('One'));
      const two = await create(call, uniq('Two'));
      const dup = await call.post(`/${c.paths.update}/${two.id}`, { name: one.name, status: 1 });
      expect(dup.status).toBe(409);
      expect(dup.body.errors.name).toEqual([M.nameTaken]);
      const bad = await call.post(`/${c.paths.update}/${two.id}`, { name: '', status: 1 });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.name).toEqual([M.nameRequired]);
      expect((await stored(two.id)).name).toBe(two.name);
      expect((await call.post(`/${c.paths.update}/999999`, { name: 'X', status: 1 })).status).toBe(404);
      expect((await call.post(`/${c.paths.update}/abc`, { name: 'X', status: 1 })).status).toBe(422);
      await call.del(`/${c.paths.remove}/${one.id}`);
      expect((await call.post(`/${c.paths.update}/${one.id}`, { name: 'Back', status: 1 })).status).toBe(404);
    });
  });

  describe(`GET /${c.paths.list}`, () => {
    it('a company user sees their own and the global items, 10 a page, never another company’s', async () => {
      const a = await companyWithUser();
      const b = await companyWithUser();
      const own: Array<{ id: number }> = [];
      for (let i = 0; i < 12; i++) own.push(await create(a.call, `Item ${String(i).padStart(2, '0')}`));
      const theirs = await create(b.call, uniq('Theirs'));
      const global = await create(admin, uniq('For everyone'));

      const first = await a.call.get(`/${c.paths.list}`);
      expect(first.status).toBe(200);
      const page = first.body.data;
      expect(page).toMatchObject({ current_page: 1, per_page: 10 });
      expect(page.data).toHaveLength(10);
      expect(page.last_page).toBe(Math.ceil(page.total / 10));
      const classKeys = c.fundClass ? ['release_on', 'restriction'] : [];
      expect(Object.keys(page.data[0]).sort()).toEqual(['company_id', 'company_name', 'id', 'name', ...classKeys, 'status', 'status_name'].sort());

      const rows = await allPages(a.call);
      expect(rows).toHaveLength(page.total);
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of own) expect(ids).toContain(item.id);
      expect(ids).toContain(global.id);
      expect(ids).not.toContain(theirs.id);
      expect(rows.every((r) => r.company_id === 0 || r.company_id === a.company.id)).toBe(true);
      expect(rows.find((r) => r.id === global.id).company_name).toBe(M.globalItemOwner);
      expect(rows.find((r) => r.id === own[0].id).company_name).toBe(a.company.legalName);
      // Newest first, so a just-added item shows on page 1.
      expect(page.data[0].id).toBe(Math.max(...ids));

      // A company user cannot look at another company's list.
      expect((await a.call.get(`/${c.paths.list}?company_id=${b.company.id}`)).status).toBe(404);
    });

    it('Super-Admin sees every company, or one company and the global items with company_id', async () => {
      const a = await companyWithUser();
      const b = await companyWithUser();
      const ia = await create(a.call, uniq('A item'));
      const ib = await create(b.call, uniq('B item'));
      const g = await create(admin, uniq('G item'));
      const all = (await allPages(admin)).map((r) => r.id);
      expect(all).toEqual(expect.arrayContaining([ia.id, ib.id, g.id]));
      const onlyA = (await allPages(admin, `&company_id=${a.company.id}`)).map((r) => r.id);
      expect(onlyA).toEqual(expect.arrayContaining([ia.id, g.id]));
      expect(onlyA).not.toContain(ib.id);
    });

    it('refuses a bad page number and caps the page size', async () => {
      expect((await admin.get(`/${c.paths.list}?page=0`)).status).toBe(422);
      expect((await admin.get(`/${c.paths.list}?per_page=1000`)).status).toBe(422);
      const res = await admin.get(`/${c.paths.list}?page=999`);
      expect(res.status).toBe(200);
      expect(res.body.data.data).toEqual([]);
    });
  });

  describeItemListApi(c, ctx);

  describe(`DELETE /${c.paths.remove}/{id}`, () => {
    it('hides the item from list and picker, keeps the row, and answers the refreshed list as data.data', async () => {
      const { company, call } = await companyWithUser();
      const item = await create(call, uniq('To delete'));
      const res = await call.del(`/${c.paths.remove}/${item.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 200, message: c.texts.deleted, data: { current_page: 1, per_page: 10 } });
      expect(res.body.data.data.map((r: any) => r.id)).not.toContain(item.id);
      expect((await allPages(call)).map((r) => r.id)).not.toContain(item.id);
      const picker = await call.get(`/${c.paths.picker}/${company.id}`);
      expect(c.pickerRows(picker.body).map((r) => r.id)).not.toContain(item.id);
      const row = await stored(item.id);
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect(row.name).toBe(item.name);
      // Deleting again: it is gone.
      expect((await call.del(`/${c.paths.remove}/${item.id}`)).status).toBe(404);
    });

    it('refuses a company user deleting a global item (403) or another company’s (404)', async () => {
      const a = await companyWithUser();
      const b = await companyWithUser();
      const global = await create(admin, uniq('Global keep'));
      const res = await a.call.del(`/${c.paths.remove}/${global.id}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(M.globalItemLocked);
      const theirs = await create(b.call, uniq('B keep'));
      expect((await a.call.del(`/${c.paths.remove}/${theirs.id}`)).status).toBe(404);
      expect((await stored(global.id)).deletedAt).toBeNull();
      expect((await stored(theirs.id)).deletedAt).toBeNull();
    });

    it("Super-Admin deletes a global item and a company's item", async () => {
      const { call } = await companyWithUser();
      const global = await create(admin, uniq('Global gone'));
      const item = await create(call, uniq('Company gone'));
      expect((await admin.del(`/${c.paths.remove}/${global.id}`)).status).toBe(200);
      expect((await admin.del(`/${c.paths.remove}/${item.id}`)).status).toBe(200);
      expect((await stored(global.id)).deletedAt).not.toBeNull();
      expect((await stored(item.id)).deletedAt).not.toBeNull();
    });
  });

  describe('permissions', () => {
    it(`needs ${c.group}_Create, _Edit, _Delete and _View`, async () => {
      const { company, call } = await companyWithUser();
      const item = await create(call, uniq('Guarded'));
      const viewer = await userWithRole(company, [`${c.group}_View`]);
      expect((await viewer.get(`/${c.paths.list}`)).status).toBe(200);
      const c403 = await viewer.post(`/${c.paths.create}`, { name: 'No', status: 1 });
      expect(c403.status).toBe(403);
      expect(c403.body).toEqual({ status: 403, message: M.forbidden });
      expect((await viewer.post(`/${c.paths.update}/${item.id}`, { name: 'No', status: 1 })).status).toBe(403);
      expect((await viewer.del(`/${c.paths.remove}/${item.id}`)).status).toBe(403);
      const none = await userWithRole(company, ['Vendor_View']);
      expect((await none.get(`/${c.paths.list}`)).status).toBe(403);
      expect(await stored(item.id)).toMatchObject({ name: item.name, deletedAt: null });
    });

    it('the positions hold what their role grants (Auditor views only)', async () => {
      const { company, call } = await companyWithUser('Auditor');
      expect((await call.get(`/${c.paths.list}`)).status).toBe(200);
      expect((await call.post(`/${c.paths.create}`, { name: 'No', status: 1 })).status).toBe(403);
      expect((await call.get(`/${c.paths.picker}/${company.id}`)).status).toBe(200);
    });

    it('the picker is open to the screens that use it and to nobody else', async () => {
      const company = await makeCompany();
      for (const perm of ['Bills_Create', 'Bills_Edit', 'Check_Create', 'Journals_Create', 'FundProgram_View', 'FunctionalExpenses_View']) {
        const user = await userWithRole(company, [perm]);
        expect((await user.get(`/${c.paths.picker}/${company.id}`)).status, perm).toBe(200);
      }
      const none = await userWithRole(company, ['Vendor_View']);
      expect((await none.get(`/${c.paths.picker}/${company.id}`)).status).toBe(403);
    });
  });

  describe(`GET /${c.paths.picker}/{companyId}`, () => {
    it('offers the company its own and the global items that are active and not deleted, by name', async () => {
      const a = await companyWithUser();
      const b = await companyWithUser();
      const active = await create(a.call, uniq('Zeta active'));
      const inactive = await create(a.call, uniq('Inactive'), 0);
      const deleted = await create(a.call, uniq('Deleted'));
      await a.call.del(`/${c.paths.remove}/${deleted.id}`);
      const theirs = await create(b.call, uniq('Theirs'));
      const global = await create(admin, uniq('Alpha global'));
      const globalOff = await create(admin, uniq('Global off'), 0);

      const res = await a.call.get(`/${c.paths.picker}/${a.company.id}`);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(200);
      const rows = c.pickerRows(res.body);
      const ids = rows.map((r) => r.id);
      expect(ids).toEqual(expect.arrayContaining([active.id, global.id]));
      for (const hidden of [inactive, deleted, theirs, globalOff]) expect(ids).not.toContain(hidden.id);
      const names = rows.map((r) => r.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect(rows.find((r) => r.id === active.id)?.name).toBe(active.name);
      // 0 means "my company" for a company user.
      expect(c.pickerRows((await a.call.get(`/${c.paths.picker}/0`)).body).map((r) => r.id)).toEqual(ids);
    });

    it("answers 404 to a company user asking for another company's items", async () => {
      const a = await companyWithUser();
      const b = await companyWithUser();
      await create(b.call, uniq('Secret'));
      const res = await a.call.get(`/${c.paths.picker}/${b.company.id}`);
      expect(res.status).toBe(404);
      expect(res.body.status).toBe(404);
    });

    it('gives Super-Admin any company’s list, the global ones for 0, and 404 for an unknown company', async () => {
      const a = await companyWithUser();
      const own = await create(a.call, uniq('Company only'));
      const global = await create(admin, uniq('Everyone'));
      const forA = c.pickerRows((await admin.get(`/${c.paths.picker}/${a.company.id}`)).body).map((r) => r.id);
      expect(forA).toEqual(expect.arrayContaining([own.id, global.id]));
      const globalsOnly = c.pickerRows((await admin.get(`/${c.paths.picker}/0`)).body).map((r) => r.id);
      expect(globalsOnly).toContain(global.id);
      expect(globalsOnly).not.toContain(own.id);
      expect((await admin.get(`/${c.paths.picker}/987654`)).status).toBe(404);
      expect((await admin.get(`/${c.paths.picker}/abc`)).status).toBe(422);
    });
  });

  describe('usableItem (for bills, checks and journal lines)', () => {
    it('accepts own and global active items only', async () => {
      const a = await companyWithUser();
      const b = await companyWithUser();
      const own = await create(a.call, uniq('Usable'));
      const off = await create(a.call, uniq('Off'), 0);
      const gone = await create(a.call, uniq('Gone'));
      await a.call.del(`/${c.paths.remove}/${gone.id}`);
      const theirs = await create(b.call, uniq('Not yours'));
      const global = await create(admin, uniq('Usable global'));
      const ok = async (id: number) => !!(await usableItem(t.db, c.table, scopeFor(a.company.id), id));
      expect(await ok(own.id)).toBe(true);
      expect(await ok(global.id)).toBe(true);
      expect(await ok(off.id)).toBe(false);
      expect(await ok(gone.id)).toBe(false);
      expect(await ok(theirs.id)).toBe(false);
      expect(await ok(999999)).toBe(false);
    });
  });

  return { ctx: () => t, admin: () => admin };
}
