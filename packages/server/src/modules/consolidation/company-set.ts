import { M, STATEMENT_TEXT } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invalid, notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';

/** The permission of issue 27 point 2 (rollup's branch adds it to the catalogue): read the books of one's subtree. */
export const ROLLUP_VIEW = 'Rollup_View';

export interface SetCompany {
  id: number;
  name: string;
}
declare const setBrand: unique symbol;

/**
 * The companies a roll-up sums, the first one the set's head (its name titles the statement): the roll-up's
 * subtree scope. Made only by `resolveCompanySet` (after its tenancy rules ran); the roll-up reads take it, not
 * a list of ids, so a read of companies nobody checked does not compile.
 */
export interface CompanySet {
  readonly head: SetCompany;
  readonly companies: SetCompany[];
  readonly [setBrand]: true;
}

/**
 * A company and every live company below it, by parent_company_id (the API refuses cycles; depth capped
 * anyway), with their names: the root first, then by id; none when the root is not a live company.
 */
async function subtreeOf(db: DbOrTx, rootId: number): Promise<SetCompany[]> {
  const res = await db.execute(sql`
    with recursive tree(id, depth) as (
      select id, 0 from companies where id = ${rootId}::int and deleted_at is null
      union all
      select c.id, t.depth + 1 from companies c join tree t on c.parent_company_id = t.id where c.deleted_at is null and t.depth < 64
    ) select c.id, c.legal_name from (select distinct id from tree) t join companies c on c.id = t.id
      order by c.id <> ${rootId}::int, c.id`);
  return (res.rows as { id: number; legal_name: string }[]).map((r) => ({ id: Number(r.id), name: r.legal_name }));
}

/** The ids of subtreeOf. */
export async function subtreeIds(db: DbOrTx, rootId: number): Promise<number[]> {
  return (await subtreeOf(db, rootId)).map((c) => c.id);
}

async function namesOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const res = await db.execute(sql`select id, legal_name from companies where id = any(${`{${ids.join(',')}}`}::int[]) and deleted_at is null`);
  return new Map((res.rows as { id: number; legal_name: string }[]).map((r) => [Number(r.id), r.legal_name]));
}

/**
 * Which companies a roll-up may read. Super-Admin: any live company. A company user: with Rollup_View, any set
 * inside their own company's subtree; without it, their own company only. Anything else answers 404 (an id
 * outside what one may read leaks nothing), as every other tenancy rule.
 */
export async function resolveCompanySet(
  db: DbOrTx,
  auth: AuthContext,
  q: { company_id: number | null; scope?: 'company' | 'subtree'; company_ids?: number[] },
): Promise<CompanySet> {
  if (!auth.isSuperAdmin && !auth.companyId) throw notFound();
  let ids: number[];
  let named: SetCompany[] | null = null;
  if (q.company_ids) {
    ids = q.company_ids;
  } else {
    const root = q.company_id ?? (auth.isSuperAdmin ? null : auth.companyId);
    if (!root) throw invalid(M.selectCompany, 'company_id');
    // A subtree comes with its names (one query for a national office's 5,000 companies, not two).
    named = q.scope === 'subtree' ? await subtreeOf(db, root) : null;
    ids = named ? named.map((c) => c.id) : [root];
    if (ids.length === 0) throw notFound();
  }
  if (!auth.isSuperAdmin) {
    const own = auth.companyId!;
    // the subtree of one's own company, read once when it is also the set asked for
    const ownSubtree = async () => (named && named[0].id === own ? ids : await subtreeIds(db, own));
    const readable = auth.permissions.has(ROLLUP_VIEW) ? new Set(await ownSubtree()) : new Set([own]);
    if (ids.some((id) => !readable.has(id))) throw notFound(STATEMENT_TEXT.setNotVisible);
  }
  if (named) return { head: named[0], companies: named } as CompanySet;
  const names = await namesOf(db, ids);
  if (names.size !== ids.length) throw notFound();
  const companies = ids.map((id) => ({ id, name: names.get(id)! }));
  return { head: companies[0], companies } as CompanySet;
}
