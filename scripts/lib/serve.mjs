// Shared by the first-run CI scripts: a free port, an app started in its own process group, a wait for
// an address to answer, and a stop that ends the whole group (npm start runs tsx, which runs node).
import { spawn } from 'node:child_process';
import net from 'node:net';

/** A TCP port nobody listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const running = new Set();
// Stopped from outside (CI giving up): the apps run in groups of their own, so stop them before going.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, async () => {
    await Promise.all([...running].map(stopApp));
    process.exit(1);
  });
}

/** Starts `command args` detached (its own group) with `env` added; its output is kept and echoed with a prefix. */
export function startApp(command, args, { cwd, env, label }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      child.output += chunk;
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`[${label}] ${line}\n`);
    });
  }
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  running.add(child);
  child.exited.then(() => running.delete(child));
  return child;
}

/** Polls `url` until it answers 200; fails if the app exits first or `seconds` pass. */
export async function waitFor(url, child, seconds) {
  const until = Date.now() + seconds * 1000;
  let exited = null;
  child.exited.then((e) => {
    exited = e;
  });
  while (Date.now() < until) {
    if (exited) throw new Error(`the app exited (code ${exited.code}, signal ${exited.signal}) before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return res;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer 200 within ${seconds} s`);
}

/** The app's "Serving on … (engine)" line, waited for (its output may arrive after its first answer). */
export async function servingLine(child) {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const line = child.output.match(/Serving on .*/)?.[0];
    if (line) return line;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the app printed no "Serving on" line');
}

/** SIGTERM to the app's whole group, then SIGKILL if it has not gone after 15 s. */
export async function stopApp(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {}
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), 15_000);
  await child.exited;
  clearTimeout(timer);
}
