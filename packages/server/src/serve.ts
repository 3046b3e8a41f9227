import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.js';
import { ensureSuperAdmin } from './bootstrap.js';
import type { Config } from './config.js';
import { DataDirLockedError, openDatabase } from './db/client.js';
import type { EarlyStart } from './db/embedded-start.js';
import { fileSink, smtpSink } from './mail/outbox.js';

/**
 * The app of `npm start` (main.ts loads this module once it has begun the database's start): the database
 * opened, the Super-Admin of ADMIN_EMAIL made, the app built and listening, closed on SIGINT / SIGTERM.
 */
export async function serve(config: Config, early: EarlyStart | undefined) {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ ...config, pool: config.pool, early });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await ensureSuperAdmin(database.db, { email: config.adminEmail, password: config.adminPassword }, (line) => console.log(line));

  // Logs leave through an asynchronous destination (a buffered write, never a blocking one per line);
  // LOG_LEVEL picks how much (default warn: no line per request).
  const logStream = pino.destination({ sync: false, minLength: 4096 });
  const logger = { level: config.logLevel, stream: logStream };
  const app = await buildApp({
    db: database.db,
    reportDb: database.reportDb,
    onRequestClose: database.onRequestClose,
    config,
    logger,
    mailIntervalMs: 1000,
    mailSink: config.smtpUrl
      ? smtpSink(config.smtpUrl, config.mailFrom)
      : fileSink(path.join(config.dataDir, 'mail'), config.mailFrom, (text) => console.log(text)),
  });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    logStream.flushSync();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where =
    database.kind === 'pglite'
      ? `embedded database (PGlite) in ${config.dataDir}`
      : database.embeddedServer
        ? `embedded PostgreSQL server in ${path.join(config.dataDir, 'postgres')}`
        : 'PostgreSQL server';
  console.log(`Serving on ${config.appUrl} (${where})`);
}
