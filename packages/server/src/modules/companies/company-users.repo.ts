import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { inScope, type OneCompanyScope } from '../../plugins/company-scope.js';

/** A company's users (not Super-Admins), each row locked until the transaction ends: the user list is saved as a whole. */
export function lockCompanyUsers(tx: DbOrTx, scope: OneCompanyScope) {
  return tx
    .select()
    .from(users)
    .where(and(inScope(scope, users.companyId), eq(users.isSuperAdmin, false)))
    .for('update');
}

/** Writes one user of the scope's company (never one of another company, whatever id is given). */
export async function setCompanyUser(tx: DbOrTx, scope: OneCompanyScope, id: number, set: Partial<typeof users.$inferInsert>) {
  await tx
    .update(users)
    .set(set)
    .where(and(eq(users.id, id), inScope(scope, users.companyId)));
}

/** A new user of the scope's company; answers its id. */
export async function insertCompanyUser(tx: DbOrTx, scope: OneCompanyScope, values: Omit<typeof users.$inferInsert, 'companyId'>) {
  const [row] = await tx
    .insert(users)
    .values({ ...values, companyId: scope.companyId })
    .returning({ id: users.id });
  return row.id;
}

/** Suspends every active user of the company (it is being deleted); answers who was suspended. */
export function suspendMembers(tx: DbOrTx, scope: OneCompanyScope, now: Date) {
  return tx
    .update(users)
    .set({ suspendedAt: now, updatedAt: now })
    .where(and(inScope(scope, users.companyId), isNull(users.suspendedAt)))
    .returning({ id: users.id });
}
