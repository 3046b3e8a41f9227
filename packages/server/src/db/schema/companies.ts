import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accessLevels } from './reference.js';

export const ministries = pgTable('ministries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  legalName: text('legal_name').notNull(),
  companyType: text('company_type').notNull(),
  ein: text('ein').notNull(),
  primaryFirstName: text('primary_first_name').notNull(),
  primaryMiddleName: text('primary_middle_name'),
  primaryLastName: text('primary_last_name').notNull(),
  secondaryFirstName: text('secondary_first_name'),
  secondaryMiddleName: text('secondary_middle_name'),
  secondaryLastName: text('secondary_last_name'),
  addressLine1: text('address_line_1'),
  addressLine2: text('address_line_2'),
  city: text('city'),
  state: text('state'),
  country: text('country').notNull().default('US'),
  zipCode: text('zip_code'),
  email: text('email').notNull(),
  telephoneNumber: text('telephone_number'),
  fax: text('fax'),
  fiscalYear: integer('fiscal_year'),
  /** data: URL of a PNG, JPEG or WebP image of at most 1 MB (checked by the server) */
  logo: text('logo'),
  url: text('url'),
  locationId: integer('location_id').references(() => locations.id),
  ministryId: integer('ministry_id').references(() => ministries.id),
  authentication: boolean('authentication').notNull().default(false),
  accessLevelId: integer('access_level_id').references(() => accessLevels.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Deleting a company keeps its records: it is hidden and its users suspended. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** how checks spell amounts in words: 'indian' (the specification's) or 'us' (DESIGN.md section 9); added by 0007_checks */
  amountWordsGrouping: text('amount_words_grouping').notNull().default('indian'),
  /** refuse a posting that takes a fund's share of a bank account below zero (issue 24; 0019) */
  refuseFundOverdraft: boolean('refuse_fund_overdraft').notNull().default(false),
  /** the books are closed through this day: no entry dated on or before it (issue 26; 0022, guarded by a trigger) */
  closingDate: date('closing_date', { mode: 'string' }),
  /** the parent in the denomination's tree (issue 27; 0023): an assembly's district, a district's region; null at the top */
  parentCompanyId: integer('parent_company_id').references((): AnyPgColumn => companies.id),
}, (t) => [
  // list orders (migration 0003): by name for the company list and pickers, and for the all-companies account list
  index('companies_name_idx').on(sql`lower(${t.legalName})`, t.id).where(sql`deleted_at is null`),
  index('companies_legal_name_idx').on(t.legalName, t.id).where(sql`deleted_at is null`),
  // a parent's children (issue 27's tree; 0023)
  index('companies_parent_idx').on(t.parentCompanyId).where(sql`parent_company_id is not null`),
]);
