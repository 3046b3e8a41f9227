/**
 * `npm run demo`: loads the demo into the embedded database of DATA_DIR (default ./data) and prints how to
 * sign in. It refuses, changing nothing, when that database already holds companies (`--reset` starts the
 * data dir afresh). A DATABASE_URL server is used only when asked with `--database-url`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { DataDirLockedError, openDatabase } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { companiesIn, loadDemo } from './load-demo.js';
import { demoStartCommand, signInSheet } from './sign-in-sheet.js';

const args = new Set(process.argv.slice(2));
const config = loadConfig();
const useServer = args.has('--database-url');
const reset = args.has('--reset');

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

if (useServer && !config.databaseUrl) fail('--database-url was given but DATABASE_URL is not set.');
if (useServer && reset) fail('--reset only starts an embedded data dir afresh; empty a PostgreSQL database yourself.');
if (!useServer && config.databaseUrl)
  console.log(
    `DATABASE_URL is set but not used: the demo goes to the embedded database in ${config.dataDir} (add --database-url to load it into that server).`,
  );

if (reset && !useServer) {
  // Take the lock first: a running server holds it, and its files must not be removed under it.
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const release = lockDataDir(config.dataDir);
    // Either engine's database (PGlite's pgdata, the embedded server's postgres).
    for (const db of ['pgdata', 'postgres']) fs.rmSync(path.join(config.dataDir, db), { recursive: true, force: true });
    fs.rmSync(path.join(config.dataDir, 'mail'), { recursive: true, force: true });
    release();
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    throw err;
  }
}

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({
    databaseUrl: useServer ? config.databaseUrl : null,
    migrationDatabaseUrl: useServer ? config.migrationDatabaseUrl : null,
    dataDir: config.dataDir,
    embeddedEngine: config.embeddedEngine,
  });
} catch (err) {
  if (err instanceof DataDirLockedError) fail(err.message);
  throw err;
}

const where = useServer ? 'The database of DATABASE_URL' : `The data dir ${config.dataDir}`;
const existing = await companiesIn(database.db);
if (existing > 0) {
  await database.close();
  fail(
    `${where} already holds ${existing} ${existing === 1 ? 'company' : 'companies'}; the demo loads only into a database without any, and nothing was changed.\n` +
      (useServer
        ? 'Point DATABASE_URL at an empty database.'
        : 'Run `npm run demo -- --reset` to delete that data dir and load the demo, or choose another one: DATA_DIR=./demo-data npm run demo'),
  );
}

console.log(`Loading the demo into ${useServer ? 'the database of DATABASE_URL' : config.dataDir} (a minute or so)...`);
const started = Date.now();
try {
  const summary = await loadDemo(database.db, { adminEmail: config.adminEmail ?? undefined });
  console.log(
    signInSheet(summary, {
      appUrl: config.appUrl,
      mailDir: path.join(config.dataDir, 'mail'),
      seconds: (Date.now() - started) / 1000,
      startCommand: demoStartCommand(process.env, useServer),
    }),
  );
} finally {
  await database.close();
}
process.exit(0);
