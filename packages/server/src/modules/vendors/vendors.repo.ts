import { fromCents, normalizePercent, type SortDir, type VendorData, type VendorOption, type VendorRequest, type VendorSort } from '@app/contract';
import { and, asc, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cappedCountQuery, cappedTotal, inLiveCompany, prepareOnce, totalOf } from '../../db/list-total.js';
import { orderOf, searchAny, textKey } from '../../db/list-sort.js';
import { companies, vendors } from '../../db/schema/index.js';

type VendorRow = typeof vendors.$inferSelect;

/** Wire names (the specification's, misspellings included) for a stored vendor. */
export function toWire(v: VendorRow, companyName: string | null): VendorData {
  return {
    id: v.id,
    company_id: v.companyId,
    company_name: companyName,
    vendor_number: v.vendorNumber,
    name: v.name,
    legal_name: v.legalName,
    bussiness_type: v.bussinessType,
    ein: v.ein,
    contact_person: v.contactPerson,
    contact_number: v.contactNumber,
    email: v.email,
    billing_address_line_1: v.billingAddressLine1,
    billing_address_line_2: v.billingAddressLine2,
    billing_city: v.billingCity,
    billing_state: v.billingState,
    billing_country: v.billingCountry,
    billing_zip_code: v.billingZipCode,
    shipping_address_line_1: v.shippingAddressLine1,
    shipping_address_line_2: v.shippingAddressLine2,
    shipping_city: v.shippingCity,
    shipping_state: v.shippingState,
    shipping_country: v.shippingCountry,
    shipping_zip_code: v.shippingZipCode,
    w9: v.w9,
    shipping_method: v.shippingMethod,
    freight: fromCents(v.freightCents),
    sales_tax: normalizePercent(v.salesTax),
  };
}

/** Columns a create or update writes (company and Vendor# are set once, on create). */
export function columnsOf(input: VendorRequest) {
  return {
    name: input.name,
    legalName: input.legal_name,
    bussinessType: input.bussiness_type,
    ein: input.ein,
    contactPerson: input.contact_person,
    contactNumber: input.contact_number,
    email: input.email,
    billingAddressLine1: input.billing_address_line_1,
    billingAddressLine2: input.billing_address_line_2,
    billingCity: input.billing_city,
    billingState: input.billing_state,
    billingCountry: input.billing_country,
    billingZipCode: input.billing_zip_code,
    shippingAddressLine1: input.shipping_address_line_1,
    shippingAddressLine2: input.shipping_address_line_2,
    shippingCity: input.shipping_city,
    shippingState: input.shipping_state,
    shippingCountry: input.shipping_country,
    shippingZipCode: input.shipping_zip_code,
    w9: input.w9,
    shippingMethod: input.shipping_method,
    freightCents: input.freight,
    salesTax: input.sales_tax,
  };
}

/** The company row, locked until the transaction ends: Vendor# allocation is serialized per company. */
export async function lockCompany(tx: DbOrTx, companyId: number) {
  const [row] = await tx.select({ id: companies.id, deletedAt: companies.deletedAt }).from(companies).where(eq(companies.id, companyId)).for('update');
  return row;
}

