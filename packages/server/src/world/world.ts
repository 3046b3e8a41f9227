/**
 * One builder of worlds for the API tests, the journeys and the demo: companies, users with a position,
 * fund programs, vendors, funded banks, bills, payments, checks and purchase orders, all made through the
 * real API routes as the company's own users would make them (never by inserting business rows), so every
 * rule, number and posting is the app's own. It imports nothing of the server: how a call reaches the app
 * (app.inject in the API tests and the demo, fetch in the journeys) and how a new user accepts their invitation
 * is the `WorldPort` each side gives it (test/world/server.ts, e2e/support/world.ts, src/demo/port.ts). It lives
 * in src because `npm run demo` (shipped code) builds its companies with it.
 *
 *   const world = testWorld(t);
 *   const grace = await world.company({ name: 'Grace Chapel' });       // + a Treasurer, signed in
 *   const auditor = await grace.user('Auditor');
 *   await grace.fund('5000.00');                                     // bank 1000 from net assets
 *   const bill = await grace.bill('120.00');                         // Created, Dr 5200 / Cr 2000
 *   const [payment] = await grace.pay([bill]);
 *   const [check] = await grace.voucherCheck([payment.id]);
 */

import { type Client, ok, type Position, positionAt, type Res, uniq, WORLD_PASSWORD, type WorldPort } from './world-basics.js';
import { WorldCompany } from './world-company.js';
import { companyBody, type UserOptions, userEmail, userRow, type WorldMember } from './world-users.js';

export * from './world-basics.js';
export * from './world-company.js';
export * from './world-users.js';

export interface CompanyOptions {
  name?: string;
  /** the first user, a Treasurer signed in as `company.treasurer` */
  treasurer?: UserOptions;
  /** the access level (1 Local Assembly, 4 District...; default 1): its Treasurer gets that level's position */
  level?: number;
  /** the parent in the tree (issue 27), set by Super-Admin on create */
  parentCompanyId?: number;
  /**
   * false: the Treasurer is invited but does not accept (no `treasurer`, no `api`), for a company a test only
   * needs to exist; it saves the two password hashings of a sign-in.
   */
  signIn?: boolean;
  /** two-factor sign-in (a code by mail); its Treasurer is then not signed in unless `signIn` says so */
  authentication?: boolean;
  /** its location (default one location of the world's own) */
  location?: number;
  /**
   * The company form's users in its one request, instead of the one Treasurer: each a seeded position of the
   * company's level. Each accepts the invitation without signing in (`company.members`, in this order); the
   * company then has no signed-in `treasurer` (`signIn` and `treasurer` are not used).
   */
  members?: Array<UserOptions & { position: Position }>;
  /** fields of the company request added or replaced (`city`...) */
  over?: Record<string, unknown>;
}

export class World {
  private locationId: Promise<number> | null = null;
  private admin: Client | null = null;

  constructor(readonly port: WorldPort) {}

  /**
   * Super-Admin's API. The session is kept for the world's life; when the app has ended it (idle time, or a
   * journey that signed the Super-Admin out everywhere: 401), the call is made again once on a new session.
   */
  async asAdmin(): Promise<Client> {
    if (!this.admin) {
      let session = this.port.client(await this.port.adminToken());
      const again = async (call: (c: Client) => Promise<Res>): Promise<Res> => {
        const res = await call(session);
        if (res.status !== 401) return res;
        session = this.port.client(await this.port.adminToken());
        return call(session);
      };
      this.admin = {
        get: (url, headers) => again((c) => c.get(url, headers)),
        post: (url, payload, headers) => again((c) => c.post(url, payload, headers)),
        del: (url) => again((c) => c.del(url)),
      };
    }
    return this.admin;
  }

  /** A new location (Super-Admin's list of locations), answering its id. */
  async location(name = uniq('Location')): Promise<number> {
    return ok(await (await this.asAdmin()).post('/location', { name }), 'POST /location').data.id;
  }

  /** A new ministry (Super-Admin's list of ministries), answering its id. */
  async ministry(name = uniq('Ministry')): Promise<number> {
    return ok(await (await this.asAdmin()).post('/ministry', { name }), 'POST /ministry').data.id;
  }

  /** A new company (standard chart of accounts) with one Treasurer who has accepted their invitation. */
  async company(opts: CompanyOptions = {}): Promise<WorldCompany> {
    const admin = await this.asAdmin();
    const legalName = opts.name ?? uniq('Grace Assembly');
    const who = opts.treasurer ?? {};
    const email = who.email ?? userEmail('treasurer');
    const level = opts.level ?? 1;
    const members = opts.members?.map((m) => ({ ...m, email: m.email ?? userEmail(m.position) }));
    const rows = members
      ? members.map((m) => userRow(m.email, { firstName: m.position, ...m }, positionAt(m.position, level), level))
      : [userRow(email, { firstName: 'Tara', ...who }, positionAt('Treasurer', level), level)];
    this.locationId ??= opts.location === undefined ? this.location() : null; // one promise: companies made at once share it
    const body = companyBody(legalName, opts.location ?? (await this.locationId)!, rows, level);
    const res = await admin.post('/company', { ...body, parent_company_id: opts.parentCompanyId, authentication: opts.authentication ? 1 : 0, ...opts.over });
    const id = ok(res, 'POST /company').lastInsertedId as number;
    const company = new WorldCompany(this, id, legalName, level);
    if (members) company.members = await this.accepted(id, members);
    else if (opts.signIn ?? !opts.authentication) company.treasurer = await company.signIn(email, who.password);
    return company;
  }

  /** The company's new users accept their invitations (without signing in), in order. */
  private async accepted(companyId: number, members: Array<UserOptions & { email: string }>): Promise<WorldMember[]> {
    for (const m of members) await this.port.acceptInvitation(m.email, m.password ?? WORLD_PASSWORD);
    const company = ok(await (await this.asAdmin()).get(`/company/${companyId}`), `GET /company/${companyId}`).data;
    const idOf = (email: string) => (company.users as Array<{ id: number; email: string }>).find((u) => u.email === email)!.id;
    return members.map((m) => ({ id: idOf(m.email), email: m.email, password: m.password ?? WORLD_PASSWORD }));
  }
}
