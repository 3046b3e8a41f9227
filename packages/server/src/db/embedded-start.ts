import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../paths.js';
import { lockDataDir } from './data-dir-lock.js';
import { type EmbeddedServer, embeddedServerSupport, startEmbeddedServer } from './embedded-server.js';
import { migrationsKey } from './migrations-key.js';

/**
 * The engine of a data directory. Asked for by name, that one. Otherwise (auto) the PostgreSQL server, which
 * won on every figure (README "The embedded engines"), where it can run; PGlite where it cannot (no binaries
 * for the platform, or a root start whose DATA_DIR the server's unprivileged user cannot reach), and for a
 * directory that already holds PGlite's books from an earlier release, so that no church finds its books gone.
 */
export function embeddedEngineFor(dataDir: string, asked: 'pglite' | 'postgres' | 'auto'): 'pglite' | 'postgres' {
  if (asked !== 'auto') return asked;
  const has = (sub: string) => fs.existsSync(path.join(dataDir, sub, 'PG_VERSION'));
  if (has('pgdata') && !has('postgres')) return 'pglite';
  const support = embeddedServerSupport(dataDir);
  if (support.ok) return 'postgres';
  console.warn(`The database is PGlite, in the app's process: the embedded PostgreSQL server cannot run here (${support.why}).`);
  return 'pglite';
}

/** The embedded server running in DATA_DIR, under the directory's lock (released after the server stops). */
export interface LockedServer {
  server: EmbeddedServer;
  release(): void;
}

/**
 * Takes DATA_DIR's lock and starts the PostgreSQL server run from npm in it (embedded-server.ts). This module
 * loads none of the app's packages (no drizzle, no fastify): `migrate` (the migrated template's, needed once a
 * machine) is the caller's.
 */
export async function startLockedServer(dataDir: string, migrate: (url: string) => Promise<void>): Promise<LockedServer> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const server = await startEmbeddedServer(dataDir, [], { key: migrationsKey(migrationsFolder), prepare: migrate });
    return { server, release };
  } catch (err) {
    release();
    throw err;
  }
}

/** What main.ts began before the app loaded: the engine chosen, and the embedded server's start when it is that. */
export interface EarlyStart {
  engine: 'pglite' | 'postgres';
  server?: Promise<LockedServer>;
}

/**
 * Chooses the embedded engine and, when it is the server, begins its start (openDatabase awaits it). Nothing
 * for DATABASE_URL. The migrated template's migration (first start on a machine) loads the app's database
 * module when it is needed.
 */
export function earlyStart(config: { databaseUrl: string | null; dataDir: string; embeddedEngine: 'pglite' | 'postgres' | 'auto' }): EarlyStart | undefined {
  if (config.databaseUrl) return undefined;
  const engine = embeddedEngineFor(config.dataDir, config.embeddedEngine);
  if (engine !== 'postgres') return { engine };
  const server = startLockedServer(config.dataDir, async (url) => (await import('./client.js')).migrateTemplate(url));
  // Awaited by openDatabase once the app has loaded; a refusal (DATA_DIR locked) is not unhandled meanwhile.
  server.catch(() => {});
  return { engine, server };
}
