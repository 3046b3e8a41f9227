import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { companyIdColumn } from './columns.js';

/** Every change of a company's closing date (issue 26 point 6; 0022): who, when, from, to and why. */
export const closingDateChanges = pgTable(
  'closing_date_changes',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    reason: text('reason'),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('closing_date_changes_company_idx').on(t.companyId, t.id)],
);
