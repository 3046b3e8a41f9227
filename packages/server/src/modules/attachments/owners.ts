import type { AttachmentOwner } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { billPayments, bills, checks, vendors } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, inScope } from '../../plugins/company-scope.js';
import { liveVendorIn } from '../vendors/vendors.repo.js';

/**
 * Who may do what with a document's files: exactly its document's permissions (issue 28 point 3). To see:
 * the document's View; to add: its Create or Edit; to delete: its Edit or Delete (payments and checks have
 * no Edit permission: their Create, the one who records them, or their Delete).
 */
export const OWNER_RULES: Record<AttachmentOwner, { view: string; add: string[]; remove: string[]; label: string }> = {
  bill: { view: 'Bills_View', add: ['Bills_Create', 'Bills_Edit'], remove: ['Bills_Edit', 'Bills_Delete'], label: 'bill' },
  vendor: { view: 'Vendor_View', add: ['Vendor_Create', 'Vendor_Edit'], remove: ['Vendor_Edit', 'Vendor_Delete'], label: 'vendor' },
  bill_payment: { view: 'BillPayment_View', add: ['BillPayment_Create'], remove: ['BillPayment_Create', 'BillPayment_Delete'], label: 'payment' },
  check: { view: 'Check_View', add: ['Check_Create'], remove: ['Check_Create', 'Check_Delete'], label: 'check' },
};

/** Every permission that lets a caller see some document's files: the routes' gate; the owner's rule decides. */
export const ANY_VIEW = Object.values(OWNER_RULES).map((r) => r.view);

export function assertMay(auth: AuthContext, permissions: string[]) {
  if (auth.isSuperAdmin) return;
  if (!permissions.some((p) => auth.permissions.has(p))) throw forbidden();
}

/** The owning document's company, found within the caller's scope: another company's document answers 404. */
export async function ownerCompany(db: DbOrTx, scope: CompanyScope, type: AttachmentOwner, id: number): Promise<number> {
  const rows = await (() => {
    switch (type) {
      case 'bill':
        return db
          .select({ companyId: bills.companyId })
          .from(bills)
          .where(and(eq(bills.id, id), inScope(scope, bills.companyId)));
      case 'vendor':
        return db
          .select({ companyId: vendors.companyId })
          .from(vendors)
          .where(and(eq(vendors.id, id), liveVendorIn(scope)));
      case 'bill_payment':
        return db
          .select({ companyId: billPayments.companyId })
          .from(billPayments)
          .where(and(eq(billPayments.id, id), inScope(scope, billPayments.companyId)));
      case 'check':
        return db
          .select({ companyId: checks.companyId })
          .from(checks)
          .where(and(eq(checks.id, id), inScope(scope, checks.companyId)));
    }
  })();
  const companyId = rows[0]?.companyId;
  if (!companyId) throw notFound();
  return companyId;
}
