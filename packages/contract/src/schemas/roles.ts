import { z } from 'zod';
import { M } from '../messages.js';
import { ACTIONS } from '../permissions.js';
import { idSchema, paginated, requiredId, zeroOrIdSchema } from './common.js';

/** Positions (roles) and their permissions, as the roles screen and the Add Company User dialog use them. */

export const accessRolesQuery = z.object({
  /** only the positions of this access level */
  access_level: zeroOrIdSchema().optional(),
});

export const roleRow = z.object({
  id: z.number(),
  name: z.string(),
  access_level: z.number().nullable(),
  acess_level_name: z.string().nullable(),
});
export type RoleRow = z.infer<typeof roleRow>;
export const rolePage = paginated(roleRow);

/** The 'role/position' of the call: either name is accepted; the body becomes the position's id. */
export const rolePermissionRequest = z
  .object({ role: z.unknown().optional(), position: z.unknown().optional() })
  .transform((v) => v.role ?? v.position)
  .pipe(requiredId(M.selectPosition));

const cell = z.object({ permission_id: z.number(), permission_value: z.boolean() }).nullable();
/** One row of the matrix; a null action is 'N/A' for that group. */
export const permissionGroupRow = z.object({
  permissionGroup: z.string(),
  label: z.string(),
  Create: cell,
  Edit: cell,
  View: cell,
  Delete: cell,
});
export type PermissionGroupRow = z.infer<typeof permissionGroupRow>;
export type PermissionCell = z.infer<typeof cell>;
export const MATRIX_ACTIONS = ACTIONS;

const ids = z.array(idSchema(M.permissionUnknown)).max(500).default([]);

export const rolePermissionUpdateRequest = z
  .object({
    role: requiredId(M.selectPosition),
    permissions: z.object({ add: ids, remove: ids }, { error: M.validationFailed }),
  })
  .superRefine((v, ctx) => {
    if (v.permissions.add.some((id) => v.permissions.remove.includes(id))) {
      ctx.addIssue({ code: 'custom', path: ['permissions'], message: M.permissionAddRemove });
    }
  });
export type RolePermissionUpdate = z.output<typeof rolePermissionUpdateRequest>;
export type RolePermissionUpdateInput = z.input<typeof rolePermissionUpdateRequest>;
/** A change of a position's permissions as the roles service takes it (the wire's `role` is the position's id). */
export interface RolePermissionChange {
  roleId: number;
  /** permission ids to grant */
  add: number[];
  /** permission ids to withdraw */
  remove: number[];
}
/** POST /rolesPermissionUpdate's body: rolePermissionUpdateRequest transformed into a RolePermissionChange. */
export const rolePermissionUpdateBody = rolePermissionUpdateRequest.transform(
  (v): RolePermissionChange => ({ roleId: v.role, add: v.permissions.add, remove: v.permissions.remove }),
);
