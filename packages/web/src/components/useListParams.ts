import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDir = 'asc' | 'desc';
export interface SortState<K extends string = string> {
  key: K;
  dir: SortDir;
}

export interface ListParams<K extends string> {
  page: number;
  search: string;
  sort: SortState<K>;
  /** page 1 of a new search (replaces the history entry: typing is not a step back) */
  setSearch(search: string): void;
  setPage(page: number): void;
  /** a header clicked: that column ascending, or the other direction if it is already the sort; page 1 */
  setSort(sort: SortState<K>): void;
  /** another URL filter (company_id, status...): null or '' removes it (pass null for its default); page 1 */
  filter(name: string): string | null;
  setFilter(name: string, value: string | number | null): void;
  /** several filters at once (a company chosen clears its level), one history step */
  setFilters(values: Record<string, string | number | null>): void;
  /** rows per page chosen in the table (one of PAGE_SIZES; the list's own size leaves the URL); page 1 */
  setPerPage(perPage: number, listDefault: number): void;
  /** page, per_page, search, sort, dir and the filters, for the list call */
  query(perPage: number): URLSearchParams;
  /** search, sort, dir and the filters (no paging), for the export call */
  exportQuery(): URLSearchParams;
}

const OWN = ['page', 'search', 'sort', 'dir', 'per_page'];

/** The rows per page every list offers (issue 28.5); each list's own (the specification's) size stays its default. */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
const pageSizeOf = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : fallback;
};
const put = (next: URLSearchParams, name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));

/**
 * A list's page, search, sort and filters kept in the URL (?page=2&search=acme&sort=name&dir=asc), so
 * reload, back and forward and a shared link show the same rows. Defaults stay out of the URL.
 */
export function useListParams<K extends string>(keys: readonly K[], defaultSort: SortState<K>): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const rawSort = params.get('sort') as K | null;
  const sortKey = rawSort && keys.includes(rawSort) ? rawSort : defaultSort.key;
  const rawDir = params.get('dir');
  const dir: SortDir = rawDir === 'asc' || rawDir === 'desc' ? rawDir : sortKey === defaultSort.key ? defaultSort.dir : 'asc';

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) =>
      // From the address bar as it is now, not this render's params: a search committed after a
      // pause in typing must not undo a sort clicked during that pause (react-router's updater is not queued).
      setParams(
        () => {
          const next = new URLSearchParams(window.location.search);
          change(next);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const setFilters = useCallback(
    (values: Record<string, string | number | null>) =>
      update((next) => {
        for (const [name, value] of Object.entries(values)) put(next, name, value === null || value === '' ? null : String(value));
        next.delete('page');
      }),
    [update],
  );

  return useMemo(() => {
    const filters = () => [...params.entries()].filter(([k]) => !OWN.includes(k));
    const exportQuery = () => {
      const q = new URLSearchParams(filters());
      if (search) q.set('search', search);
      q.set('sort', sortKey);
      q.set('dir', dir);
      return q;
    };
    return {
      page,
      search,
      sort: { key: sortKey, dir },
      setSearch: (value) =>
        update((next) => {
          put(next, 'search', value.trim());
          next.delete('page');
        }, true),
      setPage: (p) => update((next) => put(next, 'page', p > 1 ? String(p) : null)),
      setSort: (s) =>
        update((next) => {
          const isDefault = s.key === defaultSort.key && s.dir === defaultSort.dir;
          put(next, 'sort', isDefault ? null : s.key);
          put(next, 'dir', isDefault ? null : s.dir);
          next.delete('page');
        }),
      filter: (name) => params.get(name),
      setFilter: (name, value) => setFilters({ [name]: value }),
      setFilters,
      setPerPage: (n, listDefault) =>
        update((next) => {
          put(next, 'per_page', n === listDefault ? null : String(n));
          next.delete('page');
        }),
      query: (perPage) => {
        const q = exportQuery();
        q.set('page', String(page));
        q.set('per_page', String(pageSizeOf(params.get('per_page'), perPage)));
        return q;
      },
      exportQuery,
    };
  }, [params, page, search, sortKey, dir, update, setFilters, defaultSort.key, defaultSort.dir]);
}
