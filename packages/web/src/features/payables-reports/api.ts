import type { ApAging, StatementMeta, VendorStatement } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/typed';
import { ACCOUNTS_KEY } from '../accounts/api';
import { type StatementParams, statementQuery } from '../statements/params';

/** The statements' frame expects `{ data, comparison, meta }`: these reports have no comparison. */
const framed = <T>(data: T, meta: Omit<StatementMeta, 'compare_from' | 'compare_to'>) => ({
  data,
  comparison: null as T | null,
  meta: { ...meta, compare_from: null, compare_to: null },
});

/** The A/P aging as of the params' day. Under the accounts key: any posting refreshes it. */
export function useApAging(p: StatementParams, enabled: boolean) {
  const query = statementQuery({ ...p, compare: false });
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'ap-aging', query.toString()],
    queryFn: () => api.get('/reports/ap-aging', { query: query as never }),
    select: (r: { data: ApAging }) => framed(r.data, { company_id: r.data.company_id, company_name: r.data.company_name, from: null, to: r.data.as_of }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One vendor's statement over the params' period. */
export function useVendorStatement(p: StatementParams, vendorId: number, enabled: boolean) {
  const query = statementQuery({ ...p, compare: false });
  query.set('vendor_id', String(vendorId));
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'vendor-statement', query.toString()],
    queryFn: () => api.get('/reports/vendor-statement', { query: query as never }),
    select: (r: { data: VendorStatement }) =>
      framed(r.data, { company_id: r.data.company_id, company_name: r.data.company_name, from: r.data.from, to: r.data.to }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
