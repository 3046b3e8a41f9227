/** The world builder's users (world.ts): who they are, and the row of the company form that adds them. */

import { type Client, stamp } from './world-basics.js';

/** A user who has accepted their invitation (their password is set) and has not signed in. */
export interface WorldMember {
  id: number;
  email: string;
  password: string;
}

export interface WorldUser extends WorldMember {
  token: string;
  api: Client;
}

/** Who a new user is: by default a unique address, a first name of their position and WORLD_PASSWORD. */
export interface UserOptions {
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  /** a supervisor: approves purchase orders */
  approver?: boolean;
  /** fields of the company form's user row added or replaced (their address, phone...) */
  row?: Record<string, unknown>;
}

/** A unique address of the run for a new user. */
export const userEmail = (who: string) => `${who}.${stamp()}@world.test`.toLowerCase();
/** A user row of the company form; `position` is a role id of the company's level. */
export const userRow = (email: string, who: UserOptions, position: number, level: number) => ({
  first_name: who.firstName,
  last_name: who.lastName ?? 'Member',
  address_line_1: '1 Church St',
  city: 'Dallas',
  country: 'US',
  state: 'TX',
  zip_code: '75001',
  email,
  contact_number: '5551234567',
  access_level: level,
  position,
  approver: who.approver ? 1 : 0,
  ...who.row,
});

/** The company form's request for a new company of these users (Super-Admin's POST /company). */
export const companyBody = (legalName: string, location: number, users: Array<ReturnType<typeof userRow>>, level = 1) => ({
  legal_name: legalName,
  company_type: 'Non-Profit',
  ein: '12-3456789',
  primary_first_name: 'Mary',
  primary_last_name: 'Steward',
  email: userEmail('office'),
  country: 'US',
  state: 'TX',
  location,
  access_level: level,
  users,
});
