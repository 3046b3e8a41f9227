import type { PoPage, PoRequestIn } from '@app/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { api, type PathsOf, urlOf } from '../../api/typed';
import { authStore } from '../../app/auth-store';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';

const KEY = QUERY_ROOTS.orders;

export type PoListKind = 'admin' | 'user' | 'pending';

/** The list route of each screen (section 7); its export is the same route + '/export'. */
export function listRoute(kind: PoListKind, isSuperAdmin: boolean) {
  if (kind === 'pending') return isSuperAdmin ? '/getApprovePurchaseOrder' : '/getPOBehalfOfCompanyUserForPending';
  return kind === 'admin' ? '/listPurchaseOrder' : '/listCompanyUserPurchaseOrder';
}

/** A page of a list for the URL's filters (useListParams().query(PO_PAGE_SIZE)): company_id, vendor_id, status_id (absent = All). */
export function usePoPage(kind: PoListKind, isSuperAdmin: boolean, query: URLSearchParams) {
  return useQuery({
    queryKey: [...KEY, 'list', kind, query.toString()],
    queryFn: async (): Promise<PoPage> => {
      const res = await api.get(listRoute(kind, isSuperAdmin), { query });
      return 'userDetials' in res.data ? res.data.userDetials : res.data;
    },
    placeholderData: keepPreviousData,
  });
}

/** The dashboard card's count: the total of the pending call. */
export function usePendingCount(enabled: boolean, isSuperAdmin: boolean) {
  return useQuery({
    queryKey: [...KEY, 'list', 'pending-count'],
    queryFn: () =>
      api
        .get(isSuperAdmin ? '/getApprovePurchaseOrder' : '/getPOBehalfOfCompanyUserForPending', { query: { per_page: 1 } })
        .then((r) => r.data.userDetials.total),
    enabled,
  });
}

export function usePoStatuses() {
  return useQuery({
    queryKey: [...KEY, 'statuses'],
    queryFn: () => api.get('/getAllStatus').then((r) => r.data.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePurchaseOrder(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: () => api.get('/showPurchaseOrder/{id}', { path: { id: id! } }),
    enabled: !!id,
    retry: false,
  });
}

export function useRefreshOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

/** Either save: a new order answers its id, an edit whether a raised price sent it back for approval. */
export const savePurchaseOrder = (id: number | null, body: PoRequestIn): Promise<{ message: string; lastInsertedId?: number; back_for_approval?: boolean }> =>
  id ? api.post('/updatePurchaseOrder/{id}', { path: { id }, body }) : api.post('/createPurchaseOrder', { body });

export const changePoStatus = (id: number, action: 'Approval' | 'Decline' | 'Completed' | 'Void' | 'Delete') =>
  api.get('/updateStatusOfPurchaseOrder/{id}/{action}', { path: { id, action } });

export const sendToVendor = (id: number) => api.get('/sendMailPendingFromVendor/{id}', { path: { id } });

export const hasSupervisor = (companyId: number, orderId: number) =>
  api.get('/getApprovedUser/{companyId}/{orderId}', { path: { companyId, orderId } }).then((r) => r.superVisor);

export const vendorTerms = (vendorId: number) => api.get('/getComapnyVendorInformation/{vendorId}', { path: { vendorId } }).then((r) => r.vendorName[0]);

/** Downloads the order PDF with the bearer token (a plain link would carry no token). */
export async function downloadPdf(id: number, poNumber: number) {
  const res = await fetch(`/api/v1${urlOf('/purchaseOrderPdf/{id}' satisfies PathsOf<'get'>, { id })}`, {
    headers: { Authorization: `Bearer ${authStore.get()?.accessToken ?? ''}` },
  });
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(res.status, body?.message ?? 'The PDF could not be made.');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `purchase-order-${poNumber}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The routes of the two forms (Super-Admin uses the admin ones). */
export const formPath = (isSuperAdmin: boolean, id?: number) => `/app/${isSuperAdmin ? 'purchase-order' : 'user-purchase-order'}${id ? `/${id}` : ''}`;
export const listPathFor = (isSuperAdmin: boolean) => (isSuperAdmin ? '/app/purchase-order-list' : '/app/user-purchase-order-list');
