import { accessRolesQuery, M, okSaying, okStatus, permissionGroupRow, rolePage, rolePermissionRequest, rolePermissionUpdateBody, roleRow } from '@app/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { accessLevels } from '../../db/schema/index.js';
import { companyById } from '../../lib/lookups.js';
import { authOf } from '../../plugins/company-scope.js';
import { positions, positionToWire } from './roles.repo.js';
import { matrixOf, updatePermissions } from './roles.service.js';

const tags = ['Roles'];
const doc = (summary: string, description: string) => ({ tags, summary, description });
/** The Add Company User dialog reads positions and their permissions as well as the roles screen. */
const companyEditors = { anyOf: ['CompanyInformation_Create', 'CompanyInformation_Edit'] };

export async function roleRoutes(app: AppInstance) {
  const db = app.deps.db;

  app.get(
    '/accessRoles',
    {
      schema: {
        ...doc(
          'Positions (roles)',
          'The positions users can hold, optionally those of one ?access_level= (0 or absent: all), in one page holding every row (current_page 1). Needs CompanyInformation_Create or _Edit (the Add Company User dialog reads it too).',
        ),
        querystring: accessRolesQuery,
        response: { 200: z.object({ status: okStatus, data: rolePage }) },
      },
      config: { access: companyEditors },
    },
    async (req) => {
      const data = (await positions(db, req.query.access_level || undefined)).map(positionToWire);
      return { data: { data, current_page: 1, per_page: Math.max(1, data.length), total: data.length, last_page: 1 } };
    },
  );

  app.post(
    '/rolesPermission',
    {
      schema: {
        ...doc(
          "A position's permissions",
          'A read despite the POST: body { role } (or { position }) names the position; answers the role and its matrix, one row per permission group with Create, Edit, View and Delete cells { permission_id, permission_value: held }. Needs CompanyInformation_Create or _Edit. No position: 422; an unknown one: 404.',
        ),
        body: rolePermissionRequest,
        response: { 200: okSaying('OK').extend({ role: roleRow, permissions: z.array(permissionGroupRow) }) },
      },
      config: { access: companyEditors },
    },
    async (req) => ({ ...(await matrixOf(db, req.body)) }),
  );

  app.post(
    '/rolesPermissionUpdate',
    {
      schema: {
        ...doc(
          "Change a position's permissions",
          'Super-Admin only. Grants permissions.add and withdraws permissions.remove (permission ids) for one position; its users feel the change at their next call. The Super-Admin position: 409; an unknown position: 404; an unknown permission id: 422, nothing changes.',
        ),
        body: rolePermissionUpdateBody,
        response: { 200: okSaying(M.permissionChanged) },
      },
      config: { access: 'superAdmin' },
    },
    async (req) => {
      await updatePermissions(db, req.body);
      return {};
    },
  );

  // The signed-in user's level (a company user's is their company's); the Administrator has none.
  app.get(
    '/loginUserAccessLevel',
    {
      schema: {
        ...doc(
          "The caller's access level",
          "The signed-in user's access level (id, name); a company user's is their company's when they have none of their own. Super-Admin: null. Any signed-in user.",
        ),
        response: { 200: z.object({ status: okStatus, accessLevel: z.object({ id: z.number(), name: z.string() }).nullable() }) },
      },
      config: { access: 'signedIn' },
    },
    async (req) => {
      const auth = authOf(req);
      let level = auth.accessLevelId;
      if (!level && auth.companyId) {
        level = (await companyById(db, auth.companyId))?.accessLevelId ?? null;
      }
      const [row] = level ? await db.select({ id: accessLevels.id, name: accessLevels.name }).from(accessLevels).where(eq(accessLevels.id, level)) : [];
      return { accessLevel: auth.isSuperAdmin ? null : (row ?? null) };
    },
  );
}
