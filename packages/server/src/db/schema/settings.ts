import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns } from './columns.js';

/** company_id 0 marks a global item (no foreign key for that reason). status: 1 Active, 0 In Active. */
export const fundPrograms = pgTable(
  'fund_programs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().default(0),
    name: text('name').notNull(),
    status: integer('status').notNull().default(1),
    /** Restriction class (ASU 2016-14): 'without' donor restrictions, or with them: 'purpose', 'time', 'perpetual'. */
    restriction: text('restriction', { enum: ['without', 'purpose', 'time', 'perpetual'] })
      .notNull()
      .default('without'),
    /** A 'time' fund's restriction ends on this day (set exactly when restriction is 'time'). */
    releaseOn: date('release_on', { mode: 'string' }),
    ...createdColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fund_programs_name_unique').on(t.companyId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
    check('fund_programs_restriction_check', sql`${t.restriction} IN ('without', 'purpose', 'time', 'perpetual')`),
    check('fund_programs_release_on_check', sql`(${t.restriction} = 'time') = (${t.releaseOn} IS NOT NULL)`),
  ],
);

export const functionalExpenses = pgTable(
  'functional_expenses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().default(0),
    name: text('name').notNull(),
    status: integer('status').notNull().default(1),
    ...createdColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('functional_expenses_name_unique').on(t.companyId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`)],
);
