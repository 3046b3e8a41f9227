import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from '../errors.js';
import type { AuthContext } from './access.js';

/**
 * Tenancy in one place. A company user is always scoped to their own company; Super-Admin may name any
 * company (or none, meaning all). Another company's record answers 404, never 403, so ids leak nothing.
 */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/** The company a call acts on. For a company user a different requested id is someone else's: 404. */
export function scopedCompanyId(auth: AuthContext, requested?: number | null): number | null {
  if (auth.isSuperAdmin) return requested && requested > 0 ? requested : null;
  // A company user without a company must never read as "all companies".
  if (!auth.companyId) throw forbidden();
  if (requested && requested > 0 && requested !== auth.companyId) throw notFound();
  return auth.companyId;
}

/** Like scopedCompanyId but a company is required (Super-Admin must name one). */
export function requireCompanyId(auth: AuthContext, requested: number | null | undefined, message: string): number {
  const id = scopedCompanyId(auth, requested);
  if (!id) throw notFound(message);
  return id;
}

/** A where-condition limiting a company-owned table to what the caller may see (undefined: all). */
export function companyFilter(auth: AuthContext, column: PgColumn, requested?: number | null): SQL | undefined {
  const id = scopedCompanyId(auth, requested);
  return id ? eq(column, id) : undefined;
}

/** Guard for a loaded row: missing or another company's answers 404. */
export function assertVisible<T extends { companyId: number }>(auth: AuthContext, row: T | undefined | null): T {
  if (!row) throw notFound();
  if (!auth.isSuperAdmin && row.companyId !== auth.companyId) throw notFound();
  return row;
}
