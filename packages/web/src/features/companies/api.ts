import type { CompanyPage, CompanyRequest, CompanyUpdateRequest, CompanyWithUsers, NamedItem } from '@app/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';

export const COMPANY_PER_PAGE = 10;
export const SMALL_PER_PAGE = 5;

/** A page of the company list for the URL's search and sort (useListParams().query(COMPANY_PER_PAGE)). */
export function useCompanyPage(query: URLSearchParams) {
  return useQuery({
    queryKey: ['companies', 'list', query.toString()],
    queryFn: () => apiFetch<{ data: CompanyPage }>(`/company?${query}`).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export function useCompany(id: number | null) {
  return useQuery({
    queryKey: ['companies', 'one', id],
    queryFn: () => apiFetch<{ data: CompanyWithUsers }>(`/company/${id}`).then((r) => r.data),
    enabled: !!id,
  });
}

/** Lists, choosers and the opened company all change together. */
export function useRefreshCompanies() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['companies'] });
}

export const createCompany = (body: CompanyRequest) => apiFetch<{ message: string; lastInsertedId: number }>('/company', { body });
export const updateCompany = (id: number, body: CompanyUpdateRequest) => apiFetch<{ message: string }>(`/company/${id}`, { body });
export const deleteCompany = (id: number) => apiFetch<{ message: string }>(`/company/${id}`, { method: 'DELETE' });

/** Ministries and locations: the same calls on two paths. */
export type NamedKind = 'ministry' | 'location';

export function useNamedList(kind: NamedKind, enabled = true) {
  return useQuery({
    queryKey: ['named', kind],
    queryFn: () => apiFetch<{ data: NamedItem[] }>(`/${kind}`).then((r) => r.data),
    enabled,
  });
}

export const saveNamed = (kind: NamedKind, id: number | null, name: string) =>
  apiFetch<{ message: string; data: NamedItem }>(id ? `/${kind}/${id}` : `/${kind}`, { body: { name } });
export const deleteNamed = (kind: NamedKind, id: number) => apiFetch<{ message: string }>(`/${kind}/${id}`, { method: 'DELETE' });
