import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { ACCOUNTS_KEY } from '../accounts/api';
import { localToday } from '../../components/today';
import { type StatementParams, statementQuery } from './params';
import type { FinancialPosition, FundBalanceRow } from './wire';

/** The statements' routes. */
export type StatementRoute =
  | '/reports/financial-position'
  | '/reports/statement-of-activities'
  | '/reports/functional-expenses'
  | '/reports/fund-balances'
  | '/reports/cash-flows';

/**
 * One statement for the params' company and dates, and the same statement a year earlier when compared.
 * Under the accounts key: any posting refreshes it.
 */
export function useStatement<T>(route: StatementRoute, p: StatementParams, enabled: boolean) {
  const fetchAt = (prior: boolean) => {
    const q = statementQuery(p, prior);
    return {
      queryKey: [...ACCOUNTS_KEY, 'statement', route, q.toString()],
      queryFn: () => apiFetch<{ data: T }>(`${route}?${q}`).then((r) => r.data),
      placeholderData: keepPreviousData,
      retry: false,
    };
  };
  const current = useQuery({ ...fetchAt(false), enabled });
  const prior = useQuery({ ...fetchAt(true), enabled: enabled && p.compare });
  return { current, prior };
}

/**
 * The dashboard's net assets: today's statement of financial position and the year's fund balances of one
 * company (0: the caller's own).
 */
export function useNetAssets(companyId: number, enabled: boolean) {
  const today = localToday();
  const q = (more: Record<string, string>) => {
    const s = new URLSearchParams(more);
    if (companyId) s.set('company_id', String(companyId));
    return s;
  };
  const position = q({ as_of: today });
  const funds = q({ from: `${today.slice(0, 4)}-01-01`, to: today });
  const common = { enabled, retry: false, placeholderData: keepPreviousData };
  return {
    position: useQuery({
      ...common,
      queryKey: [...ACCOUNTS_KEY, 'statement', '/reports/financial-position', position.toString()],
      queryFn: () => apiFetch<{ data: FinancialPosition }>(`/reports/financial-position?${position}`).then((r) => r.data),
    }),
    funds: useQuery({
      ...common,
      queryKey: [...ACCOUNTS_KEY, 'statement', '/reports/fund-balances', funds.toString()],
      queryFn: () => apiFetch<{ data: FundBalanceRow[] }>(`/reports/fund-balances?${funds}`).then((r) => r.data),
    }),
  };
}
