import type { VoidReason } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { users, voidReasons } from '../../db/schema/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, scopeOf } from '../../plugins/company-scope.js';
import { voidTransaction } from './void-locks.js';

/**
 * The reason a user gave for a void (issue 28.5), written in the void's own transaction so it exists exactly
 * when the void does. One table for every document, keyed by its journal source type and id; a void without
 * a reason writes nothing (the reason is optional).
 */
export async function recordVoidReason(
  tx: DbOrTx,
  v: { sourceType: string; sourceId: number; companyId: number; reason: string | undefined; userId: number | null; at: Date },
): Promise<void> {
  const reason = v.reason?.trim();
  if (!reason) return;
  await tx
    .insert(voidReasons)
    .values({ sourceType: v.sourceType, sourceId: v.sourceId, companyId: v.companyId, reason, voidedBy: v.userId, voidedAt: v.at })
    .onConflictDoNothing();
}

/** The reason recorded for a document's void, with who gave it; null when none was given. */
export async function voidReasonOf(db: DbOrTx, sourceType: string, sourceId: number): Promise<VoidReason | null> {
  const [row] = await db
    .select({
      reason: voidReasons.reason,
      at: voidReasons.voidedAt,
      by: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
    })
    .from(voidReasons)
    .leftJoin(users, eq(users.id, voidReasons.voidedBy))
    .where(and(eq(voidReasons.sourceType, sourceType), eq(voidReasons.sourceId, sourceId)));
  return row ? { reason: row.reason, voided_at: row.at.toISOString(), voided_by: row.by } : null;
}

/**
 * A bill's, payment's or check's void with its reason: `voidIn` in the void's own transaction
 * (voidTransaction: retried once as a deadlock victim), then, once it succeeded (a refused void records
 * nothing), the reason on the company of the row `find` reads back.
 */
export async function voidWithReason(
  db: Db,
  v: { sourceType: string; id: number; reason: string | undefined; auth: AuthContext; now: Date },
  find: (tx: DbOrTx, scope: CompanyScope, id: number) => Promise<{ companyId: number } | undefined>,
  voidIn: (tx: DbOrTx) => Promise<unknown>,
): Promise<void> {
  await voidTransaction(db, async (tx) => {
    await voidIn(tx);
    const row = (await find(tx, scopeOf(v.auth), v.id)) as { companyId: number };
    await recordVoidReason(tx, { sourceType: v.sourceType, sourceId: v.id, companyId: row.companyId, reason: v.reason, userId: v.auth.userId, at: v.now });
  });
}
