/**
 * Prints speed figures of the hot paths (no assertions: tests never time things).
 * Run: npm run bench   (embedded database in memory, the app through app.inject)
 */
import { buildApp } from '../src/app.js';
import { ensureSuperAdmin } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { openMemoryPglite } from '../src/db/client.js';
import { memorySink } from '../src/mail/outbox.js';

const database = await openMemoryPglite();
await ensureSuperAdmin(database.db, { email: 'admin@example.org', password: 'Bench-pass-1' }, () => {});
const app = await buildApp({ db: database.db, config: loadConfig({ WEB_DIST: '', AUTH_RATE_LIMIT: '100000' }), mailSink: memorySink() });
await app.ready();

async function measure(name: string, n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(5, n); i++) await fn();
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`${name.padEnd(40)} ${(n / (total / 1000)).toFixed(0).padStart(6)} req/s   p50 ${p(0.5)} ms   p95 ${p(0.95)} ms   p99 ${p(0.99)} ms`);
}

const login = () => app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'admin@example.org', password: 'Bench-pass-1' } });
const token = (await login()).json().data.access_token as string;
await measure('POST /login (argon2id verify)', 50, login);
await measure('GET /account (session + permissions)', 500, () => app.inject({ method: 'GET', url: '/api/v1/account', headers: { authorization: `Bearer ${token}` } }));
await measure('GET /app-info (public, no database)', 2000, () => app.inject({ method: 'GET', url: '/api/v1/app-info' }));
console.log(`memory: rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB, heap used ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`);
await app.close();
await database.close();
