import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness.js';
import { scopeFor } from '../../../test/scopes.js';
import { usableItem } from './items.service.js';
import type { ItemSuiteConfig, ItemSuiteHelpers } from './items.suite.js';

/** What a company may choose: the picker's items, and usableItem for the documents that take one. */
export function describeItemPickerApi(c: ItemSuiteConfig, ctx: ItemSuiteHelpers) {
  const { uniq, companyWithUser, create, adminApi: admin } = ctx;
  let t: TestContext;
  beforeAll(() => {
    ({ t } = ctx);
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
}
