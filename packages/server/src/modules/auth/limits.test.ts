import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/api.js';
import { createTestContext, PASSWORD, type TestContext } from '../../../test/harness.js';
import { testWorld, type WorldMember } from '../../../test/world/server.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { passwordTokens } from '../../db/schema/index.js';
import { memorySink } from '../../mail/outbox.js';
import { hashToken } from '../../plugins/access.js';

let t: TestContext;
const LIMIT = 3;
let users: Record<(typeof PLAIN)[number] | (typeof TWO_FACTOR)[number], WorldMember>;
beforeAll(async () => {
  t = await createTestContext({ AUTH_RATE_LIMIT: String(LIMIT), MAIL_RATE_LIMIT: '2' });
  users = await worldUsers();
});
afterAll(() => t.close());

/** Each test's own users: of a company without and one with two-factor sign-in. */
const PLAIN = ['signIn', 'other', 'shared', 'reset', 'links'] as const;
const TWO_FACTOR = ['code', 'cap', 'thirdCode'] as const;

/**
 * The users, made through the world builder before anything a test counts: on a clock of 2020, each in a
 * minute of its own (the builder accepts every invitation from one address, and the reset limit counts 3 a
 * minute per address), their invitation mails sent and cleared; then the clock is the real one again.
 */
async function worldUsers() {
  let now = new Date('2020-01-01T00:00:05Z');
  t.setNow(now);
  const world = testWorld(t);
  const [plain, twoFactor] = await Promise.all([world.company({ signIn: false }), world.company({ authentication: true })]);
  const made: Partial<typeof users> = {};
  for (const [company, names] of [
    [plain, PLAIN],
    [twoFactor, TWO_FACTOR],
  ] as const) {
    for (const name of names) {
      now = new Date(now.getTime() + 61_000);
      t.setNow(now);
      made[name] = await company.member('Treasurer', { password: PASSWORD });
    }
  }
  await t.clearMail();
  t.setNow(null);
  return made as typeof users;
}

