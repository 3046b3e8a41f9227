import { M } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld, userEmail, userWith } from '../../../test/world/server.js';
import { passwordTokens, users } from '../../db/schema/index.js';
import { companyBody, userBody } from './company-fixtures.js';

let t: TestContext;
let admin: string;
let location: number;
beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  location = await testWorld(t).location();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.clearMail();
});

const tokenFrom = (text: string) => decodeURIComponent(/token=([^&\s]+)/.exec(text)?.[1] ?? '');
const create = (body: Record<string, unknown>, token = admin) => api(t.app, token).post('/company', body);
const usersOf = async (id: number) => (await api(t.app, admin).get(`/company/${id}`)).body.data.users;
/**
 * Another company (through the world builder) and its invited Treasurer; the invitation is sent and cleared
 * from the mails before the test's own action, so the mails a test counts are its own.
 */
const otherCompanyUser = async () => {
  const email = userEmail('treasurer');
  const other = await testWorld(t).company({ signIn: false, treasurer: { email } });
  await t.clearMail();
  const [user] = await usersOf(other.id);
  return { other, user: user as { id: number; email: string } };
};

describe('company users saved with the company', () => {
  it('creates each user with every field, the Supervisor flag and a position of the company level', async () => {
    const supervisor = userBody({ approver: 1, position: 3, middle_name: 'Q', address_line_2: 'Suite 2' });
    const clerk = userBody({ first_name: 'Bob', country: 'GB', state: 'Kent', zip_code: '12345' });
    const res = await create(companyBody(location, { users: [supervisor, clerk] }));
    expect(res.status).toBe(200);
    const list = await usersOf(res.body.lastInsertedId);
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      ...supervisor,
      id: expect.any(Number),
      approver: 1,
      access_level: 1,
      acess_level_name: 'Local Assembly',
      position_name: 'Bookkeeper',
      password_set: false,
    });
    expect(list[1]).toMatchObject({ first_name: 'Bob', approver: 0, middle_name: null, country: 'GB', state: 'Kent', position: 2, position_name: 'Treasurer' });
  });

  it('invites each new user by mail with a single-use link that sets their password through /password/reset', async () => {
    const u = userBody();
    const res = await create(companyBody(location, { legal_name: 'Invite Assembly', users: [u] }));
    await t.app.deps.mail.flush();
    const mail = t.mail.sent.find((m) => m.to === u.email);
    expect(mail?.subject).toBe('Your account for Invite Assembly');
    expect(mail?.text).toContain('as Treasurer (Local Assembly)');
    const token = tokenFrom(mail!.text);
    expect(mail?.text).toContain(`http://app.test/reset-password?token=`);
    const [stored] = await t.db.select().from(passwordTokens).innerJoin(users, eq(users.id, passwordTokens.userId)).where(eq(users.email, u.email));
    expect(stored.password_tokens.purpose).toBe('invite');
    expect(stored.users.passwordHash).toBeNull();

    // No password yet: sign-in fails until the link is used.
    expect((await api(t.app).post('/login', { email: u.email, password: 'Chosen-pass-1' })).status).toBe(401);
    const set = await api(t.app).post('/password/reset', { email: u.email, token, password: 'Chosen-pass-1', password_confirmation: 'Chosen-pass-1' });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe(M.passwordChanged);
    const login = await api(t.app).post('/login', { email: u.email, password: 'Chosen-pass-1' });
    expect(login.status).toBe(200);
    expect(login.body.data.comapnay_name).toBe('Invite Assembly');
    expect(login.body.data.roles).toEqual([{ id: 2, name: 'Treasurer' }]);
    // Single use.
    const again = await api(t.app).post('/password/reset', { email: u.email, token, password: 'Other-pass-1', password_confirmation: 'Other-pass-1' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(M.invalidResetLink);
    expect((await usersOf(res.body.lastInsertedId))[0].password_set).toBe(true);
  });

  it("refuses two entries with one email with 'User with email … already added'", async () => {
    const u = userBody();
    const res = await create(companyBody(location, { users: [u, { ...u, email: u.email.toUpperCase() }] }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(M.userAlreadyAdded(u.email));
    expect(res.body.errors['users.1.email']).toEqual([M.userAlreadyAdded(u.email)]);
  });

  it('refuses an email any other user of the system has, in any case, and creates nothing', async () => {
    const { user: taken } = await otherCompanyUser();
    const before = (await api(t.app, admin).get('/company?per_page=100')).body.data.total;
    const res = await create(companyBody(location, { users: [userBody(), userBody({ email: taken.email.toUpperCase() })] }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(M.emailTaken);
    expect(res.body.errors['users.1.email']).toEqual([M.emailTaken]);
    expect((await api(t.app, admin).get('/company?per_page=100')).body.data.total).toBe(before);
    const admins = await create(companyBody(location, { users: [userBody({ email: ADMIN.email })] }));
    expect(admins.status).toBe(422);
    await t.app.deps.mail.flush();
    expect(t.mail.sent).toEqual([]);
  });

  it('answers 422 for a position of another access level or the Super-Admin role', async () => {
    const wrongLevel = await create(companyBody(location, { users: [userBody({ position: 5 })] }));
    expect(wrongLevel.status).toBe(422);
    expect(wrongLevel.body.errors['users.0.position']).toEqual([M.positionNotOfLevel]);
    const superAdmin = await create(companyBody(location, { users: [userBody({ position: 1 })] }));
    expect(superAdmin.body.errors['users.0.position']).toEqual([M.positionNotOfLevel]);
    const missing = await create(companyBody(location, { users: [userBody({ position: '', zip_code: 'abc', first_name: '' })] }));
    expect(missing.body.errors).toMatchObject({ 'users.0.position': [M.required], 'users.0.zip_code': [M.zipNumber], 'users.0.first_name': [M.required] });
  });
});

describe('editing the users of a company', () => {
  it('keeps the password of an edited user, invites only the new one and removes users left out', async () => {
    const keep = userBody();
    const drop = userBody();
    const res = await create(companyBody(location, { users: [keep, drop] }));
    const id = res.body.lastInsertedId;
    const [k, d] = await usersOf(id);
    // Both set passwords; the one left out will be signed out.
    const [{ passwordHash }] = await t.db.select().from(users).where(eq(users.email, ADMIN.email));
    await t.db
      .update(users)
      .set({ passwordHash })
      .where(inArray(users.id, [k.id, d.id]));
    const dropToken = await loginAs(t.app, d.email, ADMIN.password);
    await t.clearMail();

    const added = userBody();
    const upd = await api(t.app, admin).post(
      `/company/${id}`,
      companyBody(location, { users: [{ ...keep, id: k.id, first_name: 'Annie', approver: 1 }, added] }),
    );
    expect(upd.status).toBe(200);
    const list = await usersOf(id);
    expect(list.map((u: { email: string }) => u.email)).toEqual([keep.email, added.email]);
    expect(list[0]).toMatchObject({ first_name: 'Annie', approver: 1, password_set: true });
    expect(await loginAs(t.app, keep.email, ADMIN.password)).toBeTruthy();

    await t.app.deps.mail.flush();
    expect(t.mail.sent.map((m) => m.to)).toEqual([added.email]);
    const [gone] = await t.db.select().from(users).where(eq(users.id, d.id));
    expect(gone.suspendedAt).not.toBeNull();
    expect((await api(t.app, dropToken).get('/getWholeCompanyData')).status).toBe(401);

    // Added back by email: the same user, active again, password kept.
    await api(t.app, admin).post(`/company/${id}`, companyBody(location, { users: [...list, drop] }));
    const [back] = await t.db.select().from(users).where(eq(users.id, d.id));
    expect(back.suspendedAt).toBeNull();
    expect(back.passwordHash).not.toBeNull();
  });

  it('leaves the users alone when the update sends no list', async () => {
    const res = await create(companyBody(location, { users: [userBody()] }));
    const id = res.body.lastInsertedId;
    await api(t.app, admin).post(`/company/${id}`, companyBody(location, { users: undefined }));
    expect(await usersOf(id)).toHaveLength(1);
  });

  it('lets the user change their email to a free one but not to a taken one', async () => {
    const a = userBody();
    const b = userBody();
    const res = await create(companyBody(location, { users: [a, b] }));
    const id = res.body.lastInsertedId;
    const [ua, ub] = await usersOf(id);
    const clash = await api(t.app, admin).post(
      `/company/${id}`,
      companyBody(location, {
        users: [
          { ...ua, email: b.email },
          { ...ub, email: 'fresh@assembly.test' },
        ],
      }),
    );
    expect(clash.status).toBe(422);
    expect(clash.body.message).toBe(M.emailTaken);
    const fine = await api(t.app, admin).post(`/company/${id}`, companyBody(location, { users: [{ ...ua, email: `renamed.${a.email}` }, ub] }));
    expect(fine.status).toBe(200);
    expect((await usersOf(id))[0].email).toBe(`renamed.${a.email}`);
  });

  it("answers 404 for another company's user id and refuses positions of the old level after a level change", async () => {
    const { other, user: stranger } = await otherCompanyUser();
    const res = await create(companyBody(location, { users: [userBody()] }));
    const id = res.body.lastInsertedId;
    const steal = await api(t.app, admin).post(`/company/${id}`, companyBody(location, { users: [userBody({ id: stranger.id, email: stranger.email })] }));
    expect(steal.status).toBe(404);
    const [s] = await t.db.select().from(users).where(eq(users.id, stranger.id));
    expect(s.companyId).toBe(other.id);

    const moved = await api(t.app, admin).post(`/company/${id}`, companyBody(location, { access_level: 2, users: undefined }));
    expect(moved.status).toBe(422);
    expect(moved.body.message).toBe(M.positionNotOfLevel);
    const [u] = await usersOf(id);
    const ok = await api(t.app, admin).post(`/company/${id}`, companyBody(location, { access_level: 2, users: [{ ...u, access_level: 2, position: 5 }] }));
    expect(ok.status).toBe(200);
    expect((await usersOf(id))[0]).toMatchObject({ access_level: 2, position: 5, acess_level_name: 'National', position_name: 'Treasurer' });
  });

  it('does not let a company user remove themselves', async () => {
    const own = await testWorld(t).company({ signIn: false, location });
    const me = await userWith(t, own, ['CompanyInformation_Edit']);
    const res = await api(t.app, me.token).post(`/company/${own.id}`, companyBody(location, { users: [] }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(M.cannotRemoveSelf);
  });
});
