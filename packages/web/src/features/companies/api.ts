import type { CompanyRequest, CompanyUpdateRequest } from '@app/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/typed';

export const COMPANY_PER_PAGE = 10;
export const SMALL_PER_PAGE = 5;

/** A page of the company list for the URL's search and sort (useListParams().query(COMPANY_PER_PAGE)). */
export function useCompanyPage(query: URLSearchParams) {
  return useQuery({
    queryKey: ['companies', 'list', query.toString()],
    queryFn: () => api.get('/company', { query }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export function useCompany(id: number | null) {
  return useQuery({
    queryKey: ['companies', 'one', id],
    queryFn: () => api.get('/company/{id}', { path: { id: id! } }).then((r) => r.data),
    enabled: !!id,
  });
}

/** Lists, choosers and the opened company all change together. */
export function useRefreshCompanies() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['companies'] });
}

export const createCompany = (body: CompanyRequest) => api.post('/company', { body });
export const updateCompany = (id: number, body: CompanyUpdateRequest) => api.post('/company/{id}', { path: { id }, body });
export const deleteCompany = (id: number) => api.delete('/company/{id}', { path: { id } });

/** Ministries and locations: the same calls on two paths. */
export type NamedKind = 'ministry' | 'location';

export function useNamedList(kind: NamedKind, enabled = true) {
  return useQuery({
    queryKey: ['named', kind],
    queryFn: () => api.get(`/${kind}`).then((r) => r.data),
    enabled,
  });
}

export const saveNamed = (kind: NamedKind, id: number | null, name: string) =>
  id ? api.post(`/${kind}/{id}`, { path: { id }, body: { name } }) : api.post(`/${kind}`, { body: { name } });
export const deleteNamed = (kind: NamedKind, id: number) => api.delete(`/${kind}/{id}`, { path: { id } });
