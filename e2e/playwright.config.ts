import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * E2E_WORKERS Playwright workers (default 2), each with a server of its own on a fresh embedded database (the
 * default engine, a PostgreSQL server from npm in the data dir), serving the production build of the web app.
 * Worker N uses port E2E_PORT + N and data dir church-e2e/data-<port> in the system's temporary directory
 * (reachable by the database server's unprivileged user when the journeys run as root, wherever the clone
 * is); a journey runs whole on one worker, so it reads its mails from its own server's data dir. The spec
 * files of one worker run one after the other.
 */
const basePort = Number(process.env.E2E_PORT ?? 3100);
const workers = Number(process.env.E2E_WORKERS ?? 2);
/** Playwright sets TEST_PARALLEL_INDEX in each worker before it loads this file; the runner itself has none. */
export const port = basePort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const dataDirOf = (p: number) => path.join(os.tmpdir(), 'church-e2e', `data-${p}`);
export const dataDir = dataDirOf(port);
/**
 * The screen states axe has checked in this run, one empty file each, shared by the workers (support/test.ts),
 * so a screen is scanned once per run whichever worker reaches it first. The runner empties it on start.
 */
export const scannedDir = path.join(os.tmpdir(), 'church-e2e', `axe-${basePort}`);
if (process.env.TEST_PARALLEL_INDEX === undefined) fs.rmSync(scannedDir, { recursive: true, force: true });

const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The full browser, for a journey that needs what the headless shell lacks (its PDF viewer: a PDF opened in a
 * new tab is shown there, where the shell downloads it): `test.use({ launchOptions: fullBrowser })`.
 */
export const fullBrowser = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: browserArgs };

/**
 * Debian's Chromium headless shell (the old headless mode, as Playwright's own headless runs use): on the same
 * journeys it took a fifth less of the machine's CPU than the full browser (its browser process a quarter of
 * the full one's), which on CI's two cores the API tests beside share. The full browser where it is missing.
 */
function browser() {
  const shell = '/usr/bin/chromium-headless-shell';
  return fs.existsSync(shell) ? shell : '/usr/bin/chromium';
}

export default defineConfig({
  testDir: './tests',
  // Long journeys on a 2-core CI machine: generous, since a timeout here proves nothing (companies.spec's first
  // journey ran out of 180 s at a load of 50 on the 2 cores; specs that set their own keep theirs).
  timeout: 300_000,
  // The axe check of a new screen (support/test.ts) runs inside the next assertion and counts against its time:
  // on a 2-core machine loaded by two browsers, two servers and the API tests beside them, a scan of a long form
  // took more than 20 s. An upper bound only: a passing assertion returns as soon as it holds.
  expect: { timeout: 60_000 },
  fullyParallel: false,
  workers,
  // One retry, so that a journey failing once on a loaded 2-core machine does not sink the whole run; the
  // reporter still names it "flaky" (and .ci/run repeats that summary), and a flaky journey is a bug to fix.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The app honours the system's reduced-motion setting (packages/web/src/app/theme.ts): no transitions to
    // render frame by frame or to wait out before axe reads a screen.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? browser(), args: browserArgs },
  },
  webServer: Array.from({ length: workers }, (_, i) => serverOn(basePort + i)),
});

/** The real server on port `p` with a fresh data dir, as `npm start` runs it (no build: the built app and server bundle are shared). */
function serverOn(p: number) {
  const dir = dataDirOf(p);
  return {
    command: `rm -rf "${dir}" && node --enable-source-maps ../packages/server/dist/main.mjs`,
    url: `http://127.0.0.1:${p}/api/v1/app-info`,
    // Two servers create their databases at once beside the API tests: generous, a timeout proves nothing.
    timeout: 300_000,
    reuseExistingServer: false,
    // SIGTERM, so the app closes and stops its database server (a SIGKILL would leave that server running).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(p),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_PASSWORD: 'Admin-pass-1',
      ORG_NAME: 'Church of God US Organisation',
      APP_URL: `http://127.0.0.1:${p}`,
      AUTH_RATE_LIMIT: '1000',
      MAIL_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  };
}
