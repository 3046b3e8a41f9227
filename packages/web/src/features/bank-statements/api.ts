import type { BankStatementImport, CsvMappingRequest } from '@app/contract';
import { M } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authStore } from '../../app/auth-store';
import { ApiError } from '../../api/client';
import { api } from '../../api/typed';

export const IMPORT_PATH = '/app/bank-statements';
export const REGISTER_PATH = '/app/check-register';
const KEY = ['bank-statements'] as const;

/** The company's bank and cash accounts (0: the caller's own company). */
export function useBankAccounts(companyId: number, enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'banks', companyId],
    queryFn: () => api.get('/getBankAccountByCmpnyId/{companyId}', { path: { companyId } }).then((r) => r.data.bank_account),
    enabled,
  });
}

export function useStatements(bankAccountId: number, page: number) {
  return useQuery({
    queryKey: [...KEY, 'list', bankAccountId, page],
    queryFn: () => api.get('/bank-statements', { query: { bank_account_id: bankAccountId, page, per_page: 10 } }).then((r) => r.data),
    enabled: bankAccountId > 0,
    placeholderData: keepPreviousData,
  });
}

export function useStatement(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: () => api.get('/bank-statements/{id}', { path: { id: id! } }).then((r) => r.data),
    enabled: !!id,
  });
}

export const saveMapping = (bankAccountId: number, body: CsvMappingRequest) =>
  api.put('/bank-accounts/{id}/csv-mapping', { path: { id: bankAccountId }, body: body as never });

export const loadMapping = (bankAccountId: number) => api.get('/bank-accounts/{id}/csv-mapping', { path: { id: bankAccountId } }).then((r) => r.data);

/** POST /bank-statements/import as multipart/form-data (apiFetch sends JSON only). */
export async function importStatement(bankAccountId: number, file: File): Promise<BankStatementImport> {
  const form = new FormData();
  form.append('bank_account_id', String(bankAccountId));
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch('/api/v1/bank-statements/import', {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${authStore.get()?.accessToken ?? ''}` },
      body: form,
    });
  } catch {
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  const body = await res.json().catch(() => null);
  if (res.ok && body?.status === 200) return body.data as BankStatementImport;
  throw new ApiError(body?.status ?? res.status, body?.message ?? M.serverError, body?.errors ?? {});
}

export function useCheckRegister(bankAccountId: number, query: { page: number; search: string; sort: string; dir: 'asc' | 'desc' }) {
  return useQuery({
    queryKey: [...KEY, 'register', bankAccountId, query],
    queryFn: () =>
      api
        .get('/check-register', {
          query: {
            bank_account_id: bankAccountId,
            page: query.page,
            per_page: 25,
            sort: query.sort as never,
            dir: query.dir,
            ...(query.search ? { search: query.search } : {}),
          },
        })
        .then((r) => r.data),
    enabled: bankAccountId > 0,
    placeholderData: keepPreviousData,
  });
}
