import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { cancelOnClose } from './cancel-on-close.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';
import { type EarlyStart, embeddedEngineFor, type LockedServer, startLockedServer } from './embedded-start.js';
import { DEFAULT_POOL } from '../config.js';
import { migrationsFolder } from '../paths.js';
import { pgliteTemplate } from './pglite-template.js';
import { boundQueue } from './pool-gate.js';
import * as schema from './schema/index.js';

/**
 * PGlite and its drizzle driver, imported when a database is PGlite: the embedded server, the default, and
 * DATABASE_URL never load them (a twentieth of a second of every start, issue 23 point 1).
 */
async function pgliteModules() {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, drizzlePglite, migratePglite };
}

/** One query API for both engines (PGlite's drizzle driver has the same builder surface). */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /** reports (trial balance, account ledger) on a pool of their own (PostgreSQL); the same db on PGlite */
  reportDb?: Db;
  /** registers the hooks that cancel a report's query when its client goes away (PostgreSQL) */
  onRequestClose?: (app: import('fastify').FastifyInstance) => void;
  kind: 'pglite' | 'postgres';
  /** the PostgreSQL server run from npm in DATA_DIR (the embedded default), not one of DATABASE_URL */
  embeddedServer?: boolean;
  close(): Promise<void>;
}

export { migrationsFolder };

export { DataDirLockedError };

/** PGlite in dataDir (held under a lock file: two processes on one data dir corrupt it) or a pg pool. */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  migrationDatabaseUrl?: string | null;
  pool?: Partial<PoolOptions>;
  /** the engine when DATABASE_URL is unset (EMBEDDED_ENGINE; default auto): PGlite, or a PostgreSQL server run from npm in dataDir */
  embeddedEngine?: 'pglite' | 'postgres' | 'auto';
  /** the engine main.ts chose, and the embedded server's start it began (embedded-start.ts earlyStart) */
  early?: EarlyStart;
}): Promise<Database> {
  if (opts.databaseUrl && opts.migrationDatabaseUrl) {
    // Migrations as the schema owner, then the app as its application role (README: the application role).
    await (await openPostgres(opts.migrationDatabaseUrl, { max: 1, reportMax: 1 })).close();
    return openPostgres(opts.databaseUrl, { ...opts.pool, migrate: false });
  }
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.pool);
  const engine = opts.early?.engine ?? embeddedEngineFor(opts.dataDir, opts.embeddedEngine ?? 'auto');
  if (engine === 'postgres') return openEmbeddedServer(opts.dataDir, opts.pool, opts.early?.server);
  const pgdata = path.join(opts.dataDir, 'pgdata');
  fs.mkdirSync(pgdata, { recursive: true });
  // Before PGlite opens the files: two processes on one data dir corrupt it.
  const release = lockDataDir(opts.dataDir);
  // A new data directory starts from the migrated template (pglite-template.ts), not from initdb.
  const fresh = !fs.existsSync(path.join(pgdata, 'PG_VERSION'));
  const loadDataDir = fresh ? pgliteTemplate(migrationsFolder) : undefined;
  const { PGlite, drizzlePglite, migratePglite } = await pgliteModules();
  const client = new PGlite(pgdata, loadDataDir ? { loadDataDir } : undefined);
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

/** A PostgreSQL server run from npm inside dataDir (embedded-start.ts), held under DATA_DIR's lock and stopped on close. */
async function openEmbeddedServer(dataDir: string, pool?: Partial<PoolOptions>, started?: Promise<LockedServer>): Promise<Database> {
  const { server, release } = await (started ?? startLockedServer(dataDir, migrateTemplate));
  try {
    const database = await openPostgres(server.url, pool);
    return {
      ...database,
      embeddedServer: true,
      async close() {
        await database.close();
        await server.stop();
        release();
      },
    };
  } catch (err) {
    await server.stop();
    release();
    throw err;
  }
}

