import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/typed';

const KEY = ['reconciliations'] as const;

/** The caller's company's reconciliations (one bank account's when given), newest statement first. */
export function useReconciliations(bankAccountId?: number | null) {
  return useQuery({
    queryKey: [...KEY, 'list', bankAccountId ?? 0],
    queryFn: () => api.get('/reconciliations', { query: bankAccountId ? { bank_account_id: bankAccountId } : {} }).then((r) => r.data),
  });
}

/** One reconciliation; the server runs the matching first for a caller who may work on it. */
export function useReconciliation(id: number) {
  return useQuery({ queryKey: [...KEY, 'one', id], queryFn: () => api.get('/reconciliations/{id}', { path: { id } }).then((r) => r.data) });
}

export function useRefreshReconciliations() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: KEY });
}
