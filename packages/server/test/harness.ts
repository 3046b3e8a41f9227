import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppInstance, buildApp } from '../src/app.js';
import { ensureSuperAdmin } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { type Database, openMemoryPglite, openPostgres } from '../src/db/client.js';
import { ledgerProblems } from '../src/ledger/invariants.js';
import { type MailSink, memorySink } from '../src/mail/outbox.js';

export const ADMIN = { email: 'admin@example.org', password: 'Admin-pass-1' };
export const PASSWORD = 'Secret-pass-1';

/** A fresh copy of the migrated template for one test file. */
async function freshDatabase(): Promise<Database & { ownerUrl?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openMemoryPglite(new Blob([fs.readFileSync(inject('templateFile'))]));
  const name = `${new URL(url).pathname.slice(1)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('templateDb')}"`);
      break;
    } catch (err) {
      // Two files copying the template at the same moment: try again shortly.
      if (attempt > 20) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  const ownerUrl = u.toString();
  // As the application role (TEST_APP_ROLE, e.g. church_app): no migrations, no ownership, no journal edits.
  const role = process.env.TEST_APP_ROLE;
  if (role) {
    await admin.query(`GRANT CONNECT ON DATABASE "${name}" TO ${role}`);
    u.username = role;
    u.password = process.env.TEST_APP_ROLE_PASSWORD ?? '';
  }
  const db = await openPostgres(u.toString(), { migrate: !role });
  return {
    ...db,
    ownerUrl,
    async close() {
      await db.close();
      // Dropped with the run's other copies when the run ends (global-setup.ts: why), not now; a connection the
      // file left open is ended here, as the drop's FORCE did.
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      await admin.end();
    },
  };
}

export interface TestContext {
  app: AppInstance;
  database: Database;
  db: Database['db'];
  mail: ReturnType<typeof memorySink>;
  /**
   * Empties `mail.sent` once every mail queued so far has landed: the app starts a flush after each commit
   * without waiting for it, so mail queued by an earlier step could land after a bare reset and be counted as
   * the next step's.
   */
  clearMail(): Promise<void>;
  /** the app's clock; move it with setNow to test expiry */
  setNow(date: Date | null): void;
  /** Closes the app and database; first checks the books are sound after everything the file did. */
  close(opts?: { skipInvariants?: boolean }): Promise<void>;
}

export interface TestMailOptions {
  /** where the outbox delivers (default: memory, read as `mail.sent`), e.g. smtpSink to a test SMTP server */
  mailSink?: MailSink;
  /** the outbox's back-off after a failed delivery, in ms (default one minute) */
  mailRetryMs?: number;
}

export async function createTestContext(env: Record<string, string> = {}, mailOpts: TestMailOptions = {}): Promise<TestContext> {
  const database = await freshDatabase();
  await ensureSuperAdmin(database.db, ADMIN, () => {});
  const mail = memorySink();
  let fixed: Date | null = null;
  const config = loadConfig({ AUTH_RATE_LIMIT: '1000', MAIL_RATE_LIMIT: '1000', APP_URL: 'http://app.test', ORG_NAME: 'Test Church US', WEB_DIST: '', RECURRING_BILLS_EVERY_MS: '0', ...env });
  const app = await buildApp({
    db: database.db,
    config,
    mailSink: mailOpts.mailSink ?? mail,
    mailRetryMs: mailOpts.mailRetryMs,
    clock: () => fixed ?? new Date(),
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    mail,
    async clearMail() {
      await app.deps.mail.flush();
      mail.sent.length = 0;
    },
    setNow: (d) => {
      fixed = d;
    },
    async close(opts) {
      // DESIGN.md section 7: the ledger invariants hold after every API test file, not only in their own tests.
      const problems = opts?.skipInvariants ? [] : await ledgerProblems(database.db);
      await app.close();
      await database.close();
      if (problems.length) throw new Error(`the books are broken after this test file:\n${problems.join('\n')}`);
    },
  };
}

/**
 * A second app node on the test's PostgreSQL database, with a pool of its own (as a second server behind a
 * load balancer would have): for races between nodes. Close it before the context.
 */
export async function secondNode(t: TestContext): Promise<{ app: AppInstance; close(): Promise<void> }> {
  const url = (t.database as { url?: string }).url;
  if (!url) throw new Error('a second node needs the PostgreSQL server (TEST_DATABASE_URL)');
  const database = await openPostgres(url, { migrate: false });
  const app = await buildApp({ db: database.db, config: t.app.deps.config, mailSink: memorySink() });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
