import { M } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema/index.js';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, PASSWORD, type TestContext } from '../../../test/harness.js';
import { testWorld } from '../../../test/world/server.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const codeFrom = (text: string) => /code is (\d{6})/.exec(text)?.[1] ?? '';
const tokenFrom = (text: string) => decodeURIComponent(/token=([^&\s]+)/.exec(text)?.[1] ?? '');

describe('POST /login', () => {
  it('signs the Super-Admin in with every sign-in field', async () => {
    const res = await api(t.app).post('/login', { email: ADMIN.email, password: ADMIN.password, browser_information: 'test', browser_id: 'x' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    const d = res.body.data;
    expect(Object.keys(d).sort()).toEqual(['access_token', 'authentication', 'comapnay_name', 'first_name', 'id', 'permissions', 'roles'].sort());
    expect(d.roles).toEqual([{ id: 1, name: 'Super-Admin' }]);
    expect(d.authentication).toBe(false);
    expect(d.permissions).toContain('Bills_Create');
    expect(d.access_token).toHaveLength(43);
  });

  it('accepts the email in any case and makes a new token each time', async () => {
    const a = await loginAs(t.app, ADMIN.email.toUpperCase(), ADMIN.password);
    const b = await loginAs(t.app, ADMIN.email, ADMIN.password);
    expect(a).not.toBe(b);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await api(t.app).post('/login', { email: ADMIN.email, password: 'nope-nope-1' });
    const unknown = await api(t.app).post('/login', { email: 'nobody@example.org', password: 'nope-nope-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ status: 401, message: M.badCredentials });
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('answers 422 with the specification texts for bad input', async () => {
    const res = await api(t.app).post('/login', {});
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual([M.emailRequired]);
    expect(res.body.errors.password).toEqual([M.passwordRequired]);
    const bad = await api(t.app).post('/login', { email: 'not-an-email', password: 'x' });
    expect(bad.body.errors.email).toEqual([M.emailInvalid]);
  });

  it('answers 400, not 500, to malformed JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
  });

  it('gives a company user their company name, position and permissions', async () => {
    const company = await testWorld(t).company({ signIn: false });
    const user = await company.member('Auditor', { password: PASSWORD });
    const res = await api(t.app).post('/login', { email: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.comapnay_name).toBe(company.legalName);
    expect(res.body.data.roles[0].name).toBe('Auditor');
    expect(res.body.data.permissions).toContain('Bills_View');
    expect(res.body.data.permissions).not.toContain('Bills_Create');
  });

  it('refuses a suspended user with a clear message', async () => {
    const company = await testWorld(t).company({ signIn: false });
    const user = await company.member('Treasurer', { password: PASSWORD });
    await company.suspend(user);
    const res = await api(t.app).post('/login', { email: user.email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(M.accountSuspended);
  });
});

describe('two-factor sign-in', () => {
  it('gives a token that can only verify the code, then a full session', async () => {
    const company = await testWorld(t).company({ authentication: true });
    const user = await company.member('Treasurer', { password: PASSWORD });
    const res = await api(t.app).post('/login', { email: user.email, password: PASSWORD });
    expect(res.body.data.authentication).toBe(true);
    const token = res.body.data.access_token;
    expect((await api(t.app, token).get('/account')).status).toBe(401);

    await t.app.deps.mail.flush();
    const mail = t.mail.sent.findLast((m) => m.to === user.email);
    const code = codeFrom(mail?.text ?? '');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await api(t.app, token).post('/user/otp-verify', { otp: code === '000000' ? '111111' : '000000', id: user.id });
    expect(wrong.status).toBe(422);
    const nonNumeric = await api(t.app, token).post('/user/otp-verify', { otp: 'abc', id: user.id });
    expect(nonNumeric.body.errors.otp).toEqual([M.otpNumeric]);

    const ok = await api(t.app, token).post('/user/otp-verify', { otp: code, id: user.id });
    expect(ok.body).toEqual({ status: 200, message: M.codeVerified, data: { access_token: expect.any(String) } });
    const session = ok.body.data.access_token;
    expect(session).not.toBe(token);
    expect((await api(t.app, session).get('/account')).status).toBe(200);
    // The token from the /two-factor-auth URL is never a session and has ended.
    expect((await api(t.app, token).get('/account')).status).toBe(401);
    expect((await api(t.app, token).post('/user/otp-verify', { otp: code, id: user.id })).status).toBe(401);
  });

  it('ends the attempt after five wrong codes', async () => {
    const company = await testWorld(t).company({ authentication: true });
    const user = await company.member('Treasurer', { password: PASSWORD });
    const token = (await api(t.app).post('/login', { email: user.email, password: PASSWORD })).body.data.access_token;
    await t.app.deps.mail.flush();
    const code = codeFrom(t.mail.sent.findLast((m) => m.to === user.email)?.text ?? '');
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++) expect((await api(t.app, token).post('/user/otp-verify', { otp: wrongCode, id: user.id })).status).toBe(422);
    const fifth = await api(t.app, token).post('/user/otp-verify', { otp: wrongCode, id: user.id });
    expect(fifth.status).toBe(401);
    expect(fifth.body.message).toBe(M.tooManyCodeTries);
    expect((await api(t.app, token).post('/user/otp-verify', { otp: code, id: user.id })).status).toBe(401);
  });

  it('expires the code after 10 minutes', async () => {
    const company = await testWorld(t).company({ authentication: true });
    const user = await company.member('Treasurer', { password: PASSWORD });
    const start = new Date();
    t.setNow(start);
    const token = (await api(t.app).post('/login', { email: user.email, password: PASSWORD })).body.data.access_token;
    await t.app.deps.mail.flush();
    const code = codeFrom(t.mail.sent.findLast((m) => m.to === user.email)?.text ?? '');
    t.setNow(new Date(start.getTime() + 11 * 60 * 1000));
    expect((await api(t.app, token).post('/user/otp-verify', { otp: code, id: user.id })).status).toBe(401);
    t.setNow(null);
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use link that sets the password and ends every session', async () => {
    const company = await testWorld(t).company({ signIn: false });
    const user = await company.member('Treasurer', { password: PASSWORD });
    const oldToken = await loginAs(t.app, user.email, PASSWORD);

    const res = await api(t.app).post('/password/email', { email: user.email });
    expect(res.body).toEqual({ status: 200, message: M.resetMailSent, data: { email: user.email } });
    await t.app.deps.mail.flush();
    const link = tokenFrom(t.mail.sent.findLast((m) => m.to === user.email)?.text ?? '');
    expect(link.length).toBeGreaterThan(20);

    const mismatch = await api(t.app).post('/password/reset', { email: user.email, token: link, password: 'New-pass-22', password_confirmation: 'New-pass-23' });
    expect(mismatch.body.errors.password_confirmation).toEqual([M.passwordsMustMatch]);

    const ok = await api(t.app).post('/password/reset', { email: user.email, token: link, password: 'New-pass-22', password_confirmation: 'New-pass-22' });
    expect(ok.body).toEqual({ status: 200, message: M.passwordChanged });
    expect((await api(t.app, oldToken).get('/account')).status).toBe(401);
    expect((await api(t.app).post('/login', { email: user.email, password: PASSWORD })).status).toBe(401);
    await loginAs(t.app, user.email, 'New-pass-22');

    const again = await api(t.app).post('/password/reset', { email: user.email, token: link, password: 'Other-pass-33', password_confirmation: 'Other-pass-33' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(M.invalidResetLink);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    await t.app.deps.mail.flush();
    const before = t.mail.sent.length;
    const res = await api(t.app).post('/password/email', { email: 'ghost@example.org' });
    expect(res.body).toEqual({ status: 200, message: M.resetMailSent, data: { email: 'ghost@example.org' } });
    await t.app.deps.mail.flush();
    expect(t.mail.sent.length).toBe(before);
  });

  it('refuses an expired link', async () => {
    const company = await testWorld(t).company({ signIn: false });
    const user = await company.member('Treasurer', { password: PASSWORD });
    await api(t.app).post('/password/email', { email: user.email });
    await t.app.deps.mail.flush();
    const link = tokenFrom(t.mail.sent.findLast((m) => m.to === user.email)?.text ?? '');
    t.setNow(new Date(Date.now() + 61 * 60 * 1000));
    const res = await api(t.app).post('/password/reset', { token: link, password: 'New-pass-22', password_confirmation: 'New-pass-22' });
    t.setNow(null);
    expect(res.status).toBe(422);
  });

  it('applies the password rules with the specification texts', async () => {
    const res = await api(t.app).post('/password/reset', { token: 'x', password: 'short', password_confirmation: 'short' });
    expect(res.body.errors.password).toEqual([M.passwordTooShort]);
    const digits = await api(t.app).post('/password/reset', { token: 'x', password: '12345678', password_confirmation: '12345678' });
    expect(digits.body.errors.password).toEqual([M.passwordLatin]);
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const token = await loginAs(t.app, ADMIN.email, ADMIN.password);
    expect((await api(t.app, token).post('/logout')).status).toBe(200);
    expect((await api(t.app, token).get('/account')).status).toBe(401);
  });

  it('expires after 30 idle minutes', async () => {
    const start = new Date();
    t.setNow(start);
    const token = await loginAs(t.app, ADMIN.email, ADMIN.password);
    t.setNow(new Date(start.getTime() + 29 * 60 * 1000));
    expect((await api(t.app, token).get('/account')).status).toBe(200);
    t.setNow(new Date(start.getTime() + 61 * 60 * 1000));
    expect((await api(t.app, token).get('/account')).status).toBe(401);
    t.setNow(null);
  });

  it('is refused once the company is deleted', async () => {
    const company = await testWorld(t).company({ signIn: false });
    const user = await company.member('Treasurer', { password: PASSWORD });
    const token = await loginAs(t.app, user.email, PASSWORD);
    await t.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, company.id));
    const res = await api(t.app, token).get('/account');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(M.accountSuspended);
  });
});

describe('account', () => {
  it('shows the profile and changes the password with the current one', async () => {
    const company = await testWorld(t).company({ signIn: false });
    const user = await company.member('Treasurer', { password: PASSWORD });
    const token = await loginAs(t.app, user.email, PASSWORD);
    const me = await api(t.app, token).get('/account');
    expect(me.body.data).toMatchObject({ email: user.email, comapnay_name: company.legalName, role_name: 'Treasurer', acess_level_name: 'Local Assembly' });

    const wrong = await api(t.app, token).post('/account/password', { current_password: 'wrong-one-1', password: 'Brand-new-1', password_confirmation: 'Brand-new-1' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual([M.currentPasswordWrong]);
    const ok = await api(t.app, token).post('/account/password', { current_password: PASSWORD, password: 'Brand-new-1', password_confirmation: 'Brand-new-1' });
    expect(ok.status).toBe(200);
    expect((await api(t.app, token).get('/account')).status).toBe(200);
    await loginAs(t.app, user.email, 'Brand-new-1');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
