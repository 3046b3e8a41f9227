import type { JournalAccountOption, JournalEntryDetail, JournalEntryInput, JournalEntryRow } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import type { Page } from '../../components/DataTable';
import { ACCOUNTS_KEY } from '../accounts/api';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';

export const PER_PAGE = 10;
const KEY = QUERY_ROOTS.journals;

/** A page of journal entries for the URL's filters (useListParams().query(PER_PAGE)). */
export function useJournalPage(query: URLSearchParams) {
  return useQuery({
    queryKey: [...KEY, 'page', query.toString()],
    queryFn: () => apiFetch<{ data: Page<JournalEntryRow> }>(`/journals?${query}`).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export function useJournalEntry(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: () => apiFetch<{ data: JournalEntryDetail }>(`/journals/${id}`).then((r) => r.data),
    enabled: !!id,
    retry: false,
  });
}

/** Active accounts of the company (0: the caller's own) for journal lines. */
export function useJournalAccounts(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'posting', companyId],
    queryFn: () => apiFetch<{ data: JournalAccountOption[] }>(`/getJournalAccounts/${companyId}`).then((r) => r.data),
    enabled,
  });
}

export function useFundPrograms(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['settings', 'fund-program', 'picker', companyId],
    queryFn: () => apiFetch<{ fund_program: Array<{ id: number; name: string }> }>(`/getFundProgram/${companyId}`).then((r) => r.fund_program),
    enabled,
  });
}

export function useFunctionalExpenses(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['settings', 'functional-expenses', 'picker', companyId],
    queryFn: () =>
      apiFetch<{ functionaExpenses: Array<{ label: string; value: number }> }>(`/getFunctionalEnpenses/${companyId}`).then((r) =>
        r.functionaExpenses.map((f) => ({ id: f.value, name: f.label })),
      ),
    enabled,
  });
}

export const postJournal = (body: JournalEntryInput, idempotencyKey: string) =>
  apiFetch<{ message: string; data: JournalEntryDetail }>('/journals', { body, idempotencyKey });

export const reverseJournal = (id: number, entryDate: string) =>
  apiFetch<{ message: string; data: JournalEntryDetail }>(`/journals/${id}/reverse`, { body: { entry_date: entryDate } });
