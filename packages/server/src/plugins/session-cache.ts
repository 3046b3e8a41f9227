import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accessLevels, authVersion, companies, roles, sessions, users } from '../db/schema/index.js';
import { sharedRead } from '../lib/shared-read.js';

/** What authenticate() needs of a session: its user's context and the session's own checks. */
export interface SessionRow {
  sessionId: number;
  purpose: string;
  expiresAt: Date;
  lastSeenAt: Date;
  userId: number;
  email: string;
  firstName: string;
  lastName: string | null;
  isSuperAdmin: boolean;
  companyId: number | null;
  roleId: number | null;
  accessLevelId: number | null;
  approver: boolean;
  suspendedAt: Date | null;
  companyDeletedAt: Date | null;
  permissions: ReadonlySet<string>;
  /** what GET /account shows beyond the above, so it needs no query of its own */
  profile: SessionProfile;
}

export interface SessionProfile {
  middleName: string | null;
  contactNumber: string | null;
  companyName: string | null;
  roleName: string | null;
  accessLevelName: string | null;
}

/** How long a node trusts a cached session without a version change (the version still checks each request). */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 20_000;

/**
 * Per-node cache of sessions with their role's permissions, keyed by token hash. Each request costs one
 * round trip: a hit asks only the auth_version counter (a prepared one-row read); a miss loads the session,
 * the user, the company and the permission names in ONE prepared query that returns the version too (same
 * snapshot). Any change that can take access away bumps auth_version by trigger, so every node sees it on
 * its next request: drops are immediate, not after the TTL. Requests that arrive together share a version read
 * started after they all arrived (lib/shared-read.ts): never one sent before a request came. The round trip runs on the pool the route reads
 * from (`reportDb` for a report route): a crowd on a report must not take the main pool's connections just
 * to check its sessions. One cache for both pools: the version read tells whether an entry is still true.
 */
export function sessionCache(db: Db, reportDb: Db = db) {
  const entries = new Map<string, { row: SessionRow; version: number; loadedAt: number }>();
  const main = queriesOn(db);
  const pools: Record<SessionPool, SessionQueries> = { main, report: reportDb === db ? main : queriesOn(reportDb) };

  return {
    /** The live session of a token hash, or null (unknown or revoked), read on `pool`'s connections. */
    async get(hash: string, nowMs: number, pool: SessionPool = 'main'): Promise<SessionRow | null> {
      const { currentVersion, sessionQuery } = pools[pool];
      const hit = entries.get(hash);
      if (hit && nowMs - hit.loadedAt < SESSION_CACHE_MS) {
        if ((await currentVersion()) === hit.version) return hit.row;
      }
      const [r] = await sessionQuery.execute({ hash });
      if (!r) {
        entries.delete(hash);
        return null;
      }
      const { permissions, version, middleName, contactNumber, companyName, roleName, accessLevelName, ...rest } = r;
      const profile = { middleName, contactNumber, companyName, roleName, accessLevelName };
      const row: SessionRow = { ...rest, permissions: new Set(permissions ?? []), profile };
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.delete(hash);
      entries.set(hash, { row, version: Number(version), loadedAt: nowMs });
      return row;
    },
    /** After this node wrote last_seen_at: keep the cached copy in step (not an access change). */
    touch(hash: string, at: Date) {
      const e = entries.get(hash);
      if (e) e.row.lastSeenAt = at;
    },
    size: () => entries.size,
  };
}

/** Which pool a route's queries run on: the main one, or the reports' (`config.pool: 'report'`). */
export type SessionPool = 'main' | 'report';
type SessionQueries = ReturnType<typeof queriesOn>;

/** The two prepared reads of a session check, on one pool's connections (a prepared name is per connection). */
function queriesOn(db: Db) {
  const versionQuery = db.select({ v: authVersion.v }).from(authVersion).where(eq(authVersion.id, 1)).prepare('auth_version');
  const sessionQuery = db
    .select({
      sessionId: sessions.id,
      purpose: sessions.purpose,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isSuperAdmin: users.isSuperAdmin,
      companyId: users.companyId,
      roleId: users.roleId,
      accessLevelId: users.accessLevelId,
      approver: users.approver,
      suspendedAt: users.suspendedAt,
      companyDeletedAt: companies.deletedAt,
      permissions: sql<
        string[] | null
      >`(select array_agg(p.name) from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = ${users.roleId})`,
      middleName: users.middleName,
      contactNumber: users.contactNumber,
      companyName: companies.legalName,
      roleName: roles.name,
      accessLevelName: accessLevels.name,
      version: sql<string>`(select v from auth_version where id = 1)::text`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(accessLevels, eq(accessLevels.id, users.accessLevelId))
    .where(sql`${sessions.tokenHash} = ${sql.placeholder('hash')} and ${sessions.revokedAt} is null`)
    .limit(1)
    .prepare('session_by_token');
  const currentVersion = sharedRead(async () => Number((await versionQuery.execute())[0].v));
  return { currentVersion, sessionQuery };
}
