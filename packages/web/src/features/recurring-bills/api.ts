import type { RecurringBillRequestIn, RecurringBillRow } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/typed';

export const LIST = '/app/recurring-bills';
export const CREATE = '/app/recurring-bills/new';
export const PER_PAGE = 10;
const KEY = ['recurring-bills'] as const;
export { KEY as recurringKey };

export type Status = 'all' | 'active' | 'paused' | 'ended';

export function useRecurringPage(q: { company_id: number; status: Status; page: number }) {
  return useQuery({
    queryKey: [...KEY, q],
    queryFn: async () => (await api.get('/recurring-bills', { query: { ...q, per_page: PER_PAGE } })).data,
    placeholderData: keepPreviousData,
  });
}

export const createTemplate = (body: RecurringBillRequestIn) => api.post('/recurring-bills', { body: body as never });
export const changeTemplate = (row: RecurringBillRow, action: 'pause' | 'resume' | 'end') =>
  api.post('/recurring-bills/{id}/{action}', { path: { id: row.id, action } });
