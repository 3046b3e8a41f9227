/**
 * The world builder's ground (world.ts): how it reaches the app (WorldPort, Client, Res), the seeded positions,
 * and values no other world of the run has (names, EINs, bill references, days).
 */

/** An answer of the API: HTTP status and parsed body. */
export interface Res {
  status: number;
  body: any;
  headers: Record<string, unknown>;
}

/** The API as one caller (a bearer token, or none). */
export interface Client {
  get(url: string, headers?: Record<string, string>): Promise<Res>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<Res>;
  del(url: string): Promise<Res>;
}

/** How the builder reaches the app. */
export interface WorldPort {
  client(token?: string): Client;
  adminToken(): Promise<string>;
  /** Sets a new user's password through the invitation they were mailed (the real reset call). */
  acceptInvitation(email: string, password: string): Promise<void>;
}

/** Positions seeded by migration 0001 under Local Assembly (access level 1): the `position` of a company's user. */
export const POSITION = { Treasurer: 2, Bookkeeper: 3, Auditor: 4 } as const;
export type Position = keyof typeof POSITION;
/** The same positions at another access level (0001 seeds them three per level, in level order). */
export const positionAt = (position: Position, level: number) => POSITION[position] + 3 * (level - 1);

/** The password every world user chooses from their invitation. */
export const WORLD_PASSWORD = 'World-pass-1';

/** Today (or `offset` days away) as the forms send it: the local calendar day. */
export const day = (offset = 0) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

let counter = 0;
/** The run's next count, for values that must differ from every other of the run. */
export const nextCount = () => ++counter;
export const stamp = () => `${Date.now().toString(36)}${(++counter).toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
/** A bill reference (at most 10 characters) no other bill of the run has: the same vendor + reference asks first. */
export const reference = (prefix: string) =>
  `${prefix}${(Date.now() % 36 ** 5).toString(36).padStart(5, '0')}${(++counter % 36 ** 4).toString(36).padStart(4, '0')}`;
/** A name no other world of the run (or of a parallel run on one server) has. */
export const uniq = (prefix: string) => `${prefix} ${stamp()}`;
let einCounter = 0;
/** An EIN no other vendor of the run has (a company refuses a second live vendor with one). */
export const uniqEin = () => {
  const n = ((Date.now() % 1e6) * 10 + (++einCounter % 10) + Math.floor(Math.random() * 1e6)) % 1e7;
  return `${String(10 + (einCounter % 89)).padStart(2, '0')}-${String(n).padStart(7, '0')}`;
};

/** The body of a 200 answer; any other answer throws, quoting the call and the answer. */
export function ok(res: Res, what = 'call'): any {
  if (res.status !== 200) throw new Error(`world: ${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 800)}`);
  return res.body;
}
