import path from 'node:path';
import { webDistDefault } from './paths.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * the database when DATABASE_URL is unset (EMBEDDED_ENGINE): 'postgres', a server run from npm in DATA_DIR;
   * 'pglite', PostgreSQL in WebAssembly in the app process; unset ('auto'): the server where it can run, else PGlite
   */
  embeddedEngine: EmbeddedEngine;
  /** the schema owner's URL when DATABASE_URL is an application role that may not migrate */
  migrationDatabaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  appUrl: string;
  orgName: string;
  adminEmail: string | null;
  adminPassword: string | null;
  /** per-IP and per-account attempts a minute on login, OTP, forgot and reset */
  authRateLimit: number;
  /** mails (two-factor codes, reset links) one address may be sent per hour */
  mailRateLimit: number;
  /** addresses or CIDRs of the proxies whose X-Forwarded-For is believed; none by default */
  trustProxy: string[];
  webDist: string | null;
  /** pino level of the server log (LOG_LEVEL): request logs are written at info, so 'warn' leaves them out */
  logLevel: string;
  /** PostgreSQL pools: DB_POOL_SIZE, DB_QUEUE_MAX, DB_STATEMENT_TIMEOUT_MS, DB_REPORT_POOL_SIZE */
  pool: { max: number; queueMax: number; statementTimeoutMs: number; reportMax: number };
  /** RECURRING_BILLS_EVERY_MS: how often each node makes the recurring bills due (0: never on its own; tests tick by hand) */
  recurringBillsEveryMs: number;
}

/** The pools' defaults (db/client.ts PoolOptions says what each is). */
export const DEFAULT_POOL: Config['pool'] = { max: 10, queueMax: 300, statementTimeoutMs: 15_000, reportMax: 3 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    embeddedEngine: embeddedEngine(env.EMBEDDED_ENGINE),
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Church Accounting <no-reply@example.org>',
    appUrl: (env.APP_URL ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/$/, ''),
    orgName: env.ORG_NAME ?? 'Church of God US Organisation',
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10),
    mailRateLimit: Number(env.MAIL_RATE_LIMIT ?? 5),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || 'warn',
    pool: {
      max: Number(env.DB_POOL_SIZE ?? DEFAULT_POOL.max),
      queueMax: Number(env.DB_QUEUE_MAX ?? DEFAULT_POOL.queueMax),
      statementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS ?? DEFAULT_POOL.statementTimeoutMs),
      reportMax: Number(env.DB_REPORT_POOL_SIZE ?? DEFAULT_POOL.reportMax),
    },
    recurringBillsEveryMs: Number(env.RECURRING_BILLS_EVERY_MS ?? 60 * 60 * 1000),
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST ?? webDistDefault),
  };
}

export type EmbeddedEngine = 'pglite' | 'postgres' | 'auto';

function embeddedEngine(value: string | undefined): EmbeddedEngine {
  if (!value || value === 'auto') return 'auto';
  if (value === 'pglite' || value === 'postgres') return value;
  throw new Error(`EMBEDDED_ENGINE must be postgres, pglite or auto, not ${JSON.stringify(value)}`);
}
