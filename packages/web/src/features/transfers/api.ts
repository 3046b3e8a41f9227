import { TRANSFER_PAGE_SIZE, type TransferRow } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type RequestBody } from '../../api/typed';
import type { ListSource } from '../../components/StatusListPage';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';

export const PER_PAGE = TRANSFER_PAGE_SIZE;
export const LIST = '/app/transfer-list';
export const CREATE = '/app/new-transfer';
export const viewPath = (id: number) => `/app/transfer/view/${id}`;
const KEY = QUERY_ROOTS.transfers;

export function useTransferPage(query: URLSearchParams) {
  return useQuery({
    queryKey: [...KEY, 'page', query.toString()],
    queryFn: () => api.get('/transfers', { query }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** The list's rows for StatusListPage: the page query above, its page size and the list's export. */
export const transferRows: ListSource<TransferRow> = { perPage: PER_PAGE, usePage: useTransferPage, exportRoute: '/transfers/export' };

export function useTransfer(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: () => api.get('/transfers/{id}', { path: { id: id! } }),
    enabled: !!id,
    retry: false,
  });
}

export const createTransfer = (body: RequestBody<'/transfers', 'post'>, idempotencyKey: string) => api.post('/transfers', { body, idempotencyKey });
export const voidTransfer = (id: number, reason?: string) => api.get('/transfers/{id}/void', { path: { id }, query: { reason } });
