import { defineConfig } from 'vitest/config';

// Tests of what exists on a PostgreSQL server only (*.pg.test.ts: the pool, its queue, query cancellation)
// and of the application role (.ci/run sets TEST_APP_ROLE there) are collected only where they can run,
// so no run reports a skipped test.
const server = !!process.env.TEST_DATABASE_URL;
const appRole = server && !!process.env.TEST_APP_ROLE;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...(server ? [] : ['src/**/*.pg.test.ts']), ...(appRole ? [] : ['src/db/app-role.test.ts'])],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
