import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row: a counter bumped (by triggers, migration 0003) by every change that can take access away:
 * a session revoked or changed, any user update (password, suspension, role), role permissions, a company
 * deleted. src/plugins/access.ts compares it on each request to drop its per-node session cache at once.
 */
export const authVersion = pgTable('auth_version', {
  id: integer('id').primaryKey(),
  v: bigint('v', { mode: 'number' }).notNull(),
});