/** A call from a given source address, optionally with a forged forwarded header. */
const from = (ip: string, url: string, payload: unknown, headers: Record<string, string> = {}, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as never,
    remoteAddress: ip,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

/**
 * Runs a counting test on a pinned clock a few seconds into a window of its own: on the real clock its attempts
 * could straddle a window's turn (a CI run counted a last attempt in a new minute). The windows are fixed, a
 * minute for attempts and an hour for mail.
 */
async function onClock(at: Date, run: () => Promise<void>): Promise<void> {
  t.setNow(at);
  try {
    await run();
  } finally {
    t.setNow(null);
  }
}

describe('sign-in limits', () => {
  it('counts per account across source addresses and forged forwarded headers; 429 with Retry-After until the window passes', async () => {
    const start = new Date('2030-01-01T10:00:05Z');
    t.setNow(start);
    const user = users.signIn;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) {
      const res = await from(`10.0.0.${i + 1}`, '/login', { email: user.email.toUpperCase(), password: 'Wrong-pass-1' }, { 'x-forwarded-for': `192.0.2.${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);

    // The right password is refused too, from a fresh address, until the window passes.
    const right = await from('10.0.1.1', '/login', { email: user.email, password: PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(right.json().status).toBe(429);

    // A second account from one of the same addresses is not held back by the first one's limit.
    const other = users.other;
    expect((await from('10.0.0.1', '/login', { email: other.email, password: PASSWORD })).statusCode).toBe(200);

    t.setNow(new Date(start.getTime() + 61_000));
    expect((await from('10.0.1.1', '/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    t.setNow(null);
  });

  it('counts per source address: forged X-Forwarded-For does not give a fresh address without TRUST_PROXY', async () => {
    t.setNow(new Date('2030-01-01T11:00:05Z'));
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const res = await from('10.9.9.9', '/login', { email: `nobody${i}@example.org`, password: 'Wrong-pass-1' }, { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
    t.setNow(null);
  });

  it('believes X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    const proxied = await buildApp({
      db: t.db,
      config: loadConfig({ AUTH_RATE_LIMIT: '1', TRUST_PROXY: '10.1.1.1', WEB_DIST: '', APP_URL: 'http://app.test' }),
      mailSink: memorySink(),
      clock: () => new Date('2030-01-01T12:00:05Z'),
    });
    try {
      const call = (remoteAddress: string, client: string, n: number) =>
        proxied.inject({
          method: 'POST',
          url: '/api/v1/login',
          remoteAddress,
          headers: { 'x-forwarded-for': client },
          payload: { email: `p${n}@example.org`, password: 'Wrong-pass-1' },
        });
      // Through the trusted proxy: each client address counts on its own.
      expect((await call('10.1.1.1', '198.51.100.1', 1)).statusCode).toBe(401);
      expect((await call('10.1.1.1', '198.51.100.2', 2)).statusCode).toBe(401);
      // Anyone else naming a client address: counted as themselves.
      expect((await call('10.2.2.2', '198.51.100.3', 3)).statusCode).toBe(401);
      expect((await call('10.2.2.2', '198.51.100.4', 4)).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('two app instances on one database share an account limit', () =>
    onClock(new Date('2030-01-01T13:00:05Z'), async () => {
      const second = await buildApp({
        db: t.db,
        config: loadConfig({ AUTH_RATE_LIMIT: String(LIMIT), WEB_DIST: '', APP_URL: 'http://app.test' }),
        mailSink: memorySink(),
        clock: () => t.app.deps.clock(),
      });
      try {
        const user = users.shared;
        const statuses: number[] = [];
        for (let i = 0; i < LIMIT + 1; i++) {
          const app = i % 2 ? second : t.app;
          const res = await app.inject({
            method: 'POST',
            url: '/api/v1/login',
            remoteAddress: `10.3.0.${i}`,
            payload: { email: user.email, password: 'Wrong-pass-1' },
          });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
      } finally {
        await second.close();
      }
    }));

  it('limits the two-factor code per user behind the token, whatever the address', () =>
    // a day after the users were made
    onClock(new Date('2020-01-02T00:00:05Z'), async () => {
      const user = users.code;
      const token = (await from('10.4.0.1', '/login', { email: user.email, password: PASSWORD })).json().data.access_token;
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++) statuses.push((await from(`10.4.1.${i}`, '/user/otp-verify', { otp: '1', id: user.id }, {}, token)).statusCode);
      expect(statuses.at(-1)).toBe(429);
    }));
});

describe('mail cap and reset links', () => {
  it('sends at most MAIL_RATE_LIMIT reset links an hour to one address, answering the same', () =>
    onClock(new Date('2030-01-01T14:00:05Z'), async () => {
      const user = users.reset;
      await t.app.deps.mail.flush();
      const before = t.mail.sent.filter((m) => m.to === user.email).length;
      for (let i = 0; i < 3; i++) {
        const res = await from(`10.5.0.${i}`, '/password/email', { email: user.email });
        expect(res.statusCode).toBe(200);
      }
      await t.app.deps.mail.flush();
      expect(t.mail.sent.filter((m) => m.to === user.email).length - before).toBe(2);
    }));

  it("anonymous forgot-password calls past the mail cap for a two-factor user's address do not cost them their sign-in code", () =>
    onClock(new Date('2030-01-01T15:00:05Z'), async () => {
      const user = users.cap;
      // As many as the per-minute limit lets through: past the hourly mail cap (MAIL_RATE_LIMIT 2 here).
      for (let i = 0; i < LIMIT; i++) expect((await from(`10.8.0.${i}`, '/password/email', { email: user.email })).statusCode).toBe(200);
      await t.app.deps.mail.flush();
      const before = t.mail.sent.filter((m) => m.to === user.email && m.subject === 'Your verification code').length;
      const right = await from('10.8.1.1', '/login', { email: user.email, password: PASSWORD });
      expect(right.statusCode).toBe(200);
      expect(right.json().data.authentication).toBe(true);
      await t.app.deps.mail.flush();
      expect(t.mail.sent.filter((m) => m.to === user.email && m.subject === 'Your verification code').length - before).toBe(1);
      // And the code budget does not open a way round the reset-link budget: still two links this hour.
      expect(t.mail.sent.filter((m) => m.to === user.email && m.subject !== 'Your verification code')).toHaveLength(2);
    }));

  it('refuses a third two-factor code mail within the hour with 429', () =>
    onClock(new Date('2030-01-01T16:00:05Z'), async () => {
      const user = users.thirdCode;
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await from(`10.6.0.${i}`, '/login', { email: user.email, password: PASSWORD })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    }));

  it('a newer link kills the older one, and using a link kills every other', async () => {
    const user = users.links;
    const tokens = () => t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    // Their used invitation (the world builder's) is there before the test's three links.
    const before = (await tokens()).length;
    const link = async () => {
      await from('10.7.0.1', '/password/email', { email: user.email });
      await t.app.deps.mail.flush();
      return decodeURIComponent(/token=([^&\s]+)/.exec(t.mail.sent.findLast((m) => m.to === user.email)?.text ?? '')?.[1] ?? '');
    };
    const reset = (token: string, password: string) => from('10.7.0.2', '/password/reset', { token, password, password_confirmation: password });
    const first = await link();
    const second = await link();
    // An invitation link still open, too.
    await t.db
      .insert(passwordTokens)
      .values({ userId: user.id, tokenHash: hashToken('invite-link'), purpose: 'invite', expiresAt: new Date(Date.now() + 86_400_000) });
    expect((await reset(first, 'Newer-pass-1')).statusCode).toBe(422);
    expect((await reset(second, 'Newer-pass-1')).statusCode).toBe(200);
    expect((await reset('invite-link', 'Other-pass-1')).statusCode).toBe(422);
    const open = await tokens();
    expect(open.length - before).toBe(3);
    expect(open.every((r) => r.usedAt !== null)).toBe(true);
    await loginAs(t.app, user.email, 'Newer-pass-1');
  });
});
