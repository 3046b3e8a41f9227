/**
 * npm run bench: the hot routes of issue 9 on the PostgreSQL server named by BENCH_DATABASE_URL (default a
 * database of its own on 127.0.0.1:5432), against a bare Fastify + pg server running each route's core SQL,
 * plus the embedded database's first start. Prints figures beside the targets; asserts nothing.
 * Then the web app's download sizes (a fresh `vite build`): /login's JavaScript, the largest chunk, the build.
 *   BENCH_ONLY=vendor,trial   only the rows whose name contains one of these words (denomination: the 5,611-company rows; budget: the budgets' rows)
 *   BENCH_ONLY=bundle         only the web download sizes (no database needed)
 *   BENCH_ONLY=export         only the memory of a 200,000-row Excel and CSV export (no database needed)
 *   BENCH_ONLY=embedded       only the embedded engines side by side, PGlite and PostgreSQL from npm (no database needed)
 *   BENCH_SECONDS=6           autocannon duration per run
 *   BENCH_PORT=3191           the app's port; the bare server's is the next, their round-trip tallies the two after
 *   BENCH_APP_PROFILE=dir     the app server runs under node --cpu-prof, its profile written into dir at the end
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { budgetRows } from './budget-rows.js';
import { companyRows } from './company-rows.js';
import { ADMIN, ensureDataset, USER } from './dataset.js';
import { ensureDeposits } from './dataset-deposits.js';
import { ensurePayables } from './dataset-payables.js';
import { ensureTree } from './dataset-tree.js';
import { ensureTreeRemittances } from './dataset-tree-remittances.js';
import { depositRows } from './deposit-rows.js';
import { engineFigures, enginesTable, warmTemplates } from './embedded-engines.js';
import { cpuText, withCpu } from './engine-probes.js';
import { exportMemoryTable } from './export-memory-row.js';
import { type CannonResult, cannon, DURATION_S, serve, single, type Target, warmCannon } from './load.js';
import { payablesRows } from './payables-rows.js';
import { printTable } from './print-table.js';
import { type RoundTrips, tripsText } from './round-trips.js';
import { buildAndMeasureWeb, webBundleTable } from './web-bundle.js';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/church_bench';
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);
const wanted = (name: string) => !only.length || only.some((w) => name.toLowerCase().includes(w));
const log = (s: string) => console.log(s);

// The web download sizes first: they need no database, and BENCH_ONLY=bundle stops after them.
const bundleOnly = only.length > 0 && only.every((w) => 'web bundle'.includes(w));
const web = !only.length || bundleOnly ? webBundleTable(buildAndMeasureWeb(log)) : null;
if (bundleOnly && web) {
  printTable(web, [5]);
  process.exit(0);
}

// Exports' memory (issue 21 point 7): no database either; BENCH_ONLY=export stops after it.
const exportOnly = only.length > 0 && only.every((w) => 'export memory'.includes(w));
if (!only.length || exportOnly) {
  printTable(exportMemoryTable(log));
  if (exportOnly) process.exit(0);
}

// The embedded engines (issue 23 point 1): no database either; BENCH_ONLY=embedded stops after them.
const embeddedOnly = only.length > 0 && only.every((w) => 'embedded engines'.includes(w));
if (!only.length || embeddedOnly) {
  log('running: the embedded engines, each on a fresh data directory');
  const templates = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-template-'));
  fs.chmodSync(templates, 0o755);
  await warmTemplates(templates, log);
  const figures = [];
  for (const engine of ['pglite', 'postgres'] as const) figures.push(await engineFigures(engine, templates, Math.min(DURATION_S, 5)));
  fs.rmSync(templates, { recursive: true, force: true });
  printTable(enginesTable(figures));
  for (const f of figures) if (f.journalWaits) log(`${f.engine}: its backends during POST /journals: ${f.journalWaits}`);
  if (embeddedOnly) process.exit(0);
}

const t0 = performance.now();
const data = await ensureDataset(url, log);
log(`dataset ready after ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const port = Number(process.env.BENCH_PORT ?? 3191);
const APP = `http://127.0.0.1:${port}`;
const BARE = `http://127.0.0.1:${port + 1}`;
const app = await serve(
  new URL('./serve-app.ts', import.meta.url).pathname,
  {
    BENCH_DATABASE_URL: url,
    PORT: String(port),
    TALLY_PORT: String(port + 2),
    LOG_LEVEL: 'warn',
  },
  process.env.BENCH_APP_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_APP_PROFILE}`] : [],
);
const bare = await serve(new URL('./serve-bare.ts', import.meta.url).pathname, {
  BENCH_DATABASE_URL: url,
  PORT: String(port + 1),
  TALLY_PORT: String(port + 3),
});
/** The statements per write transaction of the app (or bare server) during `run` (round-trips.ts). */
async function tripsOf<T>(which: 'app' | 'bare', run: () => Promise<T>): Promise<{ result: T; trips: RoundTrips }> {
  const at = `http://127.0.0.1:${port + (which === 'app' ? 2 : 3)}/`;
  await fetch(at, { method: 'DELETE' });
  const result = await run();
  return { result, trips: (await (await fetch(at)).json()) as RoundTrips };
}
// A setup step that throws (a failed login, a row running out of data) must not leave the servers listening.
process.on('exit', () => {
  for (const child of [app, bare]) if (child.exitCode === null && !child.killed) child.kill('SIGTERM');
});

