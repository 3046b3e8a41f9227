import { M } from '@app/contract';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs } from '../../../test/api.js';
import { download, readCsv } from '../../../test/download.js';
import { makeVendor } from '../../../test/factories.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld } from '../../../test/world/server.js';

// Issue 21 point 7: at most two exports of one user run at once; a third answers 429 with Retry-After.
// On the PostgreSQL server: a lock held by the test keeps two exports waiting on their first batch.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Waits (polling the server, no timing asserted) until `n` queries wait on a lock. Outside any transaction: inside one, pg_stat_activity is a snapshot. */
async function untilWaiting(probe: pg.Client, n: number) {
  for (;;) {
    const { rows } = await probe.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    if (rows[0].n >= n) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('a third export of one user while two run: 429 with Retry-After; another user is not held back; slots free when done', async () => {
  const company = await testWorld(t).company();
  await makeVendor(t.db, company.id, { name: 'Acme Supply' });
  const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  const other = company.treasurer.token;
  const url = '/vendor/export?format=csv';

  const holder = new pg.Client({ connectionString: (t.database as { url?: string }).url });
  const probe = new pg.Client({ connectionString: (t.database as { url?: string }).url });
  await holder.connect();
  await probe.connect();
  try {
    await holder.query('begin');
    await holder.query('lock table vendors in access exclusive mode');
    const running = [download(t.app, admin, url), download(t.app, admin, url)];
    await untilWaiting(probe, 2);
    const third = await download(t.app, admin, url);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(M.exportsBusy);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is per user: the treasurer's export starts (and waits on the lock like the others).
    const others = download(t.app, other, url);
    await untilWaiting(probe, 3);
    await holder.query('commit');
    const done = await Promise.all([...running, others]);
    expect(done.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(readCsv(done[2].bytes).length).toBe(2);
  } finally {
    await holder.end();
    await probe.end();
  }
  // Finished exports give their slots back.
  const again = await Promise.all([download(t.app, admin, url), download(t.app, admin, url)]);
  expect(again.map((r) => r.status)).toEqual([200, 200]);
});
