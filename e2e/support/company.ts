import { POSITION } from '../../packages/server/src/world/world-basics';
import { userRow } from '../../packages/server/src/world/world-users';
import { apiCall } from './app';

export { POSITION };

export interface NewUser {
  email: string;
  first_name: string;
  position: number;
  approver?: 0 | 1;
}

/**
 * A company with exactly these users (none signed in: the journeys accept their invitations themselves), made
 * by the world builder (support/world.ts) with its user list replaced; returns its id and name.
 */
export async function createCompanyWithUsers(users: NewUser[], opts: { twoFactor?: boolean } = {}) {
  const { world } = await import('./world'); // world.ts imports acceptInvitation from here
  const rows = users.map((u) => userRow(u.email, { firstName: u.first_name, approver: u.approver === 1 }, u.position, 1));
  const company = await world.company({ signIn: false, authentication: opts.twoFactor, over: { users: rows } });
  return { id: company.id, legalName: company.legalName };
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
