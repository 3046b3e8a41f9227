import { M } from '@app/contract';
import { expect, it } from 'vitest';
import { testWorld } from '../../../test/world/server.js';
import { functionalExpenses, type fundPrograms } from '../../db/schema/index.js';
import { describeItemApi } from '../settings-items/items.suite.js';

const suite = describeItemApi({
  table: functionalExpenses as unknown as typeof fundPrograms,
  group: 'FunctionalExpenses',
  paths: {
    create: 'createFunctionalExpenses',
    update: 'updateFunctionalExpenses',
    list: 'viewFunctionalexpenses',
    remove: 'statusUpdate',
    picker: 'getFunctionalEnpenses',
  },
  texts: { added: M.functionalExpenseAdded, updated: M.functionalExpenseUpdated, deleted: M.functionalExpenseDeleted },
  exportName: 'functional-expenses',
  pickerRows: (body) => {
    for (const row of body.functionaExpenses) expect(Object.keys(row).sort()).toEqual(['label', 'value']);
    return body.functionaExpenses.map((r: { label: string; value: number }) => ({ id: r.value, name: r.label }));
  },
});

const FORM_990 = ['Program services', 'Management and general', 'Fundraising'];

it('offers the three Form 990 categories to a new company from the first start, as global items', async () => {
  const t = suite.ctx();
  const company = await testWorld(t).company();
  const call = company.api;
  const res = await call.get(`/getFunctionalEnpenses/${company.id}`);
  expect(res.body.functionaExpenses.map((r: { label: string }) => r.label)).toEqual(expect.arrayContaining(FORM_990));
  const list = await call.get('/viewFunctionalexpenses?per_page=100');
  const seeded = list.body.data.data.filter((r: { name: string }) => FORM_990.includes(r.name));
  expect(seeded).toHaveLength(3);
  for (const r of seeded) expect(r).toMatchObject({ company_id: 0, company_name: M.globalItemOwner, status: 1, status_name: 'Active' });
  // Global: a company user cannot rename one.
  expect((await call.post(`/updateFunctionalExpenses/${seeded[0].id}`, { name: 'Renamed', status: 1 })).status).toBe(403);
});
