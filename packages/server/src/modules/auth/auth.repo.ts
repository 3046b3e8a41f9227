import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accessLevels, companies, permissions, rolePermissions, roles, sessions, users } from '../../db/schema/index.js';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ user: users, company: companies, roleName: roles.name, accessLevelName: accessLevels.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(accessLevels, eq(accessLevels.id, users.accessLevelId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function permissionNames(db: DbOrTx, roleId: number | null): Promise<string[]> {
  if (!roleId) return [];
  const rows = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(permissions.sort);
  return rows.map((r) => r.name);
}

export async function roleOf(db: DbOrTx, roleId: number | null) {
  if (!roleId) return null;
  const [row] = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.id, roleId));
  return row ?? null;
}

export async function revokeSessions(db: DbOrTx, userId: number, now: Date, exceptSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}
