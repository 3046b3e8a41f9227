import { type BankAccountOption, CHECK_PAGE_SIZE, type CheckDetail, type CheckPaymentRow, type CheckRequestIn, type CheckRow } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../api/client';
import { authStore } from '../../app/auth-store';
import type { Page } from '../../components/DataTable';
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
    queryFn: () => apiFetch<{ data: Page<CheckRow> }>(`/listAllGeneratedCheck?${query}`).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export function useCheck(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: () => apiFetch<CheckDetail>(`/getCheckInfoBySingleCheckId/${id}`),
    enabled: !!id,
    retry: false,
  });
}

/** The company's bank accounts and vendors (0: the caller's own). */
export function useBanksAndVendors(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'banks', companyId],
    queryFn: () =>
      apiFetch<{ data: { bank_account: BankAccountOption[]; vendor: Array<{ id: number; name: string }> } }>(`/getBankAccountByCmpnyId/${companyId}`).then(
        (r) => r.data,
      ),
    enabled,
  });
}

/** The bank balance and the bank account's Paid payments waiting for a voucher check. */
export function usePaymentsForCheck(bankAccountId: number, companyId: number) {
  return useQuery({
    queryKey: [...KEY, 'payments', bankAccountId, companyId],
    queryFn: () => apiFetch<{ bank_acc_balance: string; bill: CheckPaymentRow[] }>(`/getBillPaymentByBankAccID/${bankAccountId}/${companyId}`),
    enabled: bankAccountId > 0,
  });
}

/** The next check number of a bank account. */
export function useNextCheckNumber(bankAccountId: number) {
  return useQuery({
    queryKey: [...KEY, 'next-number', bankAccountId],
    queryFn: () => apiFetch<{ check_number: number }>(`/getCheckNumberByBankAccountId/${bankAccountId}`).then((r) => r.check_number),
    enabled: bankAccountId > 0,
  });
}

export const createChecks = (body: CheckRequestIn, idempotencyKey: string) =>
  apiFetch<{ msg: string; data: CheckRow[]; checkId: number[] }>('/createChecks', { body, idempotencyKey });

export const voidCheck = (id: number) => apiFetch<{ message: string }>(`/voidCheck/${id}`);

/** Prints checks: the server's PDF (one page per check, number order), downloaded with the bearer token. */
export async function downloadChecks(ids: number[], name: string) {
  const res = await fetch('/api/v1/printMultipleCheckByVendor', {
    method: 'POST',
    headers: { Authorization: `Bearer ${authStore.get()?.accessToken ?? ''}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ checkId: ids }),
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
