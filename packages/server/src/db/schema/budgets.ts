import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { fundPrograms } from './settings.js';
import { users } from './users.js';
import { companyIdColumn } from './columns.js';

/** A company's budget for one calendar year (issue 29; 0031): a draft until approved, then changed only by revisions. */
export const budgets = pgTable(
  'budgets',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    year: integer('year').notNull(),
    status: text('status').$type<'draft' | 'approved'>().notNull().default('draft'),
    revision: integer('revision').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('budgets_company_year_unique').on(t.companyId, t.year),
    check('budgets_status_check', sql`${t.status} IN ('draft', 'approved')`),
    check('budgets_year_check', sql`${t.year} BETWEEN 1900 AND 2999`),
  ],
);

/** One income or expense account (optionally one fund program) of a budget: twelve monthly amounts in cents. */
export const budgetLines = pgTable(
  'budget_lines',
  {
    id: serial('id').primaryKey(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    fundProgramId: integer('fund_program_id').references(() => fundPrograms.id),
    spread: text('spread').$type<'even' | 'last_year' | 'manual'>().notNull(),
    monthsCents: bigint('months_cents', { mode: 'number' }).array().notNull(),
  },
  (t) => [
    index('budget_lines_budget_idx').on(t.budgetId, t.id),
    check('budget_lines_spread_check', sql`${t.spread} IN ('even', 'last_year', 'manual')`),
    check('budget_lines_months_check', sql`cardinality(${t.monthsCents}) = 12`),
  ],
);

/** A revision of an approved budget: the lines it replaced, who, when and why. */
export const budgetRevisions = pgTable(
  'budget_revisions',
  {
    id: serial('id').primaryKey(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    reason: text('reason').notNull(),
    previousLines: jsonb('previous_lines').notNull(),
    revisedBy: integer('revised_by')
      .notNull()
      .references(() => users.id),
    revisedAt: timestamp('revised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('budget_revisions_budget_revision_unique').on(t.budgetId, t.revision)],
);
