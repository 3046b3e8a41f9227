import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { accessLevels, accountTypes } from './reference.js';
import { users } from './users.js';

/** Chart of accounts (the specification's "master account"). */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    accountTypeId: integer('account_type_id')
      .notNull()
      .references(() => accountTypes.id),
    description: text('description').notNull().default(''),
    /** access level id */
    level: integer('level').references(() => accessLevels.id),
    /** 'Active' or 'InActive' */
    status: text('status').notNull().default('Active'),
    /** Set on the accounts interfund loans and transfers post to (issue 24), one of each per company at most. */
    interfundRole: text('interfund_role', { enum: ['due_from', 'due_to', 'transfers_in', 'transfers_out'] }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('accounts_company_number_unique').on(t.companyId, t.accountNumber),
    index('accounts_company_idx').on(t.companyId),
    check('accounts_interfund_role_check', sql`${t.interfundRole} IN ('due_from', 'due_to', 'transfers_in', 'transfers_out')`),
    uniqueIndex('accounts_company_interfund_role_unique').on(t.companyId, t.interfundRole).where(sql`${t.interfundRole} IS NOT NULL`),
  ],
);
