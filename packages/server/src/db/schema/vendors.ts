import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns.js';
import { companies } from './companies.js';

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    /** Vendor#, numbered per company */
    vendorNumber: integer('vendor_number').notNull(),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    bussinessType: text('bussiness_type'),
    ein: text('ein').notNull(),
    contactPerson: text('contact_person'),
    contactNumber: text('contact_number').notNull(),
    email: text('email'),
    billingAddressLine1: text('billing_address_line_1').notNull(),
    billingAddressLine2: text('billing_address_line_2'),
    billingCity: text('billing_city').notNull(),
    billingState: text('billing_state').notNull(),
    billingCountry: text('billing_country').notNull().default('US'),
    billingZipCode: text('billing_zip_code').notNull(),
    shippingAddressLine1: text('shipping_address_line_1'),
    shippingAddressLine2: text('shipping_address_line_2'),
    shippingCity: text('shipping_city'),
    shippingState: text('shipping_state'),
    shippingCountry: text('shipping_country'),
    shippingZipCode: text('shipping_zip_code'),
    w9: boolean('w9').notNull().default(false),
    shippingMethod: text('shipping_method'),
    freightCents: bigint('freight_cents', { mode: 'number' }).notNull().default(0),
    /** percent, e.g. 7.25 */
    salesTax: numeric('sales_tax', { precision: 6, scale: 3 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted vendors are hidden from lists and pickers but kept for the records that use them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The W-9's facts for the 1099-NEC (issue 28 point 7; 0032). The TIN is `ein`; tinType says SSN or EIN. */
    taxClassification: text('tax_classification'),
    tinType: text('tin_type'),
    legalServices: boolean('legal_services').notNull().default(false),
    w9ReceivedOn: date('w9_received_on', { mode: 'string' }),
    /** 'nec' | 'misc_rent' | 'none': where this payee's payments usually go */
    default1099Box: text('default_1099_box').notNull().default('none'),
    /** 'due_on_receipt' | 'net_15' | 'net_30' | 'net_60' (issue 28.2): fills a bill's due date from its invoice date */
    paymentTerms: text('payment_terms'),
    /** this vendor is the company's parent, made by a remittance run to pay the remittance to (issue 27; 0035) */
    remittanceCompanyId: integer('remittance_company_id').references(() => companies.id),
  },
  (t) => [
    unique('vendors_company_number_unique').on(t.companyId, t.vendorNumber),
    index('vendors_company_idx').on(t.companyId),
    // the vendor list's order (newest first) over live rows, by company and over all (migration 0003)
    index('vendors_company_live_idx').on(t.companyId, t.id.desc()).where(sql`deleted_at is null`),
    index('vendors_live_idx').on(t.id.desc()).where(sql`deleted_at is null`),
    // one live vendor per EIN (punctuation and case ignored) in a company (migration 0013)
    uniqueIndex('vendors_company_ein_live_unique')
      .on(t.companyId, sql`upper(regexp_replace(${t.ein}, '[^0-9A-Za-z]', '', 'g'))`)
      .where(sql`deleted_at is null and btrim(ein) <> ''`),
    uniqueIndex('vendors_remittance_company_live_unique')
      .on(t.companyId, t.remittanceCompanyId)
      .where(sql`remittance_company_id is not null and deleted_at is null`),
  ],
);