/** Migrates the embedded server's template (once a machine: embedded-server.ts fromMigratedTemplate). */
export const migrateTemplate = async (url: string) => (await openPostgres(url, { max: 1, reportMax: 1 })).close();

export interface PoolOptions {
  /** connections of the main pool (DB_POOL_SIZE) */
  max: number;
  /**
   * callers that may wait for a connection before new ones get 503 (DB_QUEUE_MAX). A caller is a statement, not a
   * request: a list sends its page and its count at once, so 50 clients of a list are up to 100 callers besides the
   * session checks. 100 gave such lists a few 503s at 50 clients on a fast machine (the bench, stop 49).
   */
  queueMax: number;
  /** every statement's limit, ms (DB_STATEMENT_TIMEOUT_MS) */
  statementTimeoutMs: number;
  /** connections of the reports pool (DB_REPORT_POOL_SIZE) */
  reportMax: number;
}

function boundedPool(url: string, max: number, queueMax: number, statementTimeoutMs: number) {
  // force_custom_plan: prepared statements skip parsing, but are planned with their values each time; one
  // tenant may hold 20 % of the rows, and a generic plan sized for the average one reads all of them.
  const pool = new pg.Pool({ connectionString: url, max, statement_timeout: statementTimeoutMs, options: '-c plan_cache_mode=force_custom_plan' });
  // An idle connection closed by the server (restart, failover) must not crash the process. Once the app is
  // closing, the server stopping after it ends its connections is expected, not news to print.
  pool.on('error', (err) => {
    if (!pool.ending) console.warn(`database connection lost: ${err.message}`);
  });
  boundQueue(pool, queueMax);
  return pool;
}

/**
 * A PostgreSQL server: the main pool (bounded wait queue, statement timeout on every connection) and a
 * small pool for reports, so a crowd on the trial balance cannot take the connections the lists need.
 */
/** `migrate: false` when the app connects as a role that may not change the schema (migrations ran as the owner). */
export async function openPostgres(
  url: string,
  options: Partial<PoolOptions> & { migrate?: boolean } = {},
): Promise<Database & { pool: pg.Pool; url: string }> {
  const o = { ...DEFAULT_POOL, ...options }; // config.ts: loadConfig's defaults too
  const pool = boundedPool(url, o.max, o.queueMax, o.statementTimeoutMs);
  const reportPool = boundedPool(url, o.reportMax, o.queueMax, o.statementTimeoutMs);
  const reportCancel = cancelOnClose(reportPool, url);
  const db = drizzlePg({ client: pool, schema });
  if (options.migrate !== false) {
    // On a connection of its own without the pool's statement timeout: a migration may rewrite a whole table
    // (0029 backfills a line for every bill), which takes longer than any request may on a large database.
    const migrator = new pg.Pool({ connectionString: url, max: 1 });
    // pool.end() resolves before its connection has closed: a server stopped right after (the embedded engine's
    // migrated template) sends that connection its termination, which must not crash the app as unhandled.
    migrator.on('error', () => {});
    try {
      await migratePg(drizzlePg({ client: migrator }), { migrationsFolder });
    } finally {
      await migrator.end();
    }
  }
  return {
    db,
    reportDb: drizzlePg({ client: reportPool, schema }),
    onRequestClose: reportCancel.register,
    pool,
    url,
    kind: 'postgres',
    close: async () => {
      await Promise.all([pool.end(), reportPool.end()]);
    },
  };
}

/** An in-memory PGlite, optionally loaded from a dumped data dir (tests clone one migrated template). */
export async function openMemoryPglite(loadDataDir?: Blob): Promise<Database> {
  const { PGlite, drizzlePglite, migratePglite } = await pgliteModules();
  const client = new PGlite(loadDataDir ? { loadDataDir } : undefined);
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  if (!loadDataDir) await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close(), pglite: client } as Database & { pglite: PGlite };
}
