import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/typed';

/** The company's closing date and its history (GET /closing-date); 0/null: the caller's own company. */
export function useClosingDate(companyId: number | null) {
  return useQuery({
    queryKey: ['closing-date', companyId ?? 0],
    queryFn: () => api.get('/closing-date', { query: companyId ? { company_id: companyId } : {} }).then((r) => r.data),
  });
}

export function saveClosingDate(companyId: number, closingDate: string, reason: string) {
  return api.post('/closing-date', { body: { company_id: companyId, closing_date: closingDate || null, reason: reason || null } });
}

export function useRefreshClosingDate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['closing-date'] });
}
