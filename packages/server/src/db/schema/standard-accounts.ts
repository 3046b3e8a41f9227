import { integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { accountTypes } from './reference.js';

/** The national office's standard chart (issue 27 point 5): every company account maps to one for roll-ups. */
export const standardAccounts = pgTable(
  'standard_accounts',
  {
    id: serial('id').primaryKey(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    accountTypeId: integer('account_type_id')
      .notNull()
      .references(() => accountTypes.id),
  },
  (t) => [unique('standard_accounts_number_unique').on(t.accountNumber)],
);
