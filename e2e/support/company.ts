import { adminToken, apiCall, uniq } from './app';

/** Positions seeded by migration 0001 under Local Assembly (access level 1). */
export const POSITION = { Treasurer: 2, Bookkeeper: 3, Auditor: 4 } as const;

export interface NewUser {
  email: string;
  first_name: string;
  position: number;
  approver?: 0 | 1;
}

/** Creates a company with users through the real API (as Super-Admin); returns its id and name. */
export async function createCompanyWithUsers(users: NewUser[], opts: { twoFactor?: boolean } = {}) {
  const token = await adminToken();
  const location = await apiCall('POST', '/location', token, { name: uniq('Location') });
  if (location.status !== 200) throw new Error(`location: ${JSON.stringify(location.body)}`);
  const locations = await apiCall('GET', '/location', token);
  const list = (locations.body.data?.data ?? locations.body.data) as Array<{ id: number; name: string }>;
  const locationId = list[list.length - 1].id;
  const legalName = uniq('Grace Assembly');
  const res = await apiCall('POST', '/company', token, {
    legal_name: legalName,
    company_type: 'Non-Profit',
    ein: '12-3456789',
    primary_first_name: 'Mary',
    primary_last_name: 'Steward',
    email: `office.${Date.now()}@grace.test`,
    country: 'US',
    state: 'TX',
    location: locationId,
    access_level: 1,
    authentication: opts.twoFactor ? 1 : 0,
    users: users.map((u) => ({
      first_name: u.first_name,
      last_name: 'Member',
      address_line_1: '1 Church St',
      city: 'Dallas',
      country: 'US',
      state: 'TX',
      zip_code: '75001',
      email: u.email,
      access_level: 1,
      position: u.position,
      approver: u.approver ?? 0,
    })),
  });
  if (res.status !== 200) throw new Error(`company: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.lastInsertedId as number, legalName };
}

/** A unique address for a test user. */
export const testEmail = (who: string) => `${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@grace.test`;

/** Sets a new user's password through the invitation link they were mailed (the real reset call). */
export async function acceptInvitation(email: string, password: string) {
  const { readMail } = await import('./app');
  const mail = await readMail(email);
  const token = decodeURIComponent(/token=([^&\s]+)/.exec(mail.text)?.[1] ?? '');
  const res = await apiCall('POST', '/password/reset', undefined, { email, token, password, password_confirmation: password });
  if (res.status !== 200) throw new Error(`invitation for ${email}: ${JSON.stringify(res.body)}`);
}
