import { integer, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * The columns every company-owned table repeats, written once. Each call makes a new column (a column belongs
 * to one table). The names (and so the constraint names drizzle derives from them) are the migrations' own.
 */

/** `company_id`: the tenant that owns the row; every repository read puts it in its WHERE (company-scope.ts). */
export const companyIdColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);

/** `bank_account_id`: the bank or cash account of the chart a bank document moves money in. */
export const bankAccountIdColumn = () =>
  integer('bank_account_id')
    .notNull()
    .references(() => accounts.id);

/** `created_by` (null for the app's own work) and `created_at`. */
export const createdColumns = () => ({
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
