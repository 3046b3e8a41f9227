import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import type { AuthContext } from './access.js';

/** Issue 27: the permission that lets a company's user read (never write) the books of every company below it. */
export const ROLLUP_VIEW = 'Rollup_View';
export const ROLLUP_CREATE = 'Rollup_Create';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * The live companies strictly below `companyId` in the tree. UNION (not UNION ALL) stops on a repeated id,
 * so even a cycle written behind the API's back cannot loop; a deleted company hides itself, not its children
 * (they still report to the district above it).
 */
export async function descendantsOf(db: DbOrTx, companyId: number): Promise<number[]> {
  const res = await db.execute(sql`
    with recursive below(id) as (
      select c.id from companies c where c.parent_company_id = ${companyId}::int
      union
      select c.id from companies c join below b on c.parent_company_id = b.id
    )
    select b.id from below b join companies c on c.id = b.id where c.deleted_at is null and b.id <> ${companyId}::int`);
  return (res.rows as Array<{ id: number | string }>).map((r) => Number(r.id));
}

/**
 * The request's auth with its readable subtree: only a company user holding Rollup_View, only on a read, so
 * every other request costs nothing more and keeps the old tenancy exactly. A fresh object: the cached
 * session context is shared by requests and must not change.
 */
export async function withReadableSubtree(db: Db, auth: AuthContext, method: string, params: unknown): Promise<AuthContext> {
  if (auth.isSuperAdmin || !auth.companyId || !isRead(method) || !auth.permissions.has(ROLLUP_VIEW)) return auth;
  const below = await descendantsOf(db, auth.companyId);
  return below.length ? { ...auth, readable: new Set(below), readsById: namesRecord(params) } : auth;
}

/**
 * Whether a read names one record by id in its path (`/getPayBillById/:id`, `/deposits/:id`): only such a read
 * finds a subtree company's row without naming its company. A list or a chooser (`/getJournalAccounts/0`,
 * `/getAccountBehalfofcompanyId/:companyId`) keeps the one company it is asked for, so a district's own forms
 * never offer its churches' accounts.
 */
function namesRecord(params: unknown): boolean {
  if (!params || typeof params !== 'object') return false;
  return Object.entries(params as Record<string, unknown>).some(
    ([name, value]) => /^(id|\w*[a-z_]id|\w*Id)$/i.test(name) && !/company|status/i.test(name) && /^[1-9]\d*$/.test(String(value)),
  );
}
