import type { SettingsItem, SettingsItemPage, SettingsItemRequest } from '@app/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import type { ItemKind } from './kinds';

const listKey = (kind: ItemKind) => ['settings', kind.key] as const;

/** A page of the list for the URL-kept query (page, per_page, search, sort, dir, company_id). */
export function useItemPage(kind: ItemKind, query: URLSearchParams) {
  return useQuery({
    queryKey: [...listKey(kind), query.toString()],
    queryFn: () => apiFetch<{ data: SettingsItemPage }>(`${kind.paths.list}?${query}`).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** Refetches every page of the list (and the pickers other screens hold). */
export function useRefreshItems(kind: ItemKind) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: listKey(kind) });
}

export const saveItem = (kind: ItemKind, id: number | null, body: SettingsItemRequest) =>
  apiFetch<{ msg: string; data: SettingsItem }>(id ? `${kind.paths.update}/${id}` : kind.paths.create, { body });

export const deleteItem = (kind: ItemKind, id: number) => apiFetch<{ message: string }>(`${kind.paths.remove}/${id}`, { method: 'DELETE' });
