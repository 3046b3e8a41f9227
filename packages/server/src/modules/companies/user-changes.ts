import { idParams, userChangePage, userChangeQuery, okStatus } from '@app/contract';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import type { Db } from '../../db/client.js';
import { userChanges, users } from '../../db/schema/index.js';
import { offsetOf } from '../../lib/paging.js';
import { authOf, inScope, narrowScope, type OneCompanyScope, scopeOf } from '../../plugins/company-scope.js';

/** The audit of a company's user privilege and email changes, newest first. */
export async function listUserChanges(db: Db, scope: OneCompanyScope, page: number, perPage: number) {
  const by = alias(users, 'changed_by_user');
  const rows = await db
    .select({
      id: userChanges.id,
      createdAt: userChanges.createdAt,
      userId: userChanges.userId,
      userEmail: users.email,
      byFirst: by.firstName,
      byLast: by.lastName,
      byEmail: by.email,
      field: userChanges.field,
      oldValue: userChanges.oldValue,
      newValue: userChanges.newValue,
    })
    .from(userChanges)
    .innerJoin(users, eq(users.id, userChanges.userId))
    .innerJoin(by, eq(by.id, userChanges.changedBy))
    .where(inScope(scope, userChanges.companyId))
    .orderBy(desc(userChanges.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  const [{ total }] = await db.select({ total: count() }).from(userChanges).where(inScope(scope, userChanges.companyId));
  return {
    data: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      user_id: r.userId,
      user_email: r.userEmail,
      changed_by: `${[r.byFirst, r.byLast].filter(Boolean).join(' ')} <${r.byEmail}>`,
      field: r.field as 'position' | 'approver' | 'email',
      old_value: r.oldValue,
      new_value: r.newValue,
    })),
    current_page: page,
    per_page: perPage,
    total: Number(total),
    last_page: Math.max(1, Math.ceil(Number(total) / perPage)),
  };
}

export function userChangeRoutes(app: AppInstance) {
  app.get(
    '/company/:id/user-changes',
    {
      schema: {
        tags: ['Companies'],
        summary: "Audit of a company's user privilege changes",
        description: 'Every change of a user position, approver flag or sign-in email in this company: who made it, when, old and new value. Super-Admin only.',
        params: idParams,
        querystring: userChangeQuery,
        response: { 200: z.object({ status: okStatus, data: userChangePage }) },
      },
      config: { access: 'superAdmin' },
    },
    async (req) => ({ data: await listUserChanges(app.deps.db, narrowScope(scopeOf(authOf(req)), req.params.id), req.query.page, req.query.per_page) }),
  );
}
