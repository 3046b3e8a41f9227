/**
 * What the embedded-engines bench reads beside the rates (stop 38): the app process's own CPU over a phase (user +
 * system from /proc, which moves far less with the machine's load than the rates do), and what the embedded
 * server's backends are doing while the postings run (pg_stat_activity sampled), so a run says whether the app's
 * thread or the database's row locks limit the postings.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const TICK_MS = 1000 / 100; // USER_HZ: /proc counts CPU time in 1/100 s on Linux

/** The process's user + system CPU so far, in ms. */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * Every PostgreSQL process's user + system CPU so far, in ms (the servers on this machine: both pools keep their
 * backends for the run). A write's cost on the database's side, which no profile of the app shows (stop 43).
 */
export function databaseCpuMs(): number {
  let sum = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) sum += cpuMs(Number(pid));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return sum;
}

/** `run`, with the app's CPU and the database's per successful request over it. */
export async function withCpu<T extends { '2xx': number }>(
  pid: number,
  run: () => Promise<T>,
): Promise<{ result: T; cpuPerRequestMs: number; dbCpuPerRequestMs: number }> {
  const before = cpuMs(pid);
  const dbBefore = databaseCpuMs();
  const result = await run();
  const n = Math.max(result['2xx'], 1);
  return { result, cpuPerRequestMs: (cpuMs(pid) - before) / n, dbCpuPerRequestMs: (databaseCpuMs() - dbBefore) / n };
}

type Cpu = { cpuPerRequestMs: number; dbCpuPerRequestMs: number };

/**
 * The CPU per write, app and bare, each process's own and the database's while it ran: they move far less with the
 * machine's load than the rates do.
 */
export const cpuText = (app: Cpu, bare: Cpu) =>
  `CPU per write: app ${app.cpuPerRequestMs.toFixed(2)} ms, bare ${bare.cpuPerRequestMs.toFixed(2)} ms; the database's for each: ${app.dbCpuPerRequestMs.toFixed(2)} and ${bare.dbCpuPerRequestMs.toFixed(2)} ms`;

/**
 * Samples the server's busy client backends every 50 ms while `during` runs, answering each wait's share
 * ('Lock:transactionid 61 %, running 20 %, ...'). The server listens on DATA_DIR/postgres (its socket only).
 */
export async function backendWaits(dataDir: string, during: Promise<unknown>): Promise<string> {
  const client = new pg.Client({ host: path.join(dataDir, 'postgres'), user: 'postgres', database: 'postgres' });
  await client.connect();
  const counts = new Map<string, number>();
  let done = false;
  void during.finally(() => {
    done = true;
  });
  try {
    while (!done) {
      const { rows } = await client.query<{ w: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'running') as w from pg_stat_activity
          where backend_type = 'client backend' and state = 'active' and pid <> pg_backend_pid()`,
      );
      for (const { w } of rows) counts.set(w, (counts.get(w) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await client.end();
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0) || 1;
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([w, n]) => `${w} ${Math.round((100 * n) / total)} %`)
    .join(', ');
}
