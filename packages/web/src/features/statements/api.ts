import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../api/typed';
import { localToday } from '../../components/today';
import { ACCOUNTS_KEY } from '../accounts/api';
import { type StatementParams, statementQuery } from './params';

/** The statements' routes. */
export type StatementRoute =
  | '/reports/financial-position'
  | '/reports/statement-of-activities'
  | '/reports/functional-expenses'
  | '/reports/fund-balances'
  | '/reports/cash-flows';

const statementKey = (route: StatementRoute, q: URLSearchParams) => [...ACCOUNTS_KEY, 'statement', route, q.toString()];
// One call for the five routes: each takes the same query and answers its own statement (typed per route).
const get = <R extends StatementRoute>(route: R, query: URLSearchParams) =>
  (api.get as unknown as (path: R, opts: { query: URLSearchParams }) => Promise<Answer<R, 'get'>>)(route, { query });

/**
 * One statement for the params' company, dates and comparison: `{ data, comparison, meta }`. Under the
 * accounts key: any posting refreshes it.
 */
export function useStatement<R extends StatementRoute>(route: R, p: StatementParams, enabled: boolean) {
  const q = statementQuery(p);
  return useQuery({ queryKey: statementKey(route, q), queryFn: () => get(route, q), enabled, placeholderData: keepPreviousData, retry: false });
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
  // The whole answer is cached (the statement screens share these keys); the card selects the statement.
  const common = { retry: false, placeholderData: keepPreviousData };
  return {
    position: useQuery({
      ...common,
      queryKey: statementKey('/reports/financial-position', position),
      queryFn: () => get('/reports/financial-position', position),
      select: (r) => r.data,
    }),
    funds: useQuery({
      ...common,
      queryKey: statementKey('/reports/fund-balances', funds),
      queryFn: () => get('/reports/fund-balances', funds),
      select: (r) => r.data,
    }),
  };
}
