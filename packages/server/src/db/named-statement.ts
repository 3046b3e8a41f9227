import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** The part of drizzle's session a named statement needs (PgSession's prepareQuery, public but not typed on Db). */
interface SessionOf {
  session: {
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
    prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<{ rows: unknown[] }> };
  };
}

/**
 * `db.execute(query)` as a named prepared statement (issue 23 point 2): PostgreSQL parses and plans the text once
 * per connection and then only binds the values, where an unnamed statement is parsed, analysed and planned on
 * every call. For a hot write whose text never changes: its values go in as parameters (arrays for its lines),
 * never into the text. node-postgres refuses a name reused with another text, so one name, one text. (PGlite's
 * driver ignores the name.)
 */
export function executeNamed(db: DbOrTx, name: string, query: SQL): Promise<{ rows: unknown[] }> {
  const { session } = db as unknown as SessionOf;
  return session.prepareQuery(session.dialect.sqlToQuery(query), undefined, name, false).execute();
}

/**
 * A named statement whose text is a constant with $n placeholders: nothing is built per call. drizzle's sql
 * builder walks every chunk of a query on each call (a tenth of a posting's CPU in the app, issue 23 point 1),
 * which the hottest statements, the same text every time, need not pay.
 */
export function executeNamedText(db: DbOrTx, name: string, text: string, params: unknown[]): Promise<{ rows: unknown[] }> {
  const { session } = db as unknown as SessionOf;
  return session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
}
