import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { companies, roles, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { PASSWORD } from './harness.js';

let seq = 0;
const next = () => ++seq + Math.floor(Math.random() * 1e6);

/**
 * Builders for test data. Until the company service exists they insert rows directly; the company
 * feature replaces these with calls through its service.
 */
export async function makeCompany(db: Db, over: Partial<typeof companies.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(companies)
    .values({
      legalName: `Test Assembly ${n}`,
      companyType: 'Non-Profit',
      ein: `12-${String(n).padStart(7, '0')}`,
      primaryFirstName: 'Pat',
      primaryLastName: 'Treasurer',
      email: `office${n}@assembly.test`,
      accessLevelId: 1,
      ...over,
    })
    .returning();
  return row;
}

/** A company user with a default position of their level ('Treasurer', 'Bookkeeper' or 'Auditor'). */
export async function makeUser(
  db: Db,
  companyId: number,
  over: Partial<typeof users.$inferInsert> & { position?: string; password?: string } = {},
) {
  const { position = 'Treasurer', password = PASSWORD, ...rest } = over;
  const level = rest.accessLevelId ?? 1;
  const [role] = await db.select().from(roles).where(and(eq(roles.name, position), eq(roles.accessLevelId, level)));
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      email: `user${n}@assembly.test`,
      passwordHash: await hashPassword(password),
      firstName: 'Test',
      lastName: `User${n}`,
      companyId,
      roleId: role.id,
      accessLevelId: level,
      ...rest,
    })
    .returning();
  return row;
}
