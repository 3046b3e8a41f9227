import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { cacheDir } from '../paths.js';
import { openDatabase } from './client.js';

// Issue 23 point 1: the embedded PostgreSQL server (EMBEDDED_ENGINE=postgres) is started in DATA_DIR,
// migrated, stopped with the app, and recovered after the app is killed with -9.
const fixture = new URL('../../test/fixtures/hold-data-dir.ts', import.meta.url).pathname;
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A data directory the server's unprivileged user can reach when the tests run as root. */
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-pg-'));
  fs.chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

const serverPid = (dir: string) => Number(fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

it('starts a migrated server on a socket in DATA_DIR, keeps what was written across a restart, and stops with the app', async () => {
  const dir = dataDir();
  const first = await openDatabase({ databaseUrl: null, dataDir: dir, embeddedEngine: 'postgres' });
  expect(first.kind).toBe('postgres');
  // New data directories are copies of a cluster migrated once per machine and schema.
  const templates = fs.readdirSync(process.env.PG_SERVER_TEMPLATE_DIR || cacheDir('pg-server-template'));
  expect(templates.filter((n) => n.startsWith(`migrated-`) && !n.endsWith('.tmp'))).toHaveLength(1);
  const pid = serverPid(dir);
  expect(alive(pid)).toBe(true);
  // No TCP port: the only way in is the socket in the data directory.
  const listen = await first.db.execute(sql`select current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as sockets`);
  expect(listen.rows[0]).toEqual({ listen: '', sockets: path.join(dir, 'postgres') });
  await first.db.execute(sql`insert into locations (name) values ('Kept across a restart')`);
  await first.close();
  expect(alive(pid)).toBe(false);
  expect(fs.existsSync(path.join(dir, 'app.lock'))).toBe(false);

  const again = await openDatabase({ databaseUrl: null, dataDir: dir, embeddedEngine: 'postgres' });
  const rows = await again.db.execute(sql`select name from locations where name = 'Kept across a restart'`);
  expect(rows.rows).toHaveLength(1);
  await again.close();
}, 120_000);

it('after kill -9 of the app, the next start stops the orphaned server and serves the same data', async () => {
  const dir = dataDir();
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir, 'postgres'], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      if (out.includes('\n')) resolve(out.split('\n')[0]);
    });
    child.on('exit', (code) => (out.includes('\n') ? undefined : reject(new Error(`holder exited ${code}`))));
  });
  expect(line).toBe('ready');
  const orphan = serverPid(dir);
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  expect(alive(orphan)).toBe(true); // the app's death leaves its server running

  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const db = await openDatabase({ databaseUrl: null, dataDir: dir, embeddedEngine: 'postgres' });
  warn.mockRestore();
  expect(alive(orphan)).toBe(false);
  expect(serverPid(dir)).not.toBe(orphan);
  const migrated = await db.db.execute(sql`select count(*)::int as n from access_levels`);
  expect((migrated.rows[0] as { n: number }).n).toBeGreaterThan(0);
  await db.close();
}, 120_000);
