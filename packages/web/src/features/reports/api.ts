import type { TrialBalance } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { ACCOUNTS_KEY } from '../accounts/api';

/** Under the accounts key: any posting or account change refreshes it. */
export function useTrialBalance(companyId: number, asOf: string, enabled: boolean) {
  const q = new URLSearchParams({ as_of: asOf });
  if (companyId) q.set('company_id', String(companyId));
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'trial-balance', companyId, asOf],
    queryFn: () => apiFetch<{ data: TrialBalance }>(`/reports/trial-balance?${q}`).then((r) => r.data),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
