import type { AppInstance } from '../../src/app.js';
import { makeRole } from '../../src/modules/companies/company-fixtures.js';
import { api, loginAs } from '../api.js';
import { ADMIN, type TestContext } from '../harness.js';
import { type CompanyOptions, type UserOptions, World, type WorldCompany, type WorldPort } from './world.js';

export * from './world.js';

/** The invitation's single-use token, from the link in the newest mail to `email`. */
const inviteToken = (text: string) => decodeURIComponent(/token=([^&\s]+)/.exec(text)?.[1] ?? '');

/**
 * The world builder over app.inject: the API tests' port. Invitations are read from the test's memory mail
 * sink after a flush of the outbox (a context with another sink passes `mailOf` to find them).
 */
export function serverPort(app: AppInstance, mailOf: (email: string) => string | undefined): WorldPort {
  return {
    client: (token?: string) => api(app, token),
    adminToken: () => loginAs(app, ADMIN.email, ADMIN.password),
    async acceptInvitation(email, password) {
      await app.deps.mail.flush();
      const text = mailOf(email);
      if (!text) throw new Error(`world: no invitation mail to ${email}`);
      const res = await api(app).post('/password/reset', { email, token: inviteToken(text), password, password_confirmation: password });
      if (res.status !== 200) throw new Error(`world: invitation of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    },
  };
}

const worlds = new WeakMap<TestContext, World>();

/** The world of a test context (test/harness.ts), one per context: `const b = await testWorld(t).company();` */
export function testWorld(t: TestContext): World {
  let world = worlds.get(t);
  if (!world) {
    world = new World(serverPort(t.app, (email) => t.mail.sent.findLast((m) => m.to === email)?.text));
    worlds.set(t, world);
  }
  return world;
}

/** A company of the test's world with its chart: `company.id`, `company.legalName`, account ids `byNumber`. */
export async function companyWithChart(t: TestContext, opts: CompanyOptions = {}) {
  const company = await testWorld(t).company(opts);
  return { company, byNumber: await company.chart() };
}

/**
 * A user of the company whose position holds exactly these permissions: the position is the test's own (the
 * app has no route that makes one), the user is added and accepts the invitation through the API.
 */
export async function userWith(t: TestContext, company: WorldCompany, held: string[], opts: UserOptions = {}) {
  return company.user((await makeRole(t.db, company.level, held)).id, opts);
}
