import os from 'node:os';
import { embeddedServerSupport } from '../src/db/embedded-server.js';

/**
 * The database engine of an API test run, decided once in the runner's process (vitest.config.ts and
 * global-setup.ts): the server of TEST_DATABASE_URL ('server'); PGlite when asked (TEST_ENGINE=pglite) or
 * where the embedded server cannot run; otherwise the app's default, the embedded PostgreSQL server.
 */
export function testEngine(): 'server' | 'embedded' | 'pglite' {
  if (process.env.TEST_ENGINE_RESOLVED) return process.env.TEST_ENGINE_RESOLVED as 'server' | 'embedded' | 'pglite';
  let engine: 'server' | 'embedded' | 'pglite';
  if (process.env.TEST_DATABASE_URL) engine = 'server';
  else if (process.env.TEST_ENGINE === 'pglite') engine = 'pglite';
  else {
    const support = embeddedServerSupport(os.tmpdir());
    if (!support.ok) console.warn(`API tests on PGlite: the embedded PostgreSQL server cannot run here (${support.why}).`);
    engine = support.ok ? 'embedded' : 'pglite';
  }
  process.env.TEST_ENGINE_RESOLVED = engine;
  return engine;
}
