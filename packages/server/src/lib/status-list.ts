import type { DbOrTx } from '../db/client.js';
import type { SortDir, StatusListRequest, statusList } from '../db/list-query.js';
import type { AuthContext } from '../plugins/access.js';
import { scopeOf } from '../plugins/company-scope.js';
import { pageOf } from './paging.js';

/** A status list's filters on the wire (the path-filtered calls have no search or sort: newest first). */
export type StatusListFilters = { company_id: number; status: number; search?: string | null; sort?: string | null; dir?: SortDir };

/**
 * A status-filtered list (payments, checks, transfers) as its service reads it: what the caller's list
 * shows (company 0 = all, Super-Admin; a company user only their own; status `allStatus` = every status)
 * and one page of it for the wire, newest first unless sorted.
 */
export function statusListService<Raw, Row>(listing: ReturnType<typeof statusList<Raw, Row>>, allStatus: number) {
  const request = (auth: AuthContext, q: StatusListFilters): StatusListRequest => ({
    scope: scopeOf(auth, q.company_id),
    status: q.status === allStatus ? null : q.status,
    search: q.search,
    sort: q.sort,
    dir: q.dir ?? 'desc',
  });
  const page = async (db: DbOrTx, auth: AuthContext, q: StatusListFilters & { page: number; per_page: number }) => {
    const { total, exact, rows } = await listing.page(db, { ...request(auth, q), page: q.page, perPage: q.per_page });
    return pageOf(rows, total, q.page, q.per_page, exact);
  };
  return { request, page };
}
