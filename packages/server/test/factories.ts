import { vendorBody as vendorInputBody, type VendorRequestIn } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { companies, roles, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { createVendor } from '../src/modules/vendors/vendors.service.js';
import { PASSWORD } from './harness.js';
import { SUPER_ADMIN_AUTH } from './scopes.js';

let seq = 0;
const next = () => ++seq + Math.floor(Math.random() * 1e6);

/**
 * Builders for test data. Until the company service exists they insert rows directly; the company
 * feature replaces these with calls through its service.
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

/**
 * One argon2 hash per password for the whole run: the users of the tests share a few passwords, and hashing
 * each anew (OWASP's 19 MiB, two passes) was CPU spent on nothing the tests check (sign-in still verifies it).
 */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  const known = hashes.get(password);
  if (known) return known;
  const made = hashPassword(password);
  hashes.set(password, made);
  return made;
};

/** A company user with a default position of their level ('Treasurer', 'Bookkeeper' or 'Auditor'). */
export async function makeUser(db: Db, companyId: number, over: Partial<typeof users.$inferInsert> & { position?: string; password?: string } = {}) {
  const { position = 'Treasurer', password = PASSWORD, ...rest } = over;
  const level = rest.accessLevelId ?? 1;
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.name, position), eq(roles.accessLevelId, level)));
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      email: `user${n}@assembly.test`,
      passwordHash: await hashOf(password),
      firstName: 'Test',
      lastName: `User${n}`,
      companyId,
      roleId: role.id,
      accessLevelId: level,
      ...rest,
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
