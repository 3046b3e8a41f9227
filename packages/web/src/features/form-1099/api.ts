import type { Form1099Report } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/typed';
import { ACCOUNTS_KEY } from '../accounts/api';

/** The year's 1099-NEC report. Under the accounts key: any posting (a payment, a void) refreshes it. */
export function useForm1099(companyId: number, year: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, '1099-nec', companyId, year],
    queryFn: () => api.get('/reports/1099-nec', { query: { year, ...(companyId ? { company_id: companyId } : {}) } as never }),
    select: (r: { data: Form1099Report }) => r.data,
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
