import { ALL_PERMISSIONS, M, PERMISSION_GROUPS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, PASSWORD, type TestContext } from '../../../test/harness.js';
import { testWorld } from '../../../test/world/server.js';
import { makeRole } from '../companies/company-fixtures.js';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

type Row = { permissionGroup: string; Create: Cell; Edit: Cell; View: Cell; Delete: Cell };
type Cell = { permission_id: number; permission_value: boolean } | null;
const matrix = async (role: number, token = admin) => (await api(t.app, token).post('/rolesPermission', { role })).body.permissions as Row[];
const cellOf = (rows: Row[], name: string) => {
  const [group, action] = name.split('_') as [string, 'Create' | 'Edit' | 'View' | 'Delete'];
  return rows.find((r) => r.permissionGroup === group)![action];
};

describe('GET /accessRoles', () => {
  it('lists the positions (never Super-Admin), optionally of one access level', async () => {
    const all = await api(t.app, admin).get('/accessRoles');
    expect(all.status).toBe(200);
    expect(all.body.data.data.length).toBeGreaterThanOrEqual(18);
    expect(all.body.data.data.map((r: { id: number }) => r.id)).not.toContain(1);
    const local = await api(t.app, admin).get('/accessRoles?access_level=1');
    expect(local.body.data.data).toEqual([
      { id: 2, name: 'Treasurer', access_level: 1, acess_level_name: 'Local Assembly' },
      { id: 3, name: 'Bookkeeper', access_level: 1, acess_level_name: 'Local Assembly' },
      { id: 4, name: 'Auditor', access_level: 1, acess_level_name: 'Local Assembly' },
    ]);
    expect(local.body.data.total).toBe(3);
  });

  it('is open to users who fill in company forms, 403 to others', async () => {
    const own = await testWorld(t).company();
    const plain = own.treasurer.token;
    expect((await api(t.app, plain).get('/accessRoles')).status).toBe(403);
    expect((await api(t.app, plain).post('/rolesPermission', { role: 2 })).status).toBe(403);
    const role = await makeRole(t.db, 1, ['CompanyInformation_Edit']);
    const editor = (await own.user(role.id)).token;
    expect((await api(t.app, editor).get('/accessRoles?access_level=1')).status).toBe(200);
    expect((await api(t.app, editor).post('/rolesPermission', { position: 2 })).status).toBe(200);
  });
});

describe('POST /rolesPermission', () => {
  it('gives the whole matrix with N/A (null) where an action does not apply', async () => {
    const res = await api(t.app, admin).post('/rolesPermission', { role: 4 });
    expect(res.status).toBe(200);
    expect(res.body.role).toEqual({ id: 4, name: 'Auditor', access_level: 1, acess_level_name: 'Local Assembly' });
    const rows = res.body.permissions as Row[];
    expect(rows.map((r) => r.permissionGroup)).toEqual(PERMISSION_GROUPS.map((g) => g.group));
    expect(cellOf(rows, 'Bills_View')).toEqual({ permission_id: 22, permission_value: true });
    expect(cellOf(rows, 'Bills_Create')).toEqual({ permission_id: 20, permission_value: false });
    expect(rows.find((r) => r.permissionGroup === 'BillPayment')!.Edit).toBeNull();
    expect(rows.find((r) => r.permissionGroup === 'Reports')!.Create).toBeNull();
  });

  it('shows Super-Admin (role 1) holding everything', async () => {
    const rows = await matrix(1);
    const cells = rows.flatMap((r) => [r.Create, r.Edit, r.View, r.Delete]).filter((c) => c);
    expect(cells).toHaveLength(ALL_PERMISSIONS.length);
    expect(cells.every((c) => c!.permission_value)).toBe(true);
  });

  it('answers 422 without a role and 404 for an unknown one', async () => {
    const none = await api(t.app, admin).post('/rolesPermission', {});
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(M.selectPosition);
    expect((await api(t.app, admin).post('/rolesPermission', { role: 99999 })).status).toBe(404);
  });
});

