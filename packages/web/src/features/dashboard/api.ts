import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/typed';
import { localToday } from '../../components/today';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';

/** Companies per page of the Super-Admin's breakdown (the server's default). */
export const BREAKDOWN_PER_PAGE = 10;

/**
 * The dashboard's figures, for the user's own calendar day (overdue follows the treasurer's clock); over every
 * company (Super-Admin) `page` is the breakdown's page, kept on screen while the next one loads.
 */
export function useDashboardSummary(companyId: number, page = 1) {
  const today = localToday();
  const q = new URLSearchParams({ company_id: String(companyId), today });
  if (!companyId) q.set('page', String(page));
  return useQuery({
    queryKey: [...QUERY_ROOTS.dashboard, companyId, today, companyId ? 1 : page],
    queryFn: () => api.get('/dashboard/summary', { query: q }).then((r) => r.data),
    placeholderData: (previous, query) => (query && previous?.company_id === (companyId || null) ? previous : undefined),
  });
}

/** The bill list showing exactly the bills a due figure counted. */
export const dueBillsPath = (due: 'overdue' | 'next14', companyId: number) => `/app/pay-bills-list?due=${due}${companyId ? `&company_id=${companyId}` : ''}`;
