import { fromCents, maskTin, normalizePercent, type SortDir, type VendorData, type VendorOption, type VendorInput, type VendorSort } from '@app/contract';
import { and, asc, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cappedCountQuery, cappedTotal, inLiveCompany, prepareOnce, totalOf } from '../../db/list-total.js';
import { orderOf, searchAny, textKey } from '../../db/list-sort.js';
import { offsetOf } from '../../lib/paging.js';
import { companies, vendors } from '../../db/schema/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, inScope, type OneCompanyScope } from '../../plugins/company-scope.js';

type VendorRow = typeof vendors.$inferSelect;

/** Wire names (the specification's, misspellings included) for a stored vendor. */
/**
 * Who sees a vendor's whole TIN (issue 28 point 7): Super-Admin and holders of Vendor_Edit; everyone else its
 * last four digits.
 */
export type TinView = 'full' | 'masked';
export const tinViewOf = (auth: AuthContext): TinView => (auth.isSuperAdmin || auth.permissions.has('Vendor_Edit') ? 'full' : 'masked');

export function toWire(v: VendorRow, companyName: string | null, tin: TinView): VendorData {
  return {
    id: v.id,
    company_id: v.companyId,
    company_name: companyName,
    vendor_number: v.vendorNumber,
    name: v.name,
    legal_name: v.legalName,
    bussiness_type: v.bussinessType,
    ein: tin === 'full' ? v.ein : maskTin(v.ein),
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
    tax_classification: v.taxClassification as VendorData['tax_classification'],
    tin_type: v.tinType as VendorData['tin_type'],
    legal_services: v.legalServices,
    w9_received_on: v.w9ReceivedOn,
    default_1099_box: v.default1099Box as VendorData['default_1099_box'],
    payment_terms: (v.paymentTerms ?? null) as VendorData['payment_terms'],
  };
}

/** Columns a create or update writes (company and Vendor# are set once, on create). */
export function columnsOf(input: VendorInput) {
  const { companyId: _company, businessType, paymentTerms, ...same } = input;
  return {
    ...same,
    bussinessType: businessType,
    // W-9 facts undefined (absent from the body) leave their columns as they are; terms left out (an older
    // client) keep the vendor's
    ...(paymentTerms === undefined ? {} : { paymentTerms }),
  };
}

/** Next Vendor# of a company; deleted vendors keep their numbers, so numbers are never reused. */
export async function nextVendorNumber(tx: DbOrTx, scope: OneCompanyScope): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${vendors.vendorNumber}), 0)::int` })
    .from(vendors)
    .where(inScope(scope, vendors.companyId));
  return Number(row.max) + 1;
}

/** The EIN as the unique index compares it (migration 0013): letters and digits only, upper case. */
const einKey = (ein: SQL | string) => sql`upper(regexp_replace(${ein}, '[^0-9A-Za-z]', '', 'g'))`;

/** Another live vendor of the company with this EIN (blank EINs never match), or undefined. */
export async function vendorWithEin(db: DbOrTx, scope: OneCompanyScope, ein: string, exceptId?: number) {
  if (!ein.trim()) return undefined;
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name, vendorNumber: vendors.vendorNumber })
    .from(vendors)
    .where(
      and(
        inScope(scope, vendors.companyId),
        isNull(vendors.deletedAt),
        sql`btrim(${vendors.ein}) <> ''`,
        sql`${einKey(sql`${vendors.ein}`)} = ${einKey(ein)}`,
        exceptId ? sql`${vendors.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The vendors a record may name: live (not deleted) and of the scope's company (orders, bills, attachments). */
export const liveVendorIn = (scope: CompanyScope): SQL => and(isNull(vendors.deletedAt), inScope(scope, vendors.companyId)) as SQL;

/** A live (not deleted) vendor in the scope with its company name; undefined when there is none (or it is another company's). */
export async function findVendor(db: DbOrTx, scope: CompanyScope, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = db
    .select({ vendor: vendors, companyName: companies.legalName })
    .from(vendors)
    .innerJoin(companies, eq(companies.id, vendors.companyId))
    .where(and(eq(vendors.id, id), liveVendorIn(scope)));
  const [row] = opts.forUpdate ? await q.for('update', { of: vendors }) : await q;
  return row;
}

export interface VendorFilter {
  scope: CompanyScope;
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
    inScope(f.scope, vendors.companyId),
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

/** One page of live vendors in the chosen order; a scope without a company means every company (Super-Admin). */
export async function pageVendors(db: DbOrTx, p: VendorFilter & { page: number; perPage: number }) {
  if (!p.search && p.sort === 'newest' && p.dir === 'desc') {
    // The hot path (no search, newest first): page and capped total prepared once per variant, run in parallel.
    // The scope's company is a placeholder: one prepared shape per variant, whatever the company.
    const companyId = p.scope.companyId;
    const own = and(isNull(vendors.deletedAt), companyId ? sql`${vendors.companyId} = ${sql.placeholder('companyId')}` : undefined);
    const q = prepareOnce(db, companyId ? 'vendor_page_company' : 'vendor_page_all', (name) => ({
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
    const args = { companyId: companyId ?? 0, limit: p.perPage, offset: offsetOf(p.page, p.perPage) };
    const [rows, counted] = await Promise.all([q.page.execute(args), q.total.execute(args)]);
    return { ...totalOf(counted), rows };
  }
  // The page and its capped total at once (two pool connections on PostgreSQL, one round trip of time).
  const [rows, { total, exact }] = await Promise.all([
    vendorRows(db, p).limit(p.perPage).offset(offsetOf(p.page, p.perPage)),
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

/** Live vendors for a picker, by name; a scope without a company means every company (Super-Admin). */
export async function vendorOptions(db: DbOrTx, scope: CompanyScope): Promise<VendorOption[]> {
  return db
    .select({
      id: vendors.id,
      name: vendors.name,
      vendor_number: vendors.vendorNumber,
      company_id: vendors.companyId,
      payment_terms: sql<VendorOption['payment_terms']>`${vendors.paymentTerms}`,
      default_1099_box: sql<NonNullable<VendorOption['default_1099_box']>>`${vendors.default1099Box}`,
    })
    .from(vendors)
    .innerJoin(companies, eq(companies.id, vendors.companyId))
    .where(and(isNull(vendors.deletedAt), isNull(companies.deletedAt), inScope(scope, vendors.companyId)))
    .orderBy(asc(vendors.name), asc(vendors.id));
}

/** A new vendor of the scope's company; answers its id. */
export async function insertVendor(tx: DbOrTx, scope: OneCompanyScope, values: Omit<typeof vendors.$inferInsert, 'companyId'>) {
  const [row] = await tx
    .insert(vendors)
    .values({ ...values, companyId: scope.companyId })
    .returning({ id: vendors.id });
  return row.id;
}

/** Writes a vendor of the scope (an edit or the soft delete); another company's vendor is not touched. */
export async function updateVendorRow(tx: DbOrTx, scope: CompanyScope, id: number, set: Partial<typeof vendors.$inferInsert>) {
  await tx
    .update(vendors)
    .set(set)
    .where(and(eq(vendors.id, id), inScope(scope, vendors.companyId)));
}