describe('POST /rolesPermissionUpdate', () => {
  it('adds and removes permission ids and answers the specification text', async () => {
    const role = await makeRole(t.db, 2, ['Bills_View', 'Bills_Create']);
    const res = await api(t.app, admin).post('/rolesPermissionUpdate', { role: role.id, permissions: { add: [14, 12], remove: [20] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, message: M.permissionChanged });
    const rows = await matrix(role.id);
    expect(cellOf(rows, 'Vendor_View')!.permission_value).toBe(true);
    expect(cellOf(rows, 'Vendor_Create')!.permission_value).toBe(true);
    expect(cellOf(rows, 'Bills_Create')!.permission_value).toBe(false);
    expect(cellOf(rows, 'Bills_View')!.permission_value).toBe(true);
    // Adding what is held and removing what is not are harmless.
    expect((await api(t.app, admin).post('/rolesPermissionUpdate', { role: role.id, permissions: { add: [14], remove: [20] } })).status).toBe(200);
  });

  it("takes effect at the position's users' next request, and at their next sign-in", async () => {
    const role = await makeRole(t.db, 1, ['Vendor_View', 'CompanyInformation_View']);
    const own = await testWorld(t).company({ signIn: false });
    const user = await own.member(role.id, { password: PASSWORD });
    const token = await loginAs(t.app, user.email, PASSWORD);
    expect((await api(t.app, token).get('/company')).status).toBe(200);
    await api(t.app, admin).post('/rolesPermissionUpdate', { role: role.id, permissions: { add: [], remove: [3] } });
    const after = await api(t.app, token).get('/company');
    expect(after.status).toBe(403);
    expect(after.body.message).toBe(M.forbidden);
    const login = await api(t.app).post('/login', { email: user.email, password: PASSWORD });
    expect(login.body.data.permissions).toEqual(['Vendor_View']);
    await api(t.app, admin).post('/rolesPermissionUpdate', { role: role.id, permissions: { add: [3], remove: [] } });
    expect((await api(t.app, token).get('/company')).status).toBe(200);
  });

  it('refuses to change Super-Admin, unknown permissions and a permission both added and removed; nothing changes', async () => {
    const locked = await api(t.app, admin).post('/rolesPermissionUpdate', { role: 1, permissions: { add: [], remove: [1] } });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(M.superAdminRoleLocked);
    const role = await makeRole(t.db, 1, ['Bills_View']);
    const unknown = await api(t.app, admin).post('/rolesPermissionUpdate', { role: role.id, permissions: { add: [14, 9999], remove: [22] } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(M.permissionUnknown);
    const both = await api(t.app, admin).post('/rolesPermissionUpdate', { role: role.id, permissions: { add: [14], remove: [14] } });
    expect(both.status).toBe(422);
    expect(both.body.message).toBe(M.permissionAddRemove);
    const rows = await matrix(role.id);
    expect(cellOf(rows, 'Vendor_View')!.permission_value).toBe(false);
    expect(cellOf(rows, 'Bills_View')!.permission_value).toBe(true);
    expect((await api(t.app, admin).post('/rolesPermissionUpdate', { role: 99999, permissions: { add: [1] } })).status).toBe(404);
    expect((await api(t.app, admin).post('/rolesPermissionUpdate', { permissions: { add: [1] } })).status).toBe(422);
  });

  it('is for the Administrator only', async () => {
    const own = await testWorld(t).company({ signIn: false });
    const role = await makeRole(t.db, 1, ['CompanyInformation_Create', 'CompanyInformation_Edit', 'CompanyInformation_View', 'CompanyInformation_Delete']);
    const token = (await own.user(role.id)).token;
    const res = await api(t.app, token).post('/rolesPermissionUpdate', { role: role.id, permissions: { add: [53], remove: [] } });
    expect(res.status).toBe(403);
    expect(cellOf(await matrix(role.id), 'Reports_View')!.permission_value).toBe(false);
  });
});

describe('GET /loginUserAccessLevel', () => {
  it('gives a company user their level and Super-Admin none', async () => {
    const own = await testWorld(t).company({ level: 3, signIn: false });
    const token = (await own.user('Auditor')).token;
    expect((await api(t.app, token).get('/loginUserAccessLevel')).body).toEqual({ status: 200, accessLevel: { id: 3, name: 'Regional' } });
    expect((await api(t.app, admin).get('/loginUserAccessLevel')).body).toEqual({ status: 200, accessLevel: null });
    expect((await api(t.app).get('/loginUserAccessLevel')).status).toBe(401);
  });
});
