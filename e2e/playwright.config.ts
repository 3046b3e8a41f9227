import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const dataDir = path.resolve(import.meta.dirname, `.e2e-data-${port}`);

/** The real server on a fresh embedded database, serving the production build of the web app. */
// .ci/run starts the PostgreSQL API tests when the journeys start (they mostly wait on the browser): this
// file tells it they have.
if (process.env.E2E_STARTED_FILE) fs.writeFileSync(process.env.E2E_STARTED_FILE, String(process.pid));

export default defineConfig({
  testDir: './tests',
  // Long journeys on a 2-core CI machine: generous, since a timeout here proves nothing.
  timeout: 180_000,
  // The axe check of a new screen (support/test.ts) runs inside the next assertion and counts against its time.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  // One retry, so that a journey failing once on a loaded 2-core machine does not sink the whole run; the
  // reporter still names it "flaky" (and .ci/run repeats that summary), and a flaky journey is a bug to fix.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf "${dataDir}" && npx tsx ../packages/server/src/main.ts`,
    url: `http://127.0.0.1:${port}/api/v1/app-info`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_PASSWORD: 'Admin-pass-1',
      ORG_NAME: 'Church of God US Organisation',
      APP_URL: `http://127.0.0.1:${port}`,
      AUTH_RATE_LIMIT: '1000',
      MAIL_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
