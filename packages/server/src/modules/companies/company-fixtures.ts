import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { permissions, rolePermissions, roles } from '../../db/schema/index.js';

/** Test bodies for the company calls (used by the API tests of companies, users and roles). */

let n = 0;
const uniq = () => `${Date.now().toString(36)}${++n}`;

export function userBody(over: Record<string, unknown> = {}) {
  return {
    first_name: 'Ann',
    middle_name: '',
    last_name: 'Lee',
    address_line_1: '1 Main St',
    address_line_2: '',
    city: 'Dallas',
    country: 'US',
    state: 'TX',
    zip_code: '75201',
    email: `ann.${uniq()}@assembly.test`,
    contact_number: '5551234567',
    access_level: 1,
    position: 2, // Treasurer, Local Assembly
    approver: 0,
    ...over,
  };
}

export function companyBody(location: number, over: Record<string, unknown> = {}) {
  return {
    legal_name: `Grace Assembly ${uniq()}`,
    company_type: 'Non-Profit',
    ein: '12-3456789',
    primary_first_name: 'Pat',
    primary_middle_name: '',
    primary_last_name: 'Doe',
    secondary_first_name: '',
    secondary_middle_name: '',
    secondary_last_name: '',
    address_line_1: '10 Church Rd',
    address_line_2: '',
    city: 'Austin',
    state: 'TX',
    country: 'US',
    zip_code: '73301',
    email: 'office@grace.test',
    telephone_number: '5125550100',
    fax: '',
    fiscal_year: 2025,
    logo: null,
    url: 'https://grace.test',
    location,
    ministry: null,
    authentication: false,
    access_level: 1,
    users: [],
    ...over,
  };
}

/** A position of its own for a test, holding exactly these permissions (roles are shared by the whole file). */
export async function makeRole(db: Db, level: number, permissionNames: string[]) {
  const name = `Clerk ${uniq()}`;
  const [role] = await db.insert(roles).values({ name, accessLevelId: level }).returning();
  if (permissionNames.length) {
    const rows = await db.select().from(permissions).where(inArray(permissions.name, permissionNames));
    await db.insert(rolePermissions).values(rows.map((p) => ({ roleId: role.id, permissionId: p.id })));
  }
  return role;
}
