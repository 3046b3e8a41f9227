import type { JournalEntryInput, JournalEntryRow } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/typed';
import type { ListSource } from '../../components/StatusListPage';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';
import { ACCOUNTS_KEY } from '../accounts/api';

export const PER_PAGE = 10;
const KEY = QUERY_ROOTS.journals;

/** A page of journal entries for the URL's filters (useListParams().query(PER_PAGE)). */
export function useJournalPage(query: URLSearchParams) {
  return useQuery({
    queryKey: [...KEY, 'page', query.toString()],
    queryFn: () => api.get('/journals', { query }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** The list's rows for StatusListPage: the page query above, its page size and the list's export. */
export const journalRows: ListSource<JournalEntryRow> = { perPage: PER_PAGE, usePage: useJournalPage, exportRoute: '/journals/export' };

export function useJournalEntry(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: () => api.get('/journals/{id}', { path: { id: id! } }).then((r) => r.data),
    enabled: !!id,
    retry: false,
  });
}

/** Active accounts of the company (0: the caller's own) for journal lines. */
export function useJournalAccounts(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'posting', companyId],
    queryFn: () => api.get('/getJournalAccounts/{companyId}', { path: { companyId } }).then((r) => r.data),
    enabled,
  });
}

export function useFundPrograms(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['settings', 'fund-program', 'picker', companyId],
    queryFn: () => api.get('/getFundProgram/{companyId}', { path: { companyId } }).then((r) => r.fund_program),
    enabled,
  });
}

export function useFunctionalExpenses(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['settings', 'functional-expenses', 'picker', companyId],
    queryFn: () =>
      api.get('/getFunctionalEnpenses/{companyId}', { path: { companyId } }).then((r) => r.functionaExpenses.map((f) => ({ id: f.value, name: f.label }))),
    enabled,
  });
}

export const postJournal = (body: JournalEntryInput, idempotencyKey: string) => api.post('/journals', { body, idempotencyKey });

export const reverseJournal = (id: number, entryDate: string, confirmBelowZero?: boolean) =>
  api.post('/journals/{id}/reverse', { path: { id }, body: { entry_date: entryDate, ...(confirmBelowZero ? { confirm_below_zero: true } : {}) } });
