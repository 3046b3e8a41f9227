import { CHECK_PAGE_SIZE, type CheckRequestIn, type CheckRow } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { api, type PathsOf, type RequestBody, urlOf } from '../../api/typed';
import { authStore } from '../../app/auth-store';
import type { ListSource } from '../../components/StatusListPage';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';

export const PER_PAGE = CHECK_PAGE_SIZE;
export const LIST = '/app/cheque-list';
export const CREATE = '/app/create-cheque';
export const viewPath = (id: number) => `/app/cheque/view/${id}`;

const KEY = QUERY_ROOTS.checks;

/** A page of the cheque list for the URL's filters (useCompanyStatusList().list.query(PER_PAGE)): company 0 = All Company, status 5 = All Status. */
export function useCheckPage(query: URLSearchParams) {
  return useQuery({
    queryKey: [...KEY, 'page', query.toString()],
    queryFn: () => api.get('/listAllGeneratedCheck', { query }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** The list's rows for StatusListPage: the page query above, its page size and the list's export. */
export const checkRows: ListSource<CheckRow> = { perPage: PER_PAGE, usePage: useCheckPage, exportRoute: '/listAllGeneratedCheck/export' };

export function useCheck(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: () => api.get('/getCheckInfoBySingleCheckId/{id}', { path: { id: id! } }),
    enabled: !!id,
    retry: false,
  });
}

/** The company's bank accounts and vendors (0: the caller's own). */
export function useBanksAndVendors(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'banks', companyId],
    queryFn: () => api.get('/getBankAccountByCmpnyId/{companyId}', { path: { companyId } }).then((r) => r.data),
    enabled,
  });
}

/** The bank balance and the bank account's Paid payments waiting for a voucher check. */
export function usePaymentsForCheck(bankAccountId: number, companyId: number) {
  return useQuery({
    queryKey: [...KEY, 'payments', bankAccountId, companyId],
    queryFn: () => api.get('/getBillPaymentByBankAccID/{bankAccountId}/{companyId}', { path: { bankAccountId, companyId } }),
    enabled: bankAccountId > 0,
  });
}

/** The next check number of a bank account. */
export function useNextCheckNumber(bankAccountId: number) {
  return useQuery({
    queryKey: [...KEY, 'next-number', bankAccountId],
    queryFn: () => api.get('/getCheckNumberByBankAccountId/{bankAccountId}', { path: { bankAccountId } }).then((r) => r.check_number),
    enabled: bankAccountId > 0,
  });
}

export const createChecks = (body: CheckRequestIn, idempotencyKey: string) => api.post('/createChecks', { body, idempotencyKey });

export const voidCheck = (id: number, reason?: string) => api.get('/voidCheck/{id}', { path: { id }, query: { reason } });

/** Prints checks: the server's PDF (one page per check, number order), downloaded with the bearer token. */
export async function downloadChecks(ids: number[], name: string) {
  const res = await fetch(`/api/v1${urlOf('/printMultipleCheckByVendor' satisfies PathsOf<'post'>)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${authStore.get()?.accessToken ?? ''}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ checkId: ids } satisfies RequestBody<'/printMultipleCheckByVendor', 'post'>),
  });
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(res.status, body?.message ?? 'The checks could not be printed.');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
