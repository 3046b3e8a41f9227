import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/typed';

export const BUDGETS_KEY = ['budgets'] as const;

/** The budgets of a company (0: the caller's own, or every company for Super-Admin). */
export function useBudgets(companyId: number) {
  return useQuery({
    queryKey: [...BUDGETS_KEY, 'list', companyId],
    queryFn: () => api.get('/budgets', { query: companyId ? { company_id: companyId } : {} }).then((r) => r.data),
  });
}

export function useBudget(id: number) {
  return useQuery({ queryKey: [...BUDGETS_KEY, 'one', id], queryFn: () => api.get('/budgets/{id}', { path: { id } }).then((r) => r.data), enabled: id > 0 });
}

export function useRefreshBudgets() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: BUDGETS_KEY });
}

export interface CopyBody {
  company_id: number | null;
  from_year: number;
  to_year: number;
  source: 'budget' | 'actuals';
  percent: number;
}
export const copyBudget = (body: CopyBody) => api.post('/budgets/copy', { body });
export const approveBudget = (id: number) => api.post('/budgets/{id}/approve', { path: { id } });

/** What a budget line and the report's fund filter may name (companyId 0: the caller's own). */
export function useBudgetChoices(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...BUDGETS_KEY, 'choices', companyId],
    queryFn: () => api.get('/budgets/choices', { query: companyId ? { company_id: companyId } : {} }).then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
}

export interface LineBody {
  account_id: number;
  fund_program_id: number | null;
  spread: 'even' | 'last_year' | 'manual';
  annual?: string;
  months?: string[];
}
export const createBudget = (body: { company_id: number | null; year: number; lines: LineBody[] }) => api.post('/budgets', { body });
export const updateBudget = (id: number, lines: LineBody[]) => api.put('/budgets/{id}', { path: { id }, body: { lines } });
export const reviseBudget = (id: number, lines: LineBody[], reason: string) => api.post('/budgets/{id}/revise', { path: { id }, body: { lines, reason } });

/** Budget against actual of a company's month (companyId 0: the caller's own; fundProgramId 0: every fund). */
export function useBudgetVsActual(companyId: number, year: number, month: number, fundProgramId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...BUDGETS_KEY, 'vs-actual', companyId, year, month, fundProgramId],
    queryFn: () =>
      api
        .get('/reports/budget-vs-actual', {
          query: { ...(companyId ? { company_id: companyId } : {}), year, month, ...(fundProgramId ? { fund_program_id: fundProgramId } : {}) },
        })
        .then((r) => r.data),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The budget left for an account (and fund) in the year of `date`; off until an account is chosen. */
export function useBudgetLeft(companyId: number, accountId: number, fundProgramId: number, date: string) {
  const ok = accountId > 0 && /^\d{4}-\d{2}-\d{2}$/.test(date);
  return useQuery({
    queryKey: [...BUDGETS_KEY, 'left', companyId, accountId, fundProgramId, date.slice(0, 4)],
    queryFn: () =>
      api
        .get('/budgets/available', {
          query: { ...(companyId ? { company_id: companyId } : {}), account_id: accountId, ...(fundProgramId ? { fund_program_id: fundProgramId } : {}), date },
        })
        .then((r) => r.data),
    enabled: ok,
    retry: false,
  });
}

export const mailBoardPacket = (body: { company_id: number | null; year: number; month: number; sections: string[]; to: string[] }) =>
  api.post('/reports/board-packet/mail', { body: body as never });
