import { M } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { api } from '../../../test/api.js';
import type { ItemSuiteConfig, ItemSuiteHelpers } from './items.suite.js';

/** Creating an item: who may, for which company, and the names refused. */
export function describeItemCreateApi(c: ItemSuiteConfig, ctx: ItemSuiteHelpers) {
  const { uniq, companyWithUser, makeCompany, create, stored, rowCount, adminApi: admin } = ctx;

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
}
