import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, loginAs } from '../../test/api.js';
import { createTestContext, PASSWORD, type TestContext } from '../../test/harness.js';
import { testWorld } from '../../test/world/server.js';

// On the PostgreSQL server (its pool is where the statements are seen): a busy session's requests after a quiet
// minute. Idle expiry needs last_seen_at, written at most once a minute; the requests that arrive while it is
// being written must not write it again, each waiting on the session row's lock behind the others (the tail of
// a list under 50 clients).
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it("writes last_seen once for a crowd of one session's requests after a quiet minute", async () => {
  const start = new Date();
  t.setNow(start);
  const pool = (t.database as unknown as { pool: pg.Pool }).pool;
  const query = pool.query;
  try {
    const company = await testWorld(t).company({ signIn: false });
    const user = await company.member('Treasurer', { password: PASSWORD });
    const token = await loginAs(t.app, user.email, PASSWORD);
    expect((await api(t.app, token).get('/account')).status).toBe(200);
    const later = new Date(start.getTime() + 2 * 60_000); // a quiet minute later: the next request writes last_seen
    t.setNow(later);
    // Every statement the app sends on its pool, seen on the way (the queries run as they would).
    const sent: string[] = [];
    pool.query = function (this: pg.Pool, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
      if (text) sent.push(text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pool.query;
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => api(t.app, token).get('/account')))).map((r) => r.status);
    pool.query = query;
    expect(statuses).toEqual(Array(8).fill(200));
    expect(sent.filter((s) => /^update "sessions" set "last_seen_at"/i.test(s))).toHaveLength(1);
    const [row] = (await t.db.execute(sql`select last_seen_at from sessions where user_id = ${user.id}::int and purpose = 'full'`)).rows as Array<{
      last_seen_at: string;
    }>;
    expect(new Date(row.last_seen_at).getTime()).toBe(later.getTime());
  } finally {
    pool.query = query;
    t.setNow(null);
  }
});
