import { defineConfig } from 'vitest/config';

// The application-role test needs a PostgreSQL server and the role (.ci/run sets both): it is only
// collected there, so no run reports it as skipped.
const appRole = !!(process.env.TEST_APP_ROLE && process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: appRole ? [] : ['src/db/app-role.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
