import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { localToday } from '../../components/today';
import { ACCOUNTS_KEY } from '../accounts/api';
import { type StatementParams, statementQuery } from './params';
import type { FinancialPosition, FundBalances, StatementMeta } from './wire';

/** The statements' routes. */
export type StatementRoute =
  | '/reports/financial-position'
  | '/reports/statement-of-activities'
  | '/reports/functional-expenses'
  | '/reports/fund-balances'
  | '/reports/cash-flows';

/** A statement's answer: the statement, the same a year earlier (when compared, else null), the company and dates. */
export interface StatementAnswer<T> {
  data: T;
  comparison: T | null;
  meta: StatementMeta;
}

const statementKey = (route: StatementRoute, q: URLSearchParams) => [...ACCOUNTS_KEY, 'statement', route, q.toString()];

/** One statement for the params' company, dates and comparison. Under the accounts key: any posting refreshes it. */
export function useStatement<T>(route: StatementRoute, p: StatementParams, enabled: boolean) {
  const q = statementQuery(p);
  return useQuery({
    queryKey: statementKey(route, q),
    queryFn: () => apiFetch<StatementAnswer<T>>(`${route}?${q}`),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * The dashboard's net assets: today's statement of financial position and the year's fund balances of one
 * company (0: the caller's own).
 */
export function useNetAssets(companyId: number) {
  const today = localToday();
  const q = (more: Record<string, string>) => {
    const s = new URLSearchParams(more);
    if (companyId) s.set('company_id', String(companyId));
    return s;
  };
  const position = q({ as_of: today });
  const funds = q({ from: `${today.slice(0, 4)}-01-01`, to: today });
  const common = { retry: false, placeholderData: keepPreviousData };
  return {
    position: useQuery({
      ...common,
      queryKey: statementKey('/reports/financial-position', position),
      queryFn: () => apiFetch<StatementAnswer<FinancialPosition>>(`/reports/financial-position?${position}`).then((r) => r.data),
    }),
    funds: useQuery({
      ...common,
      queryKey: statementKey('/reports/fund-balances', funds),
      queryFn: () => apiFetch<StatementAnswer<FundBalances>>(`/reports/fund-balances?${funds}`).then((r) => r.data),
    }),
  };
}
