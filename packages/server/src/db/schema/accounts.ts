import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { accessLevels, accountTypes } from './reference.js';
import { users } from './users.js';

/** Chart of accounts (the specification's "master account"). */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    accountTypeId: integer('account_type_id').notNull().references(() => accountTypes.id),
    description: text('description').notNull().default(''),
    /** access level id */
    level: integer('level').references(() => accessLevels.id),
    /** 'Active' or 'InActive' */
    status: text('status').notNull().default('Active'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('accounts_company_number_unique').on(t.companyId, t.accountNumber), index('accounts_company_idx').on(t.companyId)],
);
