import { M } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { ItemSuiteConfig, ItemSuiteHelpers } from './items.suite.js';

/** The permissions each route needs. */
export function describeItemPermissionsApi(c: ItemSuiteConfig, ctx: ItemSuiteHelpers) {
  const { uniq, companyWithUser, makeCompany, userWithRole, create, stored } = ctx;

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
}
