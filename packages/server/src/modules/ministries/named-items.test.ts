import { M } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld } from '../../../test/world/server.js';
import { makeRole } from '../companies/company-fixtures.js';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

// Ministries and locations share one implementation; each is tested as its own call set.
const lists = [
  {
    path: '/ministry',
    column: 'ministryId',
    added: M.ministryAdded,
    updated: M.ministryUpdated,
    deleted: M.ministryDeleted,
    taken: M.ministryTaken,
    inUse: M.ministryInUse,
  },
  {
    path: '/location',
    column: 'locationId',
    added: M.locationAdded,
    updated: M.locationUpdated,
    deleted: M.locationDeleted,
    taken: M.locationTaken,
    inUse: M.locationInUse,
  },
] as const;

describe.each(lists)('$path', (l) => {
  it('adds, lists by name, renames and deletes', async () => {
    const a = await api(t.app, admin).post(l.path, { name: '  Youth  ' });
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ status: 200, message: l.added, data: { id: expect.any(Number), name: 'Youth' } });
    const b = await api(t.app, admin).post(l.path, { name: 'adults' });
    const list = await api(t.app, admin).get(l.path);
    expect(list.status).toBe(200);
    const names = list.body.data.map((x: { name: string }) => x.name);
    expect(names.indexOf('adults')).toBeLessThan(names.indexOf('Youth'));

    const r = await api(t.app, admin).post(`${l.path}/${a.body.data.id}`, { name: 'Youth and Students' });
    expect(r.body).toEqual({ status: 200, message: l.updated, data: { id: a.body.data.id, name: 'Youth and Students' } });

    const d = await api(t.app, admin).del(`${l.path}/${b.body.data.id}`);
    expect(d.body).toEqual({ status: 200, message: l.deleted });
    const after = await api(t.app, admin).get(l.path);
    expect(after.body.data.map((x: { id: number }) => x.id)).not.toContain(b.body.data.id);
    expect((await api(t.app, admin).del(`${l.path}/${b.body.data.id}`)).status).toBe(404);
    expect((await api(t.app, admin).post(`${l.path}/999999`, { name: 'Nope' })).status).toBe(404);
  });

  it("refuses an empty name with 'Name is required' and a duplicate name", async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }]) {
      const res = await api(t.app, admin).post(l.path, body);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ status: 422, message: M.nameRequired, errors: { name: [M.nameRequired] } });
    }
    await api(t.app, admin).post(l.path, { name: 'Choir' });
    const dupe = await api(t.app, admin).post(l.path, { name: 'CHOIR' });
    expect(dupe.status).toBe(409);
    expect(dupe.body.message).toBe(l.taken);
    const other = await api(t.app, admin).post(l.path, { name: 'Band' });
    const rename = await api(t.app, admin).post(`${l.path}/${other.body.data.id}`, { name: 'choir' });
    expect(rename.status).toBe(409);
    // Renaming to its own name (another case) is fine.
    expect((await api(t.app, admin).post(`${l.path}/${other.body.data.id}`, { name: 'BAND' })).status).toBe(200);
  });

  it('cannot delete a name a company uses, even a deleted company', async () => {
    const item = (await api(t.app, admin).post(l.path, { name: `Used ${l.path}` })).body.data;
    const company = await testWorld(t).company({ over: { [l.column === 'locationId' ? 'location' : 'ministry']: item.id }, signIn: false });
    await api(t.app, admin).del(`/company/${company.id}`);
    const res = await api(t.app, admin).del(`${l.path}/${item.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(l.inUse(company.legalName));
    expect((await api(t.app, admin).get(l.path)).body.data.map((x: { id: number }) => x.id)).toContain(item.id);
  });

  it('lets company-form users read the list; only the Administrator changes it', async () => {
    const own = await testWorld(t).company();
    const role = await makeRole(t.db, 1, ['CompanyInformation_Edit', 'CompanyInformation_Create', 'CompanyInformation_Delete']);
    const editor = (await own.user(role.id)).token;
    expect((await api(t.app, editor).get(l.path)).status).toBe(200);
    expect((await api(t.app, editor).post(l.path, { name: 'Mine' })).status).toBe(403);
    const item = (await api(t.app, admin).post(l.path, { name: `Locked ${l.path}` })).body.data;
    expect((await api(t.app, editor).post(`${l.path}/${item.id}`, { name: 'Mine' })).status).toBe(403);
    expect((await api(t.app, editor).del(`${l.path}/${item.id}`)).status).toBe(403);
    const plain = own.treasurer.token;
    expect((await api(t.app, plain).get(l.path)).status).toBe(403);
  });
});
