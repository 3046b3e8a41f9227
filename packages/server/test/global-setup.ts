import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { appRoleSql } from '../src/db/app-role.js';
import { openMemoryPglite, openPostgres } from '../src/db/client.js';
import { startEmbeddedServer } from '../src/db/embedded-server.js';
import { testEngine } from './test-engine.js';

/**
 * One migrated template per run; every test file gets its own copy of it: a PostgreSQL database created FROM
 * the template (on the server of TEST_DATABASE_URL, or on the embedded server started here, the default
 * engine), or a PGlite loaded from the dumped template (TEST_ENGINE=pglite).
 */
export default async function setup(project: TestProject) {
  const stopEmbedded = testEngine() === 'embedded' ? await embeddedServer() : undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const tpl = `${new URL(url).pathname.slice(1)}_tpl`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${tpl}"`);
    await admin.query(`CREATE DATABASE "${tpl}"`);
    const u = new URL(url);
    u.pathname = `/${tpl}`;
    const db = await openPostgres(u.toString());
    await db.close();
    // TEST_APP_ROLE: migrated as the owner above; the tests connect as the application role (README).
    const role = process.env.TEST_APP_ROLE;
    if (role) {
      const owner = new pg.Client({ connectionString: u.toString() });
      await owner.connect();
      for (const sql of appRoleSql(role, tpl)) await owner.query(sql);
      await owner.end();
    }
    project.provide('templateDb', tpl);
    return async () => {
      // The embedded server's directory goes whole; on TEST_DATABASE_URL's server every copy this run made.
      if (!stopEmbedded) await dropCopies(admin, url);
      await admin.query(`DROP DATABASE IF EXISTS "${tpl}" WITH (FORCE)`);
      await admin.end();
      await stopEmbedded?.();
    };
  }
  const db = await openMemoryPglite();
  const dump = await (db as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite.dumpDataDir('none');
  await db.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'app-tpl-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateFile', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/**
 * The test files' copies of the template (harness.ts: `<database>_<8 hex>`), dropped once the run is over, not
 * each after its file. On ext4 without a journal (CI's machines) a new inode skips every free inode of its group
 * that was freed in the last one to six minutes (`recently_deleted`), one check each: a copy made after other
 * files' drops scanned the ~700 files each drop freed, and CREATE DATABASE took 390-780 ms instead of 30-160.
 */
async function dropCopies(admin: pg.Client, url: string) {
  const base = new URL(url).pathname.slice(1);
  const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname ~ $1', [
    `^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_[0-9a-f]{8}$`,
  ]);
  // Several at once: each drop waits for a checkpoint, and drops waiting together share one.
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  await Promise.all(rows.map(({ datname }) => pool.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)));
  await pool.end();
}

/**
 * The app's default engine for this run: a PostgreSQL server from npm in a temporary directory (reachable by
 * its unprivileged user when the tests run as root), its URL handed to the test files as TEST_DATABASE_URL
 * (the forked workers start after this and inherit it). Durability is not what is tested here: no fsync.
 */
async function embeddedServer() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-pg-'));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedServer(dir, ['max_connections=300', 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off']);
  // A host for URL parsing; the socket directory in `host=` is where pg connects.
  process.env.TEST_DATABASE_URL = server.url.replace('postgresql://postgres@/', 'postgresql://postgres@localhost/');
  return async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateFile: string;
    templateDb: string;
  }
}
