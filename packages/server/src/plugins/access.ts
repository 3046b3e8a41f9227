import { createHash } from 'node:crypto';
import { M, type RouteAccess } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema/index.js';
import { AppError, forbidden, unauthorized } from '../errors.js';
import { withReadableSubtree } from './company-tree.js';
import { type SessionPool, type SessionProfile, sessionCache } from './session-cache.js';

type SessionCache = ReturnType<typeof sessionCache>;

export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** Who is calling: cached per node a few seconds, but a permission change still applies at the next call (session-cache.ts). */
export interface AuthContext {
  userId: number;
  sessionId: number;
  email: string;
  firstName: string;
  /** absent on contexts made outside a request (tests, jobs) */
  lastName?: string | null;
  isSuperAdmin: boolean;
  companyId: number | null;
  roleId: number | null;
  accessLevelId: number | null;
  approver: boolean;
  permissions: ReadonlySet<string>;
  /** GET /account's other fields, loaded with the session (absent on contexts made outside a request) */
  profile?: SessionProfile;
  /**
   * Issue 27: the live companies below the caller's own (its subtree, own excluded), set only on a read
   * (GET/HEAD) of a Rollup_View holder. company-scope.ts lets a read name one of them; a write never can.
   */
  readable?: ReadonlySet<number>;
  /** with `readable`: the read names one record by id in its path (company-tree.ts namesRecord) */
  readsById?: boolean;
}

/** Route access, with 'twoFactor' for the one call an unverified two-factor token may make. */
export type Access = RouteAccess | 'twoFactor';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * 'report': the route reads on `app.deps.reportDb`, and its session check runs there too, so a crowd on a
     * report never takes the main pool's connections (the lists keep them). Absent: the main pool.
     */
    pool?: SessionPool;
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

export function registerAccessGate(app: FastifyInstance, db: Db, clock: () => Date, reportDb: Db = db) {
  app.decorateRequest('auth', null);
  const cache = sessionCache(db, reportDb);
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
    const pool = req.routeOptions.config?.pool ?? 'main';
    const on = pool === 'report' ? reportDb : db;
    const auth = await authenticate(on, pool, cache, req, clock(), access === 'twoFactor' ? 'otp' : 'full');
    req.auth = await withReadableSubtree(on, auth, req.method, req.params);
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

async function authenticate(db: Db, pool: SessionPool, cache: SessionCache, req: FastifyRequest, now: Date, purpose: 'full' | 'otp'): Promise<AuthContext> {
  const header = req.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthorized();
  const hash = hashToken(token);
  // One round trip: cached per node for a few seconds, dropped at once on any access change (session-cache.ts).
  const row = await cache.get(hash, Date.now(), pool);
  if (!row) throw unauthorized();
  if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    throw new AppError(401, 'Your session has expired. Please sign in again.');
  }
  if (row.suspendedAt || row.companyDeletedAt) throw new AppError(401, M.accountSuspended);
  if (row.purpose !== purpose) throw purpose === 'full' ? unauthorized('Please enter the verification code first.') : unauthorized();
  // Idle expiry needs last_seen; writing it at most once a minute keeps reads cheap. On the route's pool, a
  // report's too: session bookkeeping, not a write of the books.
  // The cached copy is touched before the write, so the requests of a busy session that arrive meanwhile do not
  // write the same row again and queue behind one another's row lock (a list's crowd after a quiet minute).
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    cache.touch(hash, now);
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isSuperAdmin: row.isSuperAdmin,
    companyId: row.companyId,
    roleId: row.roleId,
    accessLevelId: row.accessLevelId,
    approver: row.approver,
    permissions: row.permissions,
    profile: row.profile,
  };
}
