/** Load-generation helpers of the benchmark: child servers, autocannon runs, single-request timings. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// autocannon ships no types; the slice of its result we read.
export interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = require('autocannon') as Cannon;

export interface Target {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** a fresh body per request (POST) */
  body?: () => unknown;
  /** a fresh path per request (a write that consumes its row, e.g. the order it approves) */
  pathOf?: () => string;
}

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);

/** autocannon at `connections` against base + target for DURATION_S seconds. */
export function cannon(base: string, t: Target, connections: number, seconds = DURATION_S): Promise<CannonResult> {
  return autocannon({
    url: base + t.path,
    connections,
    duration: seconds,
    method: t.method ?? 'GET',
    headers: { ...(t.body ? { 'content-type': 'application/json' } : {}), ...t.headers },
    ...(t.body || t.pathOf
      ? {
          requests: [
            {
              setupRequest: (r: Record<string, unknown>) => ({
                ...r,
                ...(t.body ? { body: JSON.stringify(t.body()) } : {}),
                ...(t.pathOf ? { path: t.pathOf() } : {}),
              }),
            },
          ],
        }
      : {}),
  });
}

/**
 * cannon() after one unmeasured second at the same load (the list rows, app and bare alike): a row's first
 * requests parse its statement on each pooled connection and compile its code, a cold start that a 3-second
 * run's p99 would otherwise measure instead of the steady state.
 */
export async function warmCannon(base: string, t: Target, connections: number): Promise<CannonResult> {
  await cannon(base, t, connections, 1);
  return cannon(base, t, connections);
}

/** Median and p99 of `n` requests one after another (the "single request" targets), in ms. */
export async function single(base: string, t: Target, n = 30): Promise<{ p50: number; p99: number; status: number }> {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < n + 3; i++) {
    const start = performance.now();
    const res = await fetch(base + t.path, {
      method: t.method ?? 'GET',
      headers: { ...(t.body ? { 'content-type': 'application/json' } : {}), ...t.headers },
      body: t.body ? JSON.stringify(t.body()) : undefined,
    });
    await res.arrayBuffer();
    status = res.status;
    if (i >= 3) times.push(performance.now() - start); // the first three warm caches and connections
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))], status };
}

/** Starts a server script in its own process (its own event loop and core) and waits for "ready"; `nodeArgs` e.g. --cpu-prof. */
export function serve(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}
