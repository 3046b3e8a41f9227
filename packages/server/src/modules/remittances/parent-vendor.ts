import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, vendors } from '../../db/schema/index.js';
import { lockCompany } from '../../lib/lookups.js';
import { inScope, type OneCompanyScope } from '../../plugins/company-scope.js';

const einKey = (ein: string) => ein.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * The child's vendor record of its parent (issue 27 point 3: "a vendor record of the parent made for it"), so the
 * child pays its remittance with an ordinary bill, payment or check. Made once: found by its mark
 * (vendors.remittance_company_id), else a live vendor of the child with the parent's EIN is marked (one live
 * vendor per EIN), else a new one is made from the parent's company record. Under the child's company row lock,
 * which also serializes Vendor# allocation with the vendor form; a unique index backs the mark.
 */
export async function parentVendor(tx: DbOrTx, child: OneCompanyScope, parent: OneCompanyScope): Promise<number> {
  const childId = child.companyId;
  const parentId = parent.companyId;
  const find = async () =>
    (
      await tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(inScope(child, vendors.companyId), eq(vendors.remittanceCompanyId, parentId), isNull(vendors.deletedAt)))
    )[0]?.id;
  const found = await find();
  if (found) return found;
  await lockCompany(tx, childId);
  const again = await find();
  if (again) return again;
  const [company] = await tx.select().from(companies).where(inScope(parent, companies.id));
  if (einKey(company.ein)) {
    const [same] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(
        and(
          inScope(child, vendors.companyId),
          isNull(vendors.deletedAt),
          isNull(vendors.remittanceCompanyId),
          sql`upper(regexp_replace(${vendors.ein}, '[^0-9A-Za-z]', '', 'g')) = ${einKey(company.ein)}`,
        ),
      );
    if (same) {
      await tx
        .update(vendors)
        .set({ remittanceCompanyId: parentId })
        .where(and(eq(vendors.id, same.id), inScope(child, vendors.companyId)));
      return same.id;
    }
  }
  const [{ max }] = await tx
    .select({ max: sql<number>`coalesce(max(${vendors.vendorNumber}), 0)::int` })
    .from(vendors)
    .where(inScope(child, vendors.companyId));
  const [row] = await tx
    .insert(vendors)
    .values({
      companyId: childId,
      vendorNumber: Number(max) + 1,
      name: company.legalName,
      legalName: company.legalName,
      ein: company.ein,
      contactPerson: `${company.primaryFirstName} ${company.primaryLastName}`.trim(),
      contactNumber: company.telephoneNumber ?? '',
      email: company.email,
      billingAddressLine1: company.addressLine1 ?? '',
      billingAddressLine2: company.addressLine2,
      billingCity: company.city ?? '',
      billingState: company.state ?? '',
      billingCountry: company.country,
      billingZipCode: company.zipCode ?? '',
      remittanceCompanyId: parentId,
    })
    .returning({ id: vendors.id });
  return row.id;
}
