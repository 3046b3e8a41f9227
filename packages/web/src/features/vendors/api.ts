import type { VendorRequestIn } from '@app/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/typed';

/** Page size of the vendor list (specification document 000, section 9). */
export const PER_PAGE = 10;

const KEY = ['vendors'] as const;

/** A page of the vendor list for the URL's filters (useListParams().query(PER_PAGE)). */
export function useVendorPage(query: URLSearchParams) {
  return useQuery({
    queryKey: [...KEY, 'page', query.toString()],
    queryFn: () => api.get('/vendor', { query }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export function useVendor(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: () => api.get('/vendor/edit/{id}', { path: { id: id! } }).then((r) => r.data),
    enabled: !!id,
    retry: false,
  });
}

/** Every vendor list and picker (the order, bill and check screens read them under this key too). */
export function useRefreshVendors() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export const saveVendor = (id: number | null, body: VendorRequestIn) =>
  id ? api.post('/vendor/update/{id}', { path: { id }, body }) : api.post('/vendor/add', { body });

export const deleteVendor = (id: number) => api.delete('/vendor/delete/{id}', { path: { id } });

/**
 * A company's live vendors for pickers (purchase orders, bills, checks); 0 = every company the caller may see.
 * Lives under the vendors key, so adding a vendor (page or 'Adding New Vendor' dialog) refreshes it.
 */
export function useVendorOptions(companyId: number, enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'options', companyId],
    queryFn: () => api.get('/getVendorOnBehalfOfCompany/{companyId}', { path: { companyId } }).then((r) => r.vendorName),
    enabled,
    staleTime: 30_000,
  });
}
