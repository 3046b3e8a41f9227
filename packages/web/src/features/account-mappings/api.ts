import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/typed';

const KEY = ['account-mappings'];

/** The standard chart and a company's accounts with their mapping (0: the caller's own company). */
export function useAccountMappings(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, companyId],
    queryFn: () => api.get('/account-mappings', { query: companyId ? { company_id: companyId } : {} }).then((r) => r.data),
    enabled,
  });
}

export const saveMapping = (
  id: number,
  body: { standard_account_number: string | null; intercompany_role: string | null; counterparty_company_id: number | null },
) => api.post('/account-mappings/{id}', { path: { id }, body: body as never });

export function useRefreshMappings() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: KEY });
}
