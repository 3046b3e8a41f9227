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
  // One worker, so one server (the first of the base's); its command is written relative to e2e/.
  workers: 1,
  webServer: { ...[base.webServer].flat()[0], cwd: path.resolve(import.meta.dirname, '..') } as typeof base.webServer,
});
