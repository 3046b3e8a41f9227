import type { OpeningBalanceInput, OpeningBalancePosted, OpeningBalanceState } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';

const KEY = QUERY_ROOTS.opening;

/** What the screen offers for the company (0: the caller's own) and its live opening entry, if any. */
export function useOpeningState(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, companyId],
    queryFn: () => apiFetch<{ data: OpeningBalanceState }>(`/opening-balances/${companyId}`).then((r) => r.data),
    enabled,
  });
}

export const postOpening = (body: OpeningBalanceInput, idempotencyKey: string) =>
  apiFetch<{ message: string; data: OpeningBalancePosted }>('/opening-balances', { body, idempotencyKey });
