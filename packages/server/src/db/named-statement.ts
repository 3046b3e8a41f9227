import type { DbOrTx } from './client.js';

/** The part of drizzle's session a named statement needs (PgSession's prepareQuery, public but not typed on Db). */
interface SessionOf {
  session: {
    prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<{ rows: unknown[] }> };
  };
}

/**
 * A hot statement as a named prepared statement (issue 23 point 2): PostgreSQL parses and plans the text once
 * per connection and then only binds the values, where an unnamed statement is parsed, analysed and planned on
 * every call. Its text is a constant with $n placeholders and its values an array (arrays for its lines), so
 * nothing is built per call: drizzle's sql builder walked every chunk of a posting's two statements each time, a
 * tenth of the app's CPU per posting (issue 23 point 1). node-postgres refuses a name reused with another text,
 * so one name, one text. (PGlite's driver ignores the name.)
 */
export function executeNamed(db: DbOrTx, name: string, text: string, params: unknown[]): Promise<{ rows: unknown[] }> {
  const { session } = db as unknown as SessionOf;
  return session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
}
