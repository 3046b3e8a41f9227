import { defineConfig } from 'vitest/config';
import { testEngine } from './test/test-engine.js';

// Tests of what exists on a PostgreSQL server only (*.pg.test.ts: the pool, its queue, query cancellation)
// and of the application role (.ci/run sets TEST_APP_ROLE there) are collected only where they can run,
// so no run reports a skipped test. The server is TEST_DATABASE_URL's, or the embedded one global-setup starts.
const server = testEngine() !== 'pglite';
const appRole = server && !!process.env.TEST_APP_ROLE;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...(server ? [] : ['src/**/*.pg.test.ts']), ...(appRole ? [] : ['src/db/app-role.test.ts'])],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The files of a worker share its imported modules (the app, drizzle, zod schemas, PGlite): importing
    // them anew for every file was a third of the suite's time. Each file still builds its own app on its own
    // copy of the template database (test/harness.ts), so no state passes between files through them.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
