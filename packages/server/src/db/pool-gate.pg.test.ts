import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, loginAs } from '../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../test/harness.js';
import { type AppInstance, buildApp } from '../app.js';
import { memorySink } from '../mail/outbox.js';
import { openPostgres } from './client.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

// The pool and its wait queue exist on the PostgreSQL server only (the embedded database has one connection).
it('a full pool answers 503 at once, and serves again when a connection is free', async () => {
  const url = (t.database as { url?: string }).url!;
  const small = await openPostgres(url, { migrate: false, max: 1, queueMax: 1 });
  let app: AppInstance | null = null;
  try {
    app = await buildApp({ db: small.db, config: t.app.deps.config, mailSink: memorySink() });
    await app.ready();
    const token = await loginAs(app, ADMIN.email, ADMIN.password);
    const held = await small.pool.connect(); // the only connection, taken
    const waiting = api(app, token).get('/account'); // waits in the queue (1 place)
    await new Promise((r) => setTimeout(r, 50));
    const refused = await api(app, token).get('/account');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    held.release();
    expect((await waiting).status).toBe(200);
    // Recovered: the next requests are served.
    const again = await Promise.all([api(app, token).get('/account'), api(app, token).get('/account')]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
  } finally {
    await app?.close();
    await small.close();
  }
});

it('every connection carries a statement timeout', async () => {
  const url = (t.database as { url?: string }).url!;
  const small = await openPostgres(url, { migrate: false, max: 1, statementTimeoutMs: 200 });
  try {
    await expect(small.pool.query('select pg_sleep(2)')).rejects.toThrow(/statement timeout/);
    expect((await small.pool.query('show statement_timeout')).rows[0].statement_timeout).toBe('200ms');
  } finally {
    await small.close();
  }
});

it('a report whose client went away stops its query', async () => {
  const url = (t.database as { url?: string }).url!;
  const pgdb = await openPostgres(url, { migrate: false });
  const app = await buildApp({ db: pgdb.db, reportDb: pgdb.reportDb, onRequestClose: pgdb.onRequestClose, config: t.app.deps.config, mailSink: memorySink() });
  app.get('/slow-report', { config: { access: 'public' } }, async () => {
    await app.deps.reportDb.execute(sql`select pg_sleep(20) /* cancel-on-close test */`);
    return { done: true };
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const running = async () =>
      Number(
        (
          await pgdb.pool.query(
            `select count(*)::int as n from pg_stat_activity where query like '%cancel-on-close test%' and state = 'active' and pid <> pg_backend_pid()`,
          )
        ).rows[0].n,
      );
    const gone = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/slow-report`, { signal: gone.signal }).catch(() => null);
    for (let i = 0; i < 50 && (await running()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await running()).toBe(1);
    gone.abort();
    await request;
    let left = 1;
    for (let i = 0; i < 40 && left > 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      left = await running();
    }
    expect(left).toBe(0);
  } finally {
    await app.close();
    await pgdb.close();
  }
});
