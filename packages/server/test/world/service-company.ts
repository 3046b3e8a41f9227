import { companyCreateBody } from '@app/contract';
import { eq } from 'drizzle-orm';
import { accounts, users } from '../../src/db/schema/index.js';
import * as companies from '../../src/modules/companies/companies.service.js';
import { ADMIN, type TestContext } from '../harness.js';
import { SUPER_ADMIN_AUTH } from '../scopes.js';
import { testWorld } from './server.js';
import { companyBody, positionAt, uniq, userEmail, userRow } from './world.js';

/**
 * A company made through the companies SERVICE, the very function POST /company calls (its standard chart
 * seeded, its Treasurer invited), for the unit tests that call post() directly: no sign-in, no password
 * hashing. `treasurerId` is the invited Treasurer's user id (for `createdBy`); `byNumber` its chart's ids.
 */
export async function serviceCompany(t: TestContext, opts: { name?: string; level?: number } = {}) {
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  const auth = { ...SUPER_ADMIN_AUTH, userId: admin.id };
  const deps = { db: t.db, clock: t.app.deps.clock, appUrl: t.app.deps.config.appUrl, orgName: t.app.deps.config.orgName };
  const level = opts.level ?? 1;
  const legalName = opts.name ?? uniq('Grace Assembly');
  const email = userEmail('treasurer');
  const location = await testWorld(t).location();
  const input = companyCreateBody.parse(
    companyBody(legalName, location, [userRow(email, { firstName: 'Tara' }, positionAt('Treasurer', level), level)], level),
  );
  const id = await companies.create(deps, auth, input);
  const [treasurer] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const chart = await t.db.select({ id: accounts.id, number: accounts.accountNumber }).from(accounts).where(eq(accounts.companyId, id));
  return { id, legalName, treasurerId: treasurer.id, byNumber: Object.fromEntries(chart.map((a) => [a.number, a.id])) as Record<string, number> };
}

/** `serviceCompany` in the shape the inserted fixture had: `{ company: { id, legalName }, byNumber }`. */
export async function serviceCompanyWithChart(t: TestContext) {
  const { byNumber, ...company } = await serviceCompany(t);
  return { company, byNumber };
}
