import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DataDirLockedError, openDatabase } from './client.js';
import { earlyStart } from './embedded-start.js';

// main.ts begins the embedded server's start before the app's modules load (issue 23 point 1); openDatabase
// then takes that server. A refusal of the early start (DATA_DIR held) must wait for openDatabase to be told:
// vitest fails a run on an unhandled rejection, which the gap below leaves time for.
it('a start begun before the app loads is the server openDatabase opens; a held DATA_DIR is refused when opened, not before', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'early-start-'));
  fs.chmodSync(dataDir, 0o755); // run as root, the server's own user must reach it
  const config = { databaseUrl: null, dataDir, embeddedEngine: 'postgres' as const };
  const early = earlyStart(config);
  expect(early?.engine).toBe('postgres');
  const second = earlyStart(config);
  await new Promise((r) => setTimeout(r, 100));

  const database = await openDatabase({ ...config, early });
  expect(database.embeddedServer).toBe(true);
  const { rows } = await database.db.execute(sql`select count(*)::int as n from companies`);
  expect(rows[0]).toEqual({ n: expect.any(Number) });
  await expect(openDatabase({ ...config, early: second })).rejects.toBeInstanceOf(DataDirLockedError);

  await database.close();
  expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

it('no early start for DATABASE_URL, and the engine alone for PGlite', () => {
  expect(earlyStart({ databaseUrl: 'postgres://x@127.0.0.1/y', dataDir: '/nonexistent', embeddedEngine: 'postgres' })).toBeUndefined();
  expect(earlyStart({ databaseUrl: null, dataDir: '/nonexistent', embeddedEngine: 'pglite' })).toEqual({ engine: 'pglite' });
});
