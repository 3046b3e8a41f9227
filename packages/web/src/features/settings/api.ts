import type { FundProgramRequest, SettingsItemRequest } from '@app/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/typed';
import type { ItemKind } from './kinds';

const listKey = (kind: ItemKind) => ['settings', kind.key] as const;

/** A page of the list for the URL-kept query (page, per_page, search, sort, dir, company_id). */
export function useItemPage(kind: ItemKind, query: URLSearchParams) {
  return useQuery({
    queryKey: [...listKey(kind), query.toString()],
    queryFn: () => api.get(kind.paths.list, { query }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** Refetches every page of the list (and the pickers other screens hold). */
export function useRefreshItems(kind: ItemKind) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: listKey(kind) });
}

export const saveItem = (kind: ItemKind, id: number | null, body: SettingsItemRequest | FundProgramRequest) =>
  id ? api.post(kind.paths.update, { path: { id }, body }) : api.post(kind.paths.create, { body });

export const deleteItem = (kind: ItemKind, id: number) => api.delete(kind.paths.remove, { path: { id } });
