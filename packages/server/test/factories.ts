import { type VendorRequestIn, vendorBody as vendorInputBody } from '@app/contract';
import type { Db } from '../src/db/client.js';
import { companies } from '../src/db/schema/index.js';
import { createVendor } from '../src/modules/vendors/vendors.service.js';
import { SUPER_ADMIN_AUTH } from './scopes.js';

let seq = 0;
const next = () => ++seq + Math.floor(Math.random() * 1e6);

/**
 * An inserted company row, with no chart and no users: only accounts.fixtures' `companyWithChart` (a chart
 * without a creator, which accounts.test asserts). Every other test makes its companies through the world
 * builder (test/world), as Super-Admin does.
 */
export async function makeCompany(db: Db, over: Partial<typeof companies.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(companies)
    .values({
      legalName: `Test Assembly ${n}`,
      companyType: 'Non-Profit',
      ein: `12-${String(n).padStart(7, '0')}`,
      primaryFirstName: 'Pat',
      primaryLastName: 'Treasurer',
      email: `office${n}@assembly.test`,
      accessLevelId: 1,
      ...over,
    })
    .returning();
  return row;
}

/** A vendor of a company, made through the vendor service (Vendor# allocated as in the app). */
export async function makeVendor(db: Db, companyId: number, over: Partial<VendorRequestIn> = {}) {
  const n = next();
  const asAdmin = SUPER_ADMIN_AUTH;
  const input = vendorInputBody.parse({
    company_id: companyId,
    name: `Vendor ${n}`,
    ein: `98-${String(n).padStart(7, '0')}`,
    contact_number: '5550100000',
    email: `billing${n}@vendor.test`,
    billing_address_line_1: '100 Supply Rd',
    billing_city: 'Dallas',
    billing_state: 'TX',
    billing_country: 'US',
    billing_zip_code: '75001',
    ...over,
  });
  return createVendor({ db, clock: () => new Date() }, asAdmin, input);
}

/** The fields a POST /vendor/add needs, for tests that send the request themselves. */
export const vendorBody = (companyId: number, ein: string, name: string) => ({
  company_id: companyId,
  name,
  ein,
  contact_number: '5551234567',
  billing_address_line_1: '1 Main St',
  billing_city: 'Dallas',
  billing_state: 'TX',
  billing_country: 'US',
  billing_zip_code: '75001',
});