async function login(who: { email: string; password: string }) {
  const res = await fetch(`${APP}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
  const body = (await res.json()) as { data?: { access_token: string } };
  if (!body.data) throw new Error(`bench login failed: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.data.access_token}` };
}
const [sa, cu] = [await login(ADMIN), await login(USER)];

// A position halfway through the bank account's history, for "any page" of its ledger.
const c = new pg.Client({ connectionString: url });
await c.connect();
const mid = await c.query(
  `select entry_date::text as d, entry_id, id from journal_lines where account_id = $1 order by entry_date, entry_id, id
   offset (select count(*) / 2 from journal_lines where account_id = $1) limit 1`,
  [data.bankAccountId],
);
const cursor = `${mid.rows[0].d}_${mid.rows[0].entry_id}_${mid.rows[0].id}`;
// For POST /journals across companies: two accounts of each company.
const pairs = (
  await c.query(`select company_id, min(id) filter (where account_number = '1000') as bank, min(id) filter (where account_number = '4000') as tithes
                 from accounts group by company_id`)
).rows as Array<{ company_id: number; bank: number; tithes: number }>;
const payables = await ensurePayables(c, url, data.bigCompanyId, log);

const today = new Date().toISOString().slice(0, 10);
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
const entry = (companyId: number, debit: number, credit: number) => ({
  company_id: companyId,
  entry_date: today,
  memo: 'Bench posting',
  lines: [
    { account_id: debit, debit: '12.34', credit: '0.00' },
    { account_id: credit, debit: '0.00', credit: '12.34' },
  ],
});
const anyCompany = () => {
  const p = pick(pairs);
  return entry(p.company_id, p.bank, p.tithes);
};
const oneBank = () => entry(data.bigCompanyId, data.bankAccountId, pick(data.accountIds));

const big = data.bigCompanyId;
interface Row {
  name: string;
  target: string;
  run(): Promise<{ app: Fig; bare?: Fig; met: boolean; trips?: string }>;
}
interface Fig {
  rps?: number;
  p50: number;
  p99: number;
  errors?: number;
}
const fig = (r: CannonResult): Fig => {
  const bad = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  if (bad.length || r.errors || r.timeouts)
    log(`  non-2xx: ${bad.map(([code, v]) => `${code} x ${v.count}`).join(', ')} errors ${r.errors} timeouts ${r.timeouts}`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts };
};
const singleRow = (name: string, target: string, ms: number, a: Target, b?: Target): Row => ({
  name,
  target,
  async run() {
    const appFig = await single(APP, a);
    const bareFig = b ? await single(BARE, b) : undefined;
    if (appFig.status !== 200) throw new Error(`${name}: the app answered ${appFig.status}`);
    return { app: appFig, bare: bareFig, met: appFig.p50 < ms };
  },
});
const versus = (name: string, a: Target, b: Target, connections = 50): Row => ({
  name,
  target: '>= 0.5 x bare, p99 <= 2 x bare',
  async run() {
    const appFig = fig(await warmCannon(APP, a, connections));
    const bareFig = fig(await warmCannon(BARE, b, connections));
    return { app: appFig, bare: bareFig, met: appFig.rps! >= 0.5 * bareFig.rps! && appFig.p99 <= 2 * bareFig.p99 && !appFig.errors };
  },
});

// Before the first write row, 3 s of postings on each server alike: a BENCH_ONLY run starts both cold (the app's
// first row took 2.1 ms of CPU a posting, 1.5 warm); a full run's earlier rows warm them anyway.
let warmed = false;
async function warmWrites() {
  if (warmed) return;
  warmed = true;
  await cannon(APP, { method: 'POST', path: '/api/v1/journals', headers: sa, body: anyCompany }, 20, 3);
  await cannon(BARE, { method: 'POST', path: '/journals', body: anyCompany }, 20, 3);
}

/**
 * A money write against its bare baseline (serve-bare-writes.ts), 20 clients each, with the statements the app
 * and the bare server send per write transaction and, in brackets, how many of them hold a row lock.
 */
function writeVersus(name: string, a: Target, b: Target, connections = 20): Row {
  return {
    name,
    target: '>= 0.5 x bare',
    async run() {
      await warmWrites();
      const x = await tripsOf('app', () => withCpu(app.pid!, () => cannon(APP, a, connections)));
      const y = await tripsOf('bare', () => withCpu(bare.pid!, () => cannon(BARE, b, connections)));
      const appFig = fig(x.result.result);
      const bareFig = fig(y.result.result);
      log(`  app statements of the last write: ${x.trips.last.join(' | ')}`);
      log(`  ${cpuText(x.result, y.result)}`);
      return {
        app: appFig,
        bare: bareFig,
        met: appFig.rps! >= 0.5 * bareFig.rps! && !appFig.errors,
        trips: `${tripsText(x.trips)} / ${tripsText(y.trips)}`,
      };
    },
  };
}

const rows: Row[] = [
  singleRow(
    'trial balance, 1M-line company, single',
    '< 50 ms',
    50,
    { path: `/api/v1/reports/trial-balance`, headers: cu },
    { path: `/trial-balance?company_id=${big}` },
  ),
  {
    name: 'trial balance, 1M-line company, 50 clients',
    target: 'p99 < 500 ms',
    async run() {
      const a = fig(await cannon(APP, { path: '/api/v1/reports/trial-balance', headers: cu }, 50));
      const b = fig(await cannon(BARE, { path: `/trial-balance?company_id=${big}` }, 50));
      return { app: a, bare: b, met: a.p99 < 500 && !a.errors };
    },
  },
  // Issue 24: each nonprofit statement of the 1M-line company; the bare server's trial balance reads the same totals.
  ...(
    [
      ['financial position', '/reports/financial-position'],
      ['activities', '/reports/statement-of-activities'],
      ['functional expenses', '/reports/functional-expenses'],
      ['fund balances', '/reports/fund-balances'],
      ['cash flows', '/reports/cash-flows'],
    ] as const
  ).map(([what, route]) =>
    singleRow(
      `statement: ${what}, 1M-line company, single`,
      '< 100 ms',
      100,
      { path: `/api/v1${route}`, headers: cu },
      { path: `/trial-balance?company_id=${big}` },
    ),
  ),
  singleRow(
    'chart of accounts page with balances, single',
    '< 20 ms',
    20,
    { path: '/api/v1/getWholeMasterAccountData', headers: cu },
    { path: `/accounts?company_id=${big}` },
  ),
  singleRow(
    'account ledger, first page, single',
    '< 30 ms',
    30,
    { path: `/api/v1/getAccountLedger/${data.bankAccountId}`, headers: cu },
    { path: `/ledger/${data.bankAccountId}` },
  ),
  singleRow(
    'account ledger, middle page (keyset), single',
    '< 30 ms',
    30,
    { path: `/api/v1/getAccountLedger/${data.bankAccountId}?after=${cursor}`, headers: cu },
    { path: `/ledger/${data.bankAccountId}?after=${cursor}` },
  ),
  versus('vendor list, Super-Admin', { path: '/api/v1/vendor', headers: sa }, { path: '/vendor' }),
  versus('vendor list, company user', { path: '/api/v1/vendor', headers: cu }, { path: `/vendor?company_id=${big}` }),
  versus('account list, Super-Admin', { path: '/api/v1/getWholeMasterAccountData', headers: sa }, { path: '/accounts' }),
  versus('account list, company user', { path: '/api/v1/getWholeMasterAccountData', headers: cu }, { path: `/accounts?company_id=${big}` }),
  versus('journal list, Super-Admin', { path: '/api/v1/journals', headers: sa }, { path: '/journals' }),
  versus('journal list, company user', { path: '/api/v1/journals', headers: cu }, { path: `/journals?company_id=${big}` }),
  {
    name: 'GET /account (session only), 50 clients',
    target: '>= 3,000 req/s',
    async run() {
      const a = fig(await cannon(APP, { path: '/api/v1/account', headers: cu }, 50));
      const b = fig(await cannon(BARE, { path: '/account', headers: cu }, 50));
      return { app: a, bare: b, met: a.rps! >= 3000 && !a.errors };
    },
  },
  writeVersus(
    'POST /journals, 20 clients, many companies',
    { method: 'POST', path: '/api/v1/journals', headers: sa, body: anyCompany },
    { method: 'POST', path: '/journals', body: anyCompany },
  ),
  writeVersus(
    'POST /journals, 20 clients, one bank account',
    { method: 'POST', path: '/api/v1/journals', headers: cu, body: oneBank },
    { method: 'POST', path: '/journals', body: oneBank },
  ),
  {
    name: 'vendor list (10 clients) while 100 hammer the trial balance',
    target: 'vendor p99 < 200 ms',
    async run() {
      const [v] = await Promise.all([
        cannon(APP, { path: '/api/v1/vendor', headers: cu }, 10),
        cannon(APP, { path: '/api/v1/reports/trial-balance', headers: cu }, 100),
      ]);
      const a = fig(v);
      return { app: a, met: a.p99 < 200 && !a.errors };
    },
  },
];
const kit = {
  versus,
  writeVersus,
  write: (name: string, a: Target, connections: number, min: number): Row => ({
    name,
    target: `>= ${min}/s`,
    async run() {
      const r = fig(await cannon(APP, a, connections));
      return { app: r, met: r.rps! >= min && !r.errors };
    },
  }),
  single: (_: 'app', t: Target, n?: number) => single(APP, t, n),
};
// Only when some payables row is wanted: reading the rows it consumes takes a few seconds.
const payableRow = /purchase|bill|payment|cheque|check|payables|aging/;
if (!only.length || only.some((w) => payableRow.test(w)))
  rows.push(...(await payablesRows(c, kit, { big, bank: data.bankAccountId, url, ...payables }, sa, cu)));
// Issue 27 point 6: roll-up statements of the denomination's tree (5,000 assemblies), only when wanted.
if (!only.length || only.some((w) => 'roll-up'.includes(w))) {
  const tree = await ensureTree(c, url, log);
  await ensureTreeRemittances(c, log);
  const year = `from=${tree.year}-01-01&to=${tree.year}-12-31`;
  const rollup = (who: string, id: number, ms: number) =>
    singleRow(
      `roll-up: ${who} statement of activities, single`,
      `< ${ms} ms`,
      ms,
      { path: `/api/v1/reports/statement-of-activities?company_id=${id}&scope=subtree&${year}`, headers: sa },
      { path: `/trial-balance?company_id=${big}` },
    );
  rows.push(rollup('district (50 assemblies)', tree.districtId, 200), rollup('national (5,111 companies)', tree.nationalId, 2000));
}
// Issue 23 point 4: a Super-Admin over 5,611 companies (the tree's assemblies added to the base 500), only when wanted.
if (!only.length || only.some((w) => 'denomination'.includes(w))) {
  await ensureTree(c, url, log);
  // A denomination's Super-Admin holds the Super-Admin role (id 1, every permission), so the dashboard reads
  // every card; the base dataset's admin has none (then the dashboard answers only its company rows).
  await c.query('update users set role_id = 1 where email = $1 and role_id is null', [ADMIN.email]);
  rows.push(...companyRows(singleRow, await login(ADMIN)));
}
// Issue 25: the deposit list at 1,000,000 deposit lines and a deposit of 50 lines (the deposits are made once).
if (!only.length || only.some((w) => /deposit/.test(w))) {
  await ensureDeposits(c, big, log);
  rows.push(...(await depositRows(c, kit, big, sa, cu)));
}
// Issue 29: budget against actual and the board packet of the 1M-line company (its budget is made once).
if (!only.length || only.some((w) => /budget|packet/.test(w))) rows.push(...(await budgetRows(c, kit, APP, big, cu)));
await c.end();

const n = (v: number | undefined, d = 1) => (v === undefined ? '' : v.toFixed(d));
const table: string[][] = [
  ['route', 'app req/s', 'app p50', 'app p99', 'bare req/s', 'bare p50', 'bare p99', 'ratio', 'target', 'met', 'statements per write app / bare (under lock)'],
];
for (const row of rows.filter((r) => wanted(r.name))) {
  log(`running: ${row.name}`);
  const r = await row.run();
  const ratio = r.bare?.rps && r.app.rps ? (r.app.rps / r.bare.rps).toFixed(2) : '';
  const errs = r.app.errors ? ` (${r.app.errors} non-2xx)` : '';
  table.push([
    row.name,
    n(r.app.rps, 0),
    n(r.app.p50),
    n(r.app.p99),
    n(r.bare?.rps, 0),
    n(r.bare?.p50),
    n(r.bare?.p99),
    ratio,
    row.target,
    (r.met ? 'yes' : 'NO') + errs,
    r.trips ?? '',
  ]);
}
app.kill('SIGTERM');
bare.kill('SIGTERM');

console.log(
  `\n${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB; PostgreSQL, app, bare server and autocannon on this machine; times in ms`,
);
printTable(table, [8, 10]);
if (web) {
  console.log('\nThe web app as downloaded (vite build; gzip and brotli as the server sends them, precompressed)');
  printTable(web, [5]);
}
process.exit(0);
