import { and, eq } from 'drizzle-orm';
import { makeCompany, makeUser } from '../../../test/factories.js';
import type { Db } from '../../db/client.js';
import { accounts, permissions, rolePermissions, roles } from '../../db/schema/index.js';
import { seedStandardChart } from './standard-chart.js';

/** Test-only: a company with the standard chart, and its account ids by number. */
export async function companyWithChart(db: Db, over: Parameters<typeof makeCompany>[1] = {}) {
  const company = await makeCompany(db, over);
  const existing = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, company.id)).limit(1);
  if (!existing.length) await seedStandardChart(db, { companyId: company.id, level: company.accessLevelId, createdBy: null });
  const chart = await db.select().from(accounts).where(eq(accounts.companyId, company.id));
  const byNumber = Object.fromEntries(chart.map((a) => [a.accountNumber, a.id])) as Record<string, number>;
  return { company, byNumber };
}

/** Test-only: a user whose position holds exactly the given permissions. */
export async function userWith(db: Db, companyId: number, held: string[]) {
  const name = `Custom ${Math.random().toString(36).slice(2, 8)}`;
  const [role] = await db.insert(roles).values({ name, accessLevelId: 1 }).returning();
  for (const p of held) {
    const [perm] = await db.select().from(permissions).where(eq(permissions.name, p));
    await db.insert(rolePermissions).values({ roleId: role.id, permissionId: perm.id });
  }
  return makeUser(db, companyId, { position: name });
}

export const accountIdByNumber = async (db: Db, companyId: number, number: string) =>
  (await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.accountNumber, number))))[0]?.id;
