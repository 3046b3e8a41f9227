import { M, type VendorData, type VendorListQuery, type VendorInput } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, invalid, notFound } from '../../errors.js';
import { liveCompany, lockCompany } from '../../lib/lookups.js';
import { pageOf } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, namesCompany, narrowScope, type OneCompanyScope, scopeOf } from '../../plugins/company-scope.js';
import {
  columnsOf,
  findVendor,
  insertVendor,
  nextVendorNumber,
  pageVendors,
  type TinView,
  tinViewOf,
  toWire,
  updateVendorRow,
  vendorOptions,
  vendorWithEin,
} from './vendors.repo.js';

export interface VendorDeps {
  db: Db;
  clock: () => Date;
}

/** The vendor as the caller gets it back after a write. */
async function reload(tx: DbOrTx, scope: CompanyScope, id: number, tin: TinView): Promise<VendorData> {
  const saved = await findVendor(tx, scope, id);
  if (!saved) throw notFound();
  return toWire(saved.vendor, saved.companyName, tin);
}

/**
 * A second live vendor with the same EIN in a company would let one supplier be paid twice: refused, naming
 * the vendor that has it. Called under the company row lock (creates and edits of a company's vendors queue there); the
 * unique index of migration 0013 keeps any other writer from storing a second one.
 */
async function assertEinFree(tx: DbOrTx, scope: OneCompanyScope, ein: string, exceptId?: number) {
  const other = await vendorWithEin(tx, scope, ein, exceptId);
  if (other) throw einTaken(other);
}

const einTaken = (other: { name: string; vendorNumber: number }) => {
  const message = M.vendorEinTaken(other.name, other.vendorNumber);
  return new AppError(409, message, { ein: [message] });
};

export async function createVendor(deps: VendorDeps, auth: AuthContext, input: VendorInput): Promise<VendorData> {
  const scope = scopeOf(auth, input.companyId);
  if (!namesCompany(scope)) throw invalid(M.selectCompany, 'company_id');
  return deps.db.transaction(async (tx) => {
    // The company row lock serializes Vendor# allocation for that company across app nodes.
    const company = await lockCompany(tx, scope.companyId);
    if (!company || company.deletedAt) throw invalid(M.selectCompany, 'company_id');
    await assertEinFree(tx, scope, input.ein);
    const vendorNumber = await nextVendorNumber(tx, scope);
    const now = deps.clock();
    const id = await insertVendor(tx, scope, { ...columnsOf(input), vendorNumber, createdAt: now, updatedAt: now });
    return reload(tx, scope, id, tinViewOf(auth));
  });
}

export async function updateVendor(deps: VendorDeps, auth: AuthContext, id: number, input: VendorInput): Promise<VendorData> {
  const callerScope = scopeOf(auth, input.companyId);
  return deps.db.transaction(async (tx) => {
    // Looked up in the caller's own scope (not the requested company), so the company check below can answer 409.
    const found = await findVendor(tx, scopeOf(auth), id, { forUpdate: true });
    if (!found) throw notFound();
    const vendor = found.vendor;
    // Bills and orders of the old company point at this vendor: it stays where it was created.
    if (vendor.companyId !== input.companyId) {
      throw new AppError(409, M.vendorCompanyLocked, { company_id: [M.vendorCompanyLocked] });
    }
    const scope = narrowScope(callerScope, vendor.companyId);
    // The same company lock as a create, so an edit and a create cannot both take one EIN.
    await lockCompany(tx, scope.companyId);
    await assertEinFree(tx, scope, input.ein, id);
    await updateVendorRow(tx, scope, id, { ...columnsOf(input), updatedAt: deps.clock() });
    return reload(tx, scope, id, tinViewOf(auth));
  });
}

/** Soft delete: bills, orders and checks that name the vendor keep it; lists and pickers drop it. */
export async function deleteVendor(deps: VendorDeps, auth: AuthContext, id: number): Promise<void> {
  const scope = scopeOf(auth);
  await deps.db.transaction(async (tx) => {
    if (!(await findVendor(tx, scope, id, { forUpdate: true }))) throw notFound();
    const now = deps.clock();
    await updateVendorRow(tx, scope, id, { deletedAt: now, updatedAt: now });
  });
}

export async function getVendor(db: Db, auth: AuthContext, id: number): Promise<VendorData> {
  return reload(db, scopeOf(auth), id, tinViewOf(auth));
}

export async function listVendors(db: Db, auth: AuthContext, q: VendorListQuery) {
  const scope = scopeOf(auth, q.company_id);
  const { total, exact, rows } = await pageVendors(db, { scope, search: q.search, sort: q.sort, dir: q.dir, page: q.page, perPage: q.per_page });
  return pageOf(
    rows.map((r) => toWire(r.vendor, r.companyName, tinViewOf(auth))),
    total,
    q.page,
    q.per_page,
    exact,
  );
}

/** Picker list: a company's live vendors; 0 means all companies for Super-Admin and own company for others. */
export async function vendorNames(db: Db, auth: AuthContext, companyId?: number) {
  return vendorOptions(db, scopeOf(auth, companyId));
}

/** The chosen company's details and its vendors (purchase-order and bill forms). */
export async function companyWithVendors(db: Db, auth: AuthContext, companyId: number) {
  const scope = scopeOf(auth, companyId);
  if (!namesCompany(scope)) throw invalid(M.selectCompany, 'companyId');
  const company = await liveCompany(db, scope.companyId);
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
    vendorName: await vendorOptions(db, scope),
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
