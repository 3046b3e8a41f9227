import { M } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { ItemSuiteConfig, ItemSuiteHelpers } from './items.suite.js';

/** Renaming and deactivating an item: own, global and another company's. */
export function describeItemUpdateApi(c: ItemSuiteConfig, ctx: ItemSuiteHelpers) {
  const { uniq, companyWithUser, create, stored, adminApi: admin } = ctx;

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
}
