import { DEPOSIT_PAGE_SIZE, type DepositRequestIn, type DepositRow } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { api, urlOf } from '../../api/typed';
import { authStore } from '../../app/auth-store';
import type { ListSource } from '../../components/StatusListPage';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';

export const PER_PAGE = DEPOSIT_PAGE_SIZE;
export const LIST = '/app/deposit-list';
export const CREATE = '/app/record-deposit';
export const viewPath = (id: number) => `/app/deposit/view/${id}`;

const KEY = QUERY_ROOTS.deposits;

export function useDepositPage(query: URLSearchParams) {
  return useQuery({
    queryKey: [...KEY, 'page', query.toString()],
    queryFn: () => api.get('/deposits', { query }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** The list's rows for StatusListPage: the page query above, its page size and the list's export. */
export const depositRows: ListSource<DepositRow> = { perPage: PER_PAGE, usePage: useDepositPage, exportRoute: '/deposits/export' };

export function useDeposit(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: () => api.get('/deposits/{id}', { path: { id: id! } }),
    enabled: !!id,
    retry: false,
  });
}

export const createDeposit = (body: DepositRequestIn, idempotencyKey: string) => api.post('/deposits', { body, idempotencyKey });
export const voidDeposit = (id: number, reason?: string) => api.get('/deposits/{id}/void', { path: { id }, query: { reason } });
export const returnCheck = (id: number, line: number, body: { fee: string; fee_account_id: number | null }) =>
  api.post('/deposits/{id}/lines/{line}/return', { path: { id, line }, body });

/** Opens the deposit ticket PDF in a new tab (the bearer token is not a cookie: fetched, then shown as a blob). */
export async function openTicket(id: number) {
  const res = await fetch(`/api/v1${urlOf('/deposits/{id}/ticket', { id })}`, { headers: { Authorization: `Bearer ${authStore.get()?.accessToken ?? ''}` } });
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(res.status, body?.message ?? 'The deposit ticket could not be printed.');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `deposit-ticket-${id}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
