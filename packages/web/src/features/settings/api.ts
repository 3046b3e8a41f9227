import type { SettingsItem, SettingsItemPage, SettingsItemRequest } from '@app/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { type ItemKind, PER_PAGE } from './kinds';

const listKey = (kind: ItemKind) => ['settings', kind.key] as const;

export function useItemPage(kind: ItemKind, page: number, companyId: number) {
  return useQuery({
    queryKey: [...listKey(kind), page, companyId],
    queryFn: () =>
      apiFetch<{ data: SettingsItemPage }>(`${kind.paths.list}?page=${page}&per_page=${PER_PAGE}${companyId ? `&company_id=${companyId}` : ''}`).then(
        (r) => r.data,
      ),
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
