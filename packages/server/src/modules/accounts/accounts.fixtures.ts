import { eq } from 'drizzle-orm';
import { makeCompany } from '../../../test/factories.js';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { seedStandardChart } from './standard-chart.js';

/**
 * Test-only: an inserted company with the standard chart seeded WITHOUT a creator, and its account ids by
 * number. accounts.test alone needs it (it asserts a seeded account has no creator; through the API the
 * Super-Admin who creates the company is its chart's creator); every other test takes the world builder's.
 */
export async function companyWithChart(db: Db, over: Parameters<typeof makeCompany>[1] = {}) {
  const company = await makeCompany(db, over);
  await seedStandardChart(db, { companyId: company.id, level: company.accessLevelId, createdBy: null });
  const chart = await db.select().from(accounts).where(eq(accounts.companyId, company.id));
  const byNumber = Object.fromEntries(chart.map((a) => [a.accountNumber, a.id])) as Record<string, number>;
  return { company, byNumber };
}
