import { M, type RolePermissionChange, SUPER_ADMIN_ROLE_ID } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { permissions, rolePermissions, roles } from '../../db/schema/index.js';
import { conflict, invalid, notFound } from '../../errors.js';
import { findRole, permissionMatrix, positionToWire } from './roles.repo.js';

export async function matrixOf(db: Db, roleId: number) {
  const role = await findRole(db, roleId);
  if (!role) throw notFound();
  return { role: positionToWire(role), permissions: await permissionMatrix(db, roleId) };
}

/**
 * Applies the screen's added and removed permission ids to one position. The access gate reads
 * permissions on every request, so the position's users feel the change at their next call.
 */
export async function updatePermissions(db: Db, input: RolePermissionChange) {
  if (input.roleId === SUPER_ADMIN_ROLE_ID) throw conflict(M.superAdminRoleLocked);
  const { add, remove } = input;
  await db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, input.roleId)).for('update');
    if (!role) throw notFound();
    const wanted = [...new Set([...add, ...remove])];
    if (wanted.length) {
      const known = await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, wanted));
      if (known.length !== wanted.length) throw invalid(M.permissionUnknown, 'permissions');
    }
    if (add.length) {
      await tx
        .insert(rolePermissions)
        .values([...new Set(add)].map((permissionId) => ({ roleId: input.roleId, permissionId })))
        .onConflictDoNothing();
    }
    if (remove.length) {
      await tx.delete(rolePermissions).where(and(eq(rolePermissions.roleId, input.roleId), inArray(rolePermissions.permissionId, remove)));
    }
  });
}
