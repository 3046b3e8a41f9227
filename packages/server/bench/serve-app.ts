/**
 * The app as it runs in production (buildApp on a PostgreSQL pool), for the benchmark. Prints "ready" when
 * listening. Its pg statements are tallied per transaction (round-trips.ts, on TALLY_PORT).
 */
import { serveTallies } from './round-trips.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres } from '../src/db/client.js';
import { memorySink } from '../src/mail/outbox.js';

const config = loadConfig({ ...process.env, WEB_DIST: '', AUTH_RATE_LIMIT: '1000000' });
const database = await openPostgres(process.env.BENCH_DATABASE_URL!, config.pool);
const app = await buildApp({
  db: database.db,
  reportDb: database.reportDb,
  onRequestClose: database.onRequestClose,
  config,
  mailSink: memorySink(),
  logger: { level: config.logLevel },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const tallies = serveTallies(Number(process.env.TALLY_PORT));
console.log('ready');
process.on('SIGTERM', async () => {
  await app.close();
  tallies.close();
  await database.close();
  process.exit(0);
});
