import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, loginAs } from '../../test/api.js';
import { makeCompany } from '../../test/factories.js';
import { ADMIN, createTestContext, type TestContext } from '../../test/harness.js';
import { type AppInstance, buildApp } from '../app.js';
import { openPostgres } from '../db/client.js';
import { memorySink } from '../mail/outbox.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

// A report route (config.pool 'report') checks its session on the report pool: 100 callers hammering the
// trial balance must not take the main pool's connections, or the lists beside them get the queue's 503s.
// Here the main pool's only connection is held and its queue has no place: any main-pool query of the
// request would be refused at once with 503.
it("a report route's session check takes no main-pool connection", async () => {
  const url = (t.database as { url?: string }).url!;
  const pg = await openPostgres(url, { migrate: false, max: 1, queueMax: 0, reportMax: 1 });
  let app: AppInstance | null = null;
  try {
    app = await buildApp({ db: pg.db, reportDb: pg.reportDb, config: t.app.deps.config, mailSink: memorySink() });
    await app.ready();
    const company = await makeCompany(t.db);
    const token = await loginAs(app, ADMIN.email, ADMIN.password);
    const held = await pg.pool.connect();
    try {
      // A main-pool route is refused: the pool is indeed full.
      expect((await api(app, token).get('/account')).status).toBe(503);
      // Twice: the first loads the session on the report pool, the second reads its version there.
      for (let i = 0; i < 2; i++) {
        const res = await api(app, token).get(`/reports/trial-balance?company_id=${company.id}`);
        expect(res.status).toBe(200);
      }
    } finally {
      held.release();
    }
    expect((await api(app, token).get('/account')).status).toBe(200);
  } finally {
    await app?.close();
    await pg.close();
  }
});
