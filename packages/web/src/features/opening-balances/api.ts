import type { OpeningBalanceInput } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/typed';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';

const KEY = QUERY_ROOTS.opening;

/** What the screen offers for the company (0: the caller's own) and its live opening entry, if any. */
export function useOpeningState(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, companyId],
    queryFn: () => api.get('/opening-balances/{companyId}', { path: { companyId } }).then((r) => r.data),
    enabled,
  });
}

export const postOpening = (body: OpeningBalanceInput, idempotencyKey: string) => api.post('/opening-balances', { body, idempotencyKey });