/** Next Vendor# of a company; deleted vendors keep their numbers, so numbers are never reused. */
export async function nextVendorNumber(tx: DbOrTx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${vendors.vendorNumber}), 0)::int` })
    .from(vendors)
    .where(eq(vendors.companyId, companyId));
  return Number(row.max) + 1;
}

/** The EIN as the unique index compares it (migration 0013): letters and digits only, upper case. */
const einKey = (ein: SQL | string) => sql`upper(regexp_replace(${ein}, '[^0-9A-Za-z]', '', 'g'))`;

/** Another live vendor of the company with this EIN (blank EINs never match), or undefined. */
export async function vendorWithEin(db: DbOrTx, companyId: number, ein: string, exceptId?: number) {
  if (!ein.trim()) return undefined;
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name, vendorNumber: vendors.vendorNumber })
    .from(vendors)
    .where(
      and(
        eq(vendors.companyId, companyId),
        isNull(vendors.deletedAt),
        sql`btrim(${vendors.ein}) <> ''`,
        sql`${einKey(sql`${vendors.ein}`)} = ${einKey(ein)}`,
        exceptId ? sql`${vendors.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** A live (not deleted) vendor with its company name; undefined when there is none. */
export async function findVendor(db: DbOrTx, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = db
    .select({ vendor: vendors, companyName: companies.legalName })
    .from(vendors)
    .innerJoin(companies, eq(companies.id, vendors.companyId))
    .where(and(eq(vendors.id, id), isNull(vendors.deletedAt)));
  const [row] = opts.forUpdate ? await q.for('update', { of: vendors }) : await q;
  return row;
}

export interface VendorFilter {
  companyId: number | null;
  search?: string;
  sort: VendorSort;
  dir: SortDir;
}

const VENDOR_SORT_KEYS: Record<VendorSort, SQLWrapper> = {
  newest: vendors.id,
  vendor_number: vendors.vendorNumber,
  company_name: textKey(companies.legalName),
  name: textKey(vendors.name),
  bussiness_type: textKey(vendors.bussinessType),
  ein: vendors.ein,
  contact_person: textKey(vendors.contactPerson),
  email: textKey(vendors.email),
};

/** The list's where on vendors alone (for the capped count) and with the company join (for rows). */
function vendorWhere(f: VendorFilter) {
  const own = and(
    isNull(vendors.deletedAt),
    f.companyId ? eq(vendors.companyId, f.companyId) : undefined,
    f.search
      ? searchAny(
          f.search,
          [vendors.name, vendors.legalName, vendors.ein, vendors.contactPerson, vendors.email],
          sql`${vendors.vendorNumber}::text = ${f.search}`,
        )
      : undefined,
  );
  // A deleted company's vendors stay in its records but leave the lists, like the company itself.
  return { own, joined: and(own, isNull(companies.deletedAt)) };
}

/** The filtered, sorted vendor rows with their company name; the caller adds limit/offset. */
export const vendorRows = (db: DbOrTx, f: VendorFilter) =>
  db
    .select({ vendor: vendors, companyName: companies.legalName })
    .from(vendors)
    .innerJoin(companies, eq(companies.id, vendors.companyId))
    .where(vendorWhere(f).joined)
    .orderBy(...orderOf(VENDOR_SORT_KEYS, f.sort, f.dir, vendors.id))
    .$dynamic();

/** One page of live vendors in the chosen order; companyId null means every company (Super-Admin). */
export async function pageVendors(db: DbOrTx, p: VendorFilter & { page: number; perPage: number }) {
  if (!p.search && p.sort === 'newest' && p.dir === 'desc') {
    // The hot path (no search, newest first): page and capped total prepared once per variant, run in parallel.
    const own = and(isNull(vendors.deletedAt), p.companyId ? sql`${vendors.companyId} = ${sql.placeholder('companyId')}` : undefined);
    const q = prepareOnce(db, p.companyId ? 'vendor_page_company' : 'vendor_page_all', (name) => ({
      page: db
        .select({ vendor: vendors, companyName: companies.legalName })
        .from(vendors)
        .innerJoin(companies, eq(companies.id, vendors.companyId))
        .where(and(own, isNull(companies.deletedAt)))
        .orderBy(desc(vendors.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
      total: cappedCountQuery(
        db,
        db
          .select({ one: sql`1` })
          .from(vendors)
          .where(and(own, inLiveCompany(vendors.companyId)))
          .$dynamic(),
      ).prepare(`${name}_total`),
    }));
    const args = { companyId: p.companyId ?? 0, limit: p.perPage, offset: (p.page - 1) * p.perPage };
    const [rows, counted] = await Promise.all([q.page.execute(args), q.total.execute(args)]);
    return { ...totalOf(counted), rows };
  }
  // The page and its capped total at once (two pool connections on PostgreSQL, one round trip of time).
  const [rows, { total, exact }] = await Promise.all([
    vendorRows(db, p)
      .limit(p.perPage)
      .offset((p.page - 1) * p.perPage),
    cappedTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(vendors)
        .where(and(vendorWhere(p).own, inLiveCompany(vendors.companyId)))
        .$dynamic(),
    ),
  ]);
  return { total, exact, rows };
}

/** Live vendors for a picker, by name; companyId null means every company (Super-Admin). */
export async function vendorOptions(db: DbOrTx, companyId: number | null): Promise<VendorOption[]> {
  return db
    .select({ id: vendors.id, name: vendors.name, vendor_number: vendors.vendorNumber, company_id: vendors.companyId })
    .from(vendors)
    .innerJoin(companies, eq(companies.id, vendors.companyId))
    .where(and(isNull(vendors.deletedAt), isNull(companies.deletedAt), companyId ? eq(vendors.companyId, companyId) : undefined))
    .orderBy(asc(vendors.name), asc(vendors.id));
}

export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  return row;
}
