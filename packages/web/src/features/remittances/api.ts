import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/typed';

/** The month's status per child (GET /remittances); 0: the caller's own company. */
export function useRemittanceStatus(parentId: number, month: string) {
  return useQuery({
    queryKey: ['remittances', parentId, month],
    queryFn: () => api.get('/remittances', { query: { ...(parentId ? { parent_company_id: parentId } : {}), month } }).then((r) => r.data),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
}

export function useRemittanceRules(parentId: number) {
  return useQuery({
    queryKey: ['remittances', 'rules', parentId],
    queryFn: () => api.get('/remittance-rules', { query: parentId ? { parent_company_id: parentId } : {} }).then((r) => r.data),
  });
}

export const runMonth = (parentId: number, month: string) => api.post('/remittances/run', { body: { parent_company_id: parentId || null, month } });

export const saveRule = (body: Record<string, unknown>) => api.post('/remittance-rules', { body: body as never });

export function useRefreshRemittances() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['remittances'] });
}
