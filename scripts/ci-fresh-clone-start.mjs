#!/usr/bin/env node
// CI: what a hosting guide does on a fresh machine. Clones this repository (its committed HEAD) into a
// temporary directory, runs `NODE_ENV=production npm start` there on a free port with a fresh DATA_DIR and
// waits for /login (the install must include the build's devDependencies, the web app must build). Then
// starts it a second time and checks that nothing changed means no rebuild. Exit 0 when both served /login.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, servingLine, startApp, stopApp, waitFor } from './lib/serve.mjs';

const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-clone-'));
// Open to others as a clone in a home or /srv directory is, so that a root start runs the default engine, the
// embedded PostgreSQL server, as its unprivileged user (the Node 24 check below keeps mkdtemp's 0700: PGlite).
fs.chmodSync(dir, 0o755);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
let app;
try {
  execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${repo}`, dir], { stdio: 'inherit' });
  console.log(`Cloned ${repo} into ${dir}`);
  const port = await freePort();
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'warn',
    // The machine's npm cache serves what it already holds: the same install, without refetching it.
    npm_config_prefer_offline: 'true',
  };
  app = startApp('npm', ['start'], { cwd: dir, env, label: 'fresh clone' });
  await waitFor(`http://127.0.0.1:${port}/login`, app, 900);
  console.log(`NODE_ENV=production npm start on a fresh clone serves /login on port ${port} after ${seconds()}`);
  const serving = await servingLine(app);
  if (!serving.includes('embedded PostgreSQL server')) throw new Error(`the default engine is not the embedded PostgreSQL server: ${serving}`);
  console.log(`The default engine: ${serving}`);
  await stopApp(app);

  // The second start finds the build up to date.
  app = startApp('npm', ['start'], { cwd: dir, env, label: 'restart' });
  await waitFor(`http://127.0.0.1:${port}/login`, app, 300);
  if (!app.output.includes('The web app is up to date') || app.output.includes('vite build')) {
    throw new Error('the second `npm start` rebuilt the web app although nothing changed');
  }
  console.log(`The second npm start served /login without rebuilding the web app (${seconds()} in all)`);
} catch (err) {
  console.error(`Fresh-clone start FAILED: ${err.message}`);
  process.exitCode = 1;
} finally {
  if (app) await stopApp(app);
  fs.rmSync(dir, { recursive: true, force: true });
}
