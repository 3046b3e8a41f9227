import { M, type VendorData, type VendorListQuery, type VendorRequest } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { vendors } from '../../db/schema/index.js';
import { AppError, forbidden, invalid, notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { assertVisible, scopedCompanyId } from '../../plugins/company-scope.js';
import { columnsOf, findCompany, findVendor, lockCompany, nextVendorNumber, pageVendors, toWire, vendorOptions, vendorWithEin } from './vendors.repo.js';

export interface VendorDeps {
  db: Db;
  clock: () => Date;
}

/**
 * The company a call may act on (null: all, Super-Admin only). A company user without a company would
 * otherwise read as "all companies", so it is refused outright.
 */
function scope(auth: AuthContext, requested?: number | null): number | null {
  if (!auth.isSuperAdmin && !auth.companyId) throw forbidden();
  return scopedCompanyId(auth, requested);
}

/** The vendor as the caller gets it back after a write. */
async function reload(tx: DbOrTx, id: number): Promise<VendorData> {
  const saved = await findVendor(tx, id);
  if (!saved) throw notFound();
  return toWire(saved.vendor, saved.companyName);
}

/**
 * A second live vendor with the same EIN in a company would let one supplier be paid twice: refused, naming
 * the vendor that has it. Called under the company row lock (creates and edits of a company's vendors queue there); the
 * unique index of migration 0013 keeps any other writer from storing a second one.
 */
async function assertEinFree(tx: DbOrTx, companyId: number, ein: string, exceptId?: number) {
  const other = await vendorWithEin(tx, companyId, ein, exceptId);
  if (other) throw einTaken(other);
}

const einTaken = (other: { name: string; vendorNumber: number }) => {
  const message = M.vendorEinTaken(other.name, other.vendorNumber);
  return new AppError(409, message, { ein: [message] });
};

export async function createVendor(deps: VendorDeps, auth: AuthContext, input: VendorRequest): Promise<VendorData> {
  const companyId = scope(auth, input.company_id);
  if (!companyId) throw invalid(M.selectCompany, 'company_id');
  return deps.db.transaction(async (tx) => {
    // The company row lock serializes Vendor# allocation for that company across app nodes.
    const company = await lockCompany(tx, companyId);
    if (!company || company.deletedAt) throw invalid(M.selectCompany, 'company_id');
    await assertEinFree(tx, companyId, input.ein);
    const vendorNumber = await nextVendorNumber(tx, companyId);
    const now = deps.clock();
    const [row] = await tx
      .insert(vendors)
      .values({ ...columnsOf(input), companyId, vendorNumber, createdAt: now, updatedAt: now })
      .returning({ id: vendors.id });
    return reload(tx, row.id);
  });
}

export async function updateVendor(deps: VendorDeps, auth: AuthContext, id: number, input: VendorRequest): Promise<VendorData> {
  scope(auth, input.company_id);
  return deps.db.transaction(async (tx) => {
    const found = await findVendor(tx, id, { forUpdate: true });
    const vendor = assertVisible(auth, found?.vendor);
    // Bills and orders of the old company point at this vendor: it stays where it was created.
    if (vendor.companyId !== input.company_id) {
      throw new AppError(409, M.vendorCompanyLocked, { company_id: [M.vendorCompanyLocked] });
    }
    // The same company lock as a create, so an edit and a create cannot both take one EIN.
    await lockCompany(tx, vendor.companyId);
    await assertEinFree(tx, vendor.companyId, input.ein, id);
    await tx
      .update(vendors)
      .set({ ...columnsOf(input), updatedAt: deps.clock() })
      .where(eq(vendors.id, id));
    return reload(tx, id);
  });
}

/** Soft delete: bills, orders and checks that name the vendor keep it; lists and pickers drop it. */
export async function deleteVendor(deps: VendorDeps, auth: AuthContext, id: number): Promise<void> {
  scope(auth);
  await deps.db.transaction(async (tx) => {
    const found = await findVendor(tx, id, { forUpdate: true });
    assertVisible(auth, found?.vendor);
    const now = deps.clock();
    await tx.update(vendors).set({ deletedAt: now, updatedAt: now }).where(eq(vendors.id, id));
  });
}

export async function getVendor(db: Db, auth: AuthContext, id: number): Promise<VendorData> {
  scope(auth);
  const found = await findVendor(db, id);
  if (!found) throw notFound();
  return toWire(assertVisible(auth, found.vendor), found.companyName);
}

export async function listVendors(db: Db, auth: AuthContext, q: VendorListQuery) {
  const companyId = scope(auth, q.company_id);
  const { total, exact, rows } = await pageVendors(db, { companyId, search: q.search, sort: q.sort, dir: q.dir, page: q.page, perPage: q.per_page });
  return {
    data: rows.map((r) => toWire(r.vendor, r.companyName)),
    current_page: q.page,
    per_page: q.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    total_is_exact: exact,
  };
}

/** Picker list: a company's live vendors; 0 means all companies for Super-Admin and own company for others. */
export async function vendorNames(db: Db, auth: AuthContext, companyId?: number) {
  return vendorOptions(db, scope(auth, companyId));
}

/** The chosen company's details and its vendors (purchase-order and bill forms). */
export async function companyWithVendors(db: Db, auth: AuthContext, companyId: number) {
  const id = scope(auth, companyId);
  if (!id) throw invalid(M.selectCompany, 'companyId');
  const company = await findCompany(db, id);
  if (!company) throw notFound();
  return {
    companyInformation: {
      id: company.id,
      legal_name: company.legalName,
      address_line_1: company.addressLine1,
      address_line_2: company.addressLine2,
      city: company.city,
      state: company.state,
      country: company.country,
      zip_code: company.zipCode,
      email: company.email,
      telephone_number: company.telephoneNumber,
    },
    vendorName: await vendorOptions(db, id),
  };
}

/** What a purchase order copies from the chosen vendor: shipping method, sales tax, freight. */
export async function vendorTerms(db: Db, auth: AuthContext, vendorId: number) {
  const v = await getVendor(db, auth, vendorId);
  return [
    {
      id: v.id,
      name: v.name,
      vendor_number: v.vendor_number,
      company_id: v.company_id,
      shipping_method: v.shipping_method,
      sales_tax: v.sales_tax,
      freight: v.freight,
    },
  ];
}
