import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';

export { DataDirLockedError };

/** One query API for both engines (PGlite's drizzle driver has the same builder surface). */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite in dataDir (held under a lock file: two processes on one data dir corrupt it) or a pg pool. */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string; migrationDatabaseUrl?: string | null }): Promise<Database> {
  if (opts.databaseUrl && opts.migrationDatabaseUrl) {
    // Migrations as the schema owner, then the app as its application role (README: the application role).
    await (await openPostgres(opts.migrationDatabaseUrl)).close();
    return openPostgres(opts.databaseUrl, { migrate: false });
  }
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const pgdata = path.join(opts.dataDir, 'pgdata');
  fs.mkdirSync(pgdata, { recursive: true });
  // Before PGlite opens the files: two processes on one data dir corrupt it.
  const release = lockDataDir(opts.dataDir);
  const client = new PGlite(pgdata);
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    async close() {
      await client.close();
      release();
    },
  };
}

/** `migrate: false` when the app connects as a role that may not change the schema (migrations ran as the owner). */
export async function openPostgres(url: string, opts: { migrate?: boolean } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection closed by the server (restart, failover) must not crash the process.
  pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  const db = drizzlePg({ client: pool, schema });
  if (opts.migrate !== false) await migratePg(db, { migrationsFolder });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** An in-memory PGlite, optionally loaded from a dumped data dir (tests clone one migrated template). */
export async function openMemoryPglite(loadDataDir?: Blob): Promise<Database> {
  const client = new PGlite(loadDataDir ? { loadDataDir } : undefined);
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  if (!loadDataDir) await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close(), pglite: client } as Database & { pglite: PGlite };
}
