import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { ACCOUNTS_KEY } from '../accounts/api';
import { type StatementParams, statementQuery } from './params';

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
