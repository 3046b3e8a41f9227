import { PERMISSION_GROUPS, type PermissionGroupRow, type RoleRow, SUPER_ADMIN_ROLE_ID } from '@app/contract';
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accessLevels, permissions, rolePermissions, roles } from '../../db/schema/index.js';

/** A position with its access level's name. */
export interface Position {
  id: number;
  name: string;
  accessLevelId: number | null;
  accessLevelName: string | null;
}
const positionColumns = { id: roles.id, name: roles.name, accessLevelId: roles.accessLevelId, accessLevelName: accessLevels.name };

/** A position as the wire shows it (the access level's name keeps the wire's spelling `acess_level_name`). */
export const positionToWire = (p: Position): RoleRow => ({
  id: p.id,
  name: p.name,
  access_level: p.accessLevelId,
  acess_level_name: p.accessLevelName,
});

/** Positions (every role but Super-Admin), optionally of one access level. */
export async function positions(db: DbOrTx, level?: number): Promise<Position[]> {
  const where: SQL | undefined = and(ne(roles.id, SUPER_ADMIN_ROLE_ID), level ? eq(roles.accessLevelId, level) : undefined);
  return db
    .select(positionColumns)
    .from(roles)
    .leftJoin(accessLevels, eq(accessLevels.id, roles.accessLevelId))
    .where(where)
    .orderBy(asc(roles.accessLevelId), asc(roles.id));
}

export async function findRole(db: DbOrTx, id: number): Promise<Position | undefined> {
  const [row] = await db.select(positionColumns).from(roles).leftJoin(accessLevels, eq(accessLevels.id, roles.accessLevelId)).where(eq(roles.id, id));
  return row;
}

/** The matrix of the catalogue for one role: a cell per action that applies, null where it is 'N/A'. */
export async function permissionMatrix(db: DbOrTx, roleId: number): Promise<PermissionGroupRow[]> {
  const all = await db.select().from(permissions).orderBy(asc(permissions.sort));
  const held = new Set(
    (await db.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId))).map((r) => r.id),
  );
  const cell = (group: string, action: string) => {
    const p = all.find((x) => x.groupName === group && x.action === action);
    return p ? { permission_id: p.id, permission_value: held.has(p.id) } : null;
  };
  return PERMISSION_GROUPS.map((g) => ({
    permissionGroup: g.group,
    label: g.label,
    Create: cell(g.group, 'Create'),
    Edit: cell(g.group, 'Edit'),
    View: cell(g.group, 'View'),
    Delete: cell(g.group, 'Delete'),
  }));
}
