import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { users } from './users.js';

/** Sign-in and mail limits: hits per scope ('login-ip', 'mail', ...), key and window start; shared by every node. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'rate_limits_pk', columns: [t.scope, t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/** Audit of privilege and identity changes to users (position, approver, email): who, when, what. */
export const userChanges = pgTable(
  'user_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_changes_company_idx').on(t.companyId, t.id)],
);
