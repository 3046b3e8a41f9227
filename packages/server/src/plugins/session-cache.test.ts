import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, loginAs } from '../../test/api.js';
import { createTestContext, PASSWORD, type TestContext } from '../../test/harness.js';
import { type AppInstance, buildApp } from '../app.js';
import { permissions, rolePermissions, users } from '../db/schema/index.js';
import { memorySink } from '../mail/outbox.js';
import { makeRole } from '../modules/companies/company-fixtures.js';
import { companyWithChart, type WorldCompany } from '../../test/world/server.js';

// Two app nodes on one database: a change made through (or beside) node A must reach node B's cache at once.
let t: TestContext;
let nodeB: AppInstance;
let company: WorldCompany;

beforeAll(async () => {
  t = await createTestContext();
  nodeB = await buildApp({ db: t.db, config: t.app.deps.config, mailSink: memorySink() });
  await nodeB.ready();
  company = (await companyWithChart(t, { signIn: false })).company;
});
afterAll(async () => {
  await nodeB.close();
  await t.close();
});

/** A user signed in on node A and node B (two sessions), with node B's cache warm. */
async function signedInTwice(held = ['ChartofAccounts_View']) {
  const role = await makeRole(t.db, 1, held);
  const user = { ...(await company.member(role.id, { password: PASSWORD, firstName: 'Test' })), roleId: role.id };
  const a = await loginAs(t.app, user.email, PASSWORD);
  const b = await loginAs(nodeB, user.email, PASSWORD);
  for (const [app, token] of [
    [t.app, a],
    [nodeB, b],
    [nodeB, a],
  ] as const)
    expect((await api(app, token).get('/account')).status).toBe(200);
  return { user, a, b };
}

it('a logout on one node ends the session on every node at once', async () => {
  const { a } = await signedInTwice();
  expect((await api(nodeB, a).get('/getWholeMasterAccountData')).status).toBe(200);
  expect((await api(t.app, a).post('/logout')).status).toBe(200);
  expect((await api(nodeB, a).get('/account')).status).toBe(401);
  expect((await api(t.app, a).get('/account')).status).toBe(401);
});

it('a password change on one node ends the other sessions on every node at once', async () => {
  const { a, b } = await signedInTwice();
  const changed = await api(t.app, a).post('/account/password', {
    current_password: PASSWORD,
    password: 'Another-pass-2',
    password_confirmation: 'Another-pass-2',
  });
  expect(changed.status).toBe(200);
  expect((await api(nodeB, b).get('/account')).status).toBe(401);
  expect((await api(t.app, b).get('/account')).status).toBe(401);
  // The session that changed it stays signed in, on both nodes.
  expect((await api(nodeB, a).get('/account')).status).toBe(200);
});

it('a suspension, written by any code path, signs the user out on every node at once', async () => {
  const { user, a, b } = await signedInTwice();
  await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
  expect((await api(nodeB, b).get('/account')).status).toBe(401);
  expect((await api(nodeB, a).get('/account')).status).toBe(401);
  expect((await api(t.app, a).get('/account')).status).toBe(401);
});

it('a permission taken from the role applies at the next request on every node; one given, too', async () => {
  const { user, b } = await signedInTwice(['ChartofAccounts_View', 'Vendor_View']);
  expect((await api(nodeB, b).get('/getWholeMasterAccountData')).status).toBe(200);
  const [perm] = await t.db.select().from(permissions).where(eq(permissions.name, 'ChartofAccounts_View'));
  await t.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, user.roleId!), eq(rolePermissions.permissionId, perm.id)));
  expect((await api(nodeB, b).get('/getWholeMasterAccountData')).status).toBe(403);
  await t.db.insert(rolePermissions).values({ roleId: user.roleId!, permissionId: perm.id });
  expect((await api(nodeB, b).get('/getWholeMasterAccountData')).status).toBe(200);
});

it('an unchanged session is served from the cache: the session row may even be gone from view until a change', async () => {
  const { b } = await signedInTwice();
  // Proof that node B answers from its cache: while nothing that bumps the version happens, a cached
  // session keeps working even when its row cannot be read (renamed token hash column value).
  const before = (await t.db.execute(sql`select v from auth_version`)).rows[0] as { v: string };
  // Only the owner may switch a trigger off (on PostgreSQL the app may run as the application role).
  const hide = [
    'alter table sessions disable trigger sessions_auth_bump',
    `update sessions set token_hash = 'x' || token_hash where user_id = (select user_id from sessions order by id desc limit 1)`,
    'alter table sessions enable trigger sessions_auth_bump',
  ];
  const ownerUrl = (t.database as { ownerUrl?: string }).ownerUrl;
  if (ownerUrl) {
    const owner = new pg.Client({ connectionString: ownerUrl });
    await owner.connect();
    try {
      for (const q of hide) await owner.query(q);
    } finally {
      await owner.end();
    }
  } else for (const q of hide) await t.db.execute(sql.raw(q));
  expect((await api(nodeB, b).get('/account')).status).toBe(200);
  // Any access change (here another user's logout) makes node B look again: the renamed session is gone.
  const other = await signedInTwice();
  await api(t.app, other.a).post('/logout');
  expect(((await t.db.execute(sql`select v from auth_version`)).rows[0] as { v: string }).v).not.toBe(before.v);
  expect((await api(nodeB, b).get('/account')).status).toBe(401);
});

it("GET /account answers from the cached session, and a change to the user's record shows at once on every node", async () => {
  const { user, b } = await signedInTwice();
  const before = await api(nodeB, b).get('/account');
  expect(before.body.data).toMatchObject({
    id: user.id,
    email: user.email,
    first_name: 'Test',
    role_name: expect.any(String),
    comapnay_name: expect.any(String),
  });
  await t.db.update(users).set({ firstName: 'Renamed', contactNumber: '555-0199' }).where(eq(users.id, user.id));
  expect((await api(nodeB, b).get('/account')).body.data).toMatchObject({ first_name: 'Renamed', contact_number: '555-0199' });
});
