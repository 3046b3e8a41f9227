import { M } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { ItemSuiteConfig, ItemSuiteHelpers } from './items.suite.js';

/** The list: whose items each caller sees, and its pages. */
export function describeItemListScopeApi(c: ItemSuiteConfig, ctx: ItemSuiteHelpers) {
  const { uniq, companyWithUser, create, allPages, adminApi: admin } = ctx;

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
}
