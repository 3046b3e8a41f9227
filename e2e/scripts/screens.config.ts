import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * Screenshots of every screen for looking at them (not a test): `cd e2e && E2E_PORT=31xx npx playwright test -c
 * scripts/screens.config.ts` after building the web app. PNGs go to /tmp/shots/screens/.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'screens.ts',
  timeout: 600_000,
  // The server command is written relative to e2e/.
  webServer: { ...(base.webServer as object), cwd: path.resolve(import.meta.dirname, '..') } as typeof base.webServer,
});
