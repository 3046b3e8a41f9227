import { M } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { ItemSuiteConfig, ItemSuiteHelpers } from './items.suite.js';

/** Deleting an item: hidden but kept, and who may. */
export function describeItemDeleteApi(c: ItemSuiteConfig, ctx: ItemSuiteHelpers) {
  const { uniq, companyWithUser, create, stored, allPages, adminApi: admin } = ctx;

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
}
