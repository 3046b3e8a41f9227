import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { memorySink } from '../mail/outbox.js';

/**
 * The OpenAPI document /api/docs serves, without a database: the routes only prepare statements when they
 * are registered, and a pool that is never asked for a connection never connects. Used by `npm run api:types`
 * and the tests that lint the document and check the web's generated types.
 */
export async function servedOpenApiDocument(): Promise<Record<string, unknown>> {
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const app = await buildApp({ db, config: loadConfig({ WEB_DIST: '' }), mailSink: memorySink() });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await pool.end();
  }
}
