import { accessRolesQuery, M, permissionGroupRow, rolePage, rolePermissionRequest, rolePermissionUpdateRequest, roleRow } from '@app/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { accessLevels, companies } from '../../db/schema/index.js';
import { authOf } from '../../plugins/company-scope.js';
import { positions } from './roles.repo.js';
import { matrixOf, updatePermissions } from './roles.service.js';

const ok = z.object({ status: z.literal(200), message: z.string() });
const tags = ['Roles'];
/** The Add Company User dialog reads positions and their permissions as well as the roles screen. */
const companyEditors = { anyOf: ['CompanyInformation_Create', 'CompanyInformation_Edit'] };

export async function roleRoutes(app: AppInstance) {
  const db = app.deps.db;

  app.get(
    '/accessRoles',
    {
      schema: { tags, querystring: accessRolesQuery, response: { 200: z.object({ status: z.literal(200), data: rolePage }) } },
      config: { access: companyEditors },
    },
    async (req) => {
      const data = await positions(db, req.query.access_level || undefined);
      return { status: 200 as const, data: { data, current_page: 1, per_page: Math.max(1, data.length), total: data.length, last_page: 1 } };
    },
  );

  app.post(
    '/rolesPermission',
    {
      schema: { tags, body: rolePermissionRequest, response: { 200: ok.extend({ role: roleRow, permissions: z.array(permissionGroupRow) }) } },
      config: { access: companyEditors },
    },
    async (req) => ({ status: 200 as const, message: 'OK', ...(await matrixOf(db, req.body)) }),
  );

  app.post(
    '/rolesPermissionUpdate',
    { schema: { tags, body: rolePermissionUpdateRequest, response: { 200: ok } }, config: { access: 'superAdmin' } },
    async (req) => {
      await updatePermissions(db, req.body);
      return { status: 200 as const, message: M.permissionChanged };
    },
  );

  // The signed-in user's level (a company user's is their company's); the Administrator has none.
  app.get(
    '/loginUserAccessLevel',
    {
      schema: { tags, response: { 200: z.object({ status: z.literal(200), accessLevel: z.object({ id: z.number(), name: z.string() }).nullable() }) } },
      config: { access: 'signedIn' },
    },
    async (req) => {
      const auth = authOf(req);
      let level = auth.accessLevelId;
      if (!level && auth.companyId) {
        const [c] = await db.select({ level: companies.accessLevelId }).from(companies).where(eq(companies.id, auth.companyId));
        level = c?.level ?? null;
      }
      const [row] = level ? await db.select({ id: accessLevels.id, name: accessLevels.name }).from(accessLevels).where(eq(accessLevels.id, level)) : [];
      return { status: 200 as const, accessLevel: auth.isSuperAdmin ? null : (row ?? null) };
    },
  );
}
