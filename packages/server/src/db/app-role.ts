/**
 * Grants of the application role on PostgreSQL, run by the schema owner (who runs the migrations) in the
 * app's database. The role reads and writes the app's tables, owns nothing, and cannot UPDATE, DELETE or
 * TRUNCATE the journal. ALTER DEFAULT PRIVILEGES gives tables and sequences that later migrations create
 * the same grants, so a new feature's table works without a new grant. Idempotent.
 */
export function appRoleSql(role: string, database: string): string[] {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw new Error(`Not a plain role name: ${role}`);
  return [
    `GRANT CONNECT ON DATABASE "${database.replace(/"/g, '""')}" TO ${role}`,
    `GRANT USAGE ON SCHEMA public TO ${role}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${role}`,
    // The journal is append-only for the app (the triggers refuse it too; this refuses it before them).
    `REVOKE UPDATE, DELETE, TRUNCATE ON journal_entries, journal_lines FROM ${role}`,
    // The app reads which migrations ran; it never runs them.
    `GRANT USAGE ON SCHEMA drizzle TO ${role}`,
    `GRANT SELECT ON drizzle.__drizzle_migrations TO ${role}`,
  ];
}
