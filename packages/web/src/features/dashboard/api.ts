import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/typed';
import { localToday } from '../../components/today';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';

/** The dashboard's figures, for the user's own calendar day (overdue follows the treasurer's clock). */
export function useDashboardSummary(companyId: number) {
  const today = localToday();
  const q = new URLSearchParams({ company_id: String(companyId), today });
  return useQuery({
    queryKey: [...QUERY_ROOTS.dashboard, companyId, today],
    queryFn: () => api.get('/dashboard/summary', { query: q }).then((r) => r.data),
  });
}

/** The bill list showing exactly the bills a due figure counted. */
export const dueBillsPath = (due: 'overdue' | 'next14', companyId: number) => `/app/pay-bills-list?due=${due}${companyId ? `&company_id=${companyId}` : ''}`;
