import { createHash } from 'node:crypto';
import { M, type RouteAccess } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { companies, permissions, rolePermissions, sessions, users } from '../db/schema/index.js';
import { AppError, forbidden, unauthorized } from '../errors.js';

export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** Who is calling: loaded fresh on every request, so a permission change applies at the next call. */
export interface AuthContext {
  userId: number;
  sessionId: number;
  email: string;
  firstName: string;
  isSuperAdmin: boolean;
  companyId: number | null;
  roleId: number | null;
  accessLevelId: number | null;
  approver: boolean;
  permissions: ReadonlySet<string>;
}

/** Route access, with 'twoFactor' for the one call an unverified two-factor token may make. */
export type Access = RouteAccess | 'twoFactor';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    routeAccess: Array<{ method: string; url: string; access: Access | undefined }>;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Routes registered by plugins we use as they are (API docs, static web files) outside /api/v1. */
const isPluginRoute = (url: string) => !url.startsWith('/api/v1');

export function registerAccessGate(app: FastifyInstance, db: Db, clock: () => Date) {
  app.decorateRequest('auth', null);
  app.decorate('routeAccess', []);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeAccess.push({ method, url: route.url, access });
    if (!access && !isPluginRoute(route.url)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (public, signedIn, superAdmin or a permission)`);
    }
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const auth = await authenticate(db, req, clock(), access === 'twoFactor' ? 'otp' : 'full');
    req.auth = auth;
    if (!allowed(auth, access)) throw forbidden();
  });
}

function allowed(auth: AuthContext, access: Access): boolean {
  if (access === 'signedIn' || access === 'twoFactor' || access === 'public') return true;
  if (auth.isSuperAdmin) return true;
  if (access === 'superAdmin') return false;
  if ('permission' in access) return auth.permissions.has(access.permission);
  return access.anyOf.some((p) => auth.permissions.has(p));
}

async function authenticate(db: Db, req: FastifyRequest, now: Date, purpose: 'full' | 'otp'): Promise<AuthContext> {
  const header = req.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthorized();
  const [row] = await db
    .select({ session: sessions, user: users, companyDeletedAt: companies.deletedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) throw unauthorized();
  const { session, user } = row;
  if (session.expiresAt <= now || now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    throw new AppError(401, 'Your session has expired. Please sign in again.');
  }
  if (user.suspendedAt || row.companyDeletedAt) throw new AppError(401, M.accountSuspended);
  if (session.purpose !== purpose) throw purpose === 'full' ? unauthorized('Please enter the verification code first.') : unauthorized();
  // Idle expiry needs last_seen; writing it at most once a minute keeps reads cheap.
  if (now.getTime() - session.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  const perms = user.roleId
    ? await db
        .select({ name: permissions.name })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(eq(rolePermissions.roleId, user.roleId))
    : [];
  return {
    userId: user.id,
    sessionId: session.id,
    email: user.email,
    firstName: user.firstName,
    isSuperAdmin: user.isSuperAdmin,
    companyId: user.companyId,
    roleId: user.roleId,
    accessLevelId: user.accessLevelId,
    approver: user.approver,
    permissions: new Set(perms.map((p) => p.name)),
  };
}
