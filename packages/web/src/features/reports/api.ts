import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/typed';
import { ACCOUNTS_KEY } from '../accounts/api';

/** Under the accounts key: any posting or account change refreshes it. */
export function useTrialBalance(companyId: number, asOf: string, enabled: boolean) {
  const q = new URLSearchParams({ as_of: asOf });
  if (companyId) q.set('company_id', String(companyId));
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'trial-balance', companyId, asOf],
    queryFn: () => api.get('/reports/trial-balance', { query: q }).then((r) => r.data),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
