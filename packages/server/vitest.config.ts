import { defineConfig } from 'vitest/config';
import { testEngine } from './test/test-engine.js';

// Tests of what exists on a PostgreSQL server only (*.pg.test.ts: the pool, its queue, query cancellation)
// and of the application role (.ci/run sets TEST_APP_ROLE there) are collected only where they can run,
// so no run reports a skipped test. The server is TEST_DATABASE_URL's, or the embedded one global-setup starts.
const server = testEngine() !== 'pglite';
const appRole = server && !!process.env.TEST_APP_ROLE;
/**
 * Files that use no test database: they start engines of their own in their own directories (the embedded
 * server, PGlite, the data-dir lock) or none (the OpenAPI document, password hashing). The default run (`npm test`, CI's first
 * API lane) runs them; a run against TEST_DATABASE_URL's server (CI's second lane) would repeat exactly the same
 * work, so it leaves them out.
 */
const engineFree = [
  'src/db/data-dir-lock.test.ts',
  'src/db/embedded-server.test.ts',
  'src/db/engine-choice.test.ts',
  'src/db/embedded-start.test.ts',
  'src/modules/auth/passwords.test.ts',
  'test/web-api-types.test.ts',
  'test/openapi-lint.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...(server ? [] : ['src/**/*.pg.test.ts']), ...(testEngine() === 'server' ? engineFree : []), ...(appRole ? [] : ['src/db/app-role.test.ts'])],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/password-cost.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The files of a worker share its imported modules (the app, drizzle, zod schemas, PGlite): importing
    // them anew for every file was a third of the suite's time. Each file still builds its own app on its own
    // copy of the template database (test/harness.ts), so no state passes between files through them.
    isolate: false,
    // Upper bounds only (a passing test returns when it is done; time is the bench's business, never a test's):
    // CI's 2-core machine, loaded by the journeys beside, runs a test about three times slower than a quiet one,
    // and a 10 s test timed out there at 30 s and failed a whole run.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
