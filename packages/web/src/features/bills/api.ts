import type { BillRequestIn, BillRow } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/typed';
import type { ListSource } from '../../components/StatusListPage';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';
import { ACCOUNTS_KEY } from '../accounts/api';

/** Page size of the bill list (specification 001, section 9). */
export const PER_PAGE = 10;
export const LIST = '/app/pay-bills-list';
export const CREATE = '/app/pay-bills';
export const editPath = (id: number) => `/app/pay-bills/${id}`;
export const viewPath = (id: number) => `/app/pay-bills/view/${id}`;

const KEY = QUERY_ROOTS.bills;

/** A page of the list for the URL's filters (useCompanyStatusList().list.query(PER_PAGE)): company 0 = All Company, status 5 = All Status. */
export function useBillPage(query: URLSearchParams) {
  return useQuery({
    queryKey: [...KEY, 'page', query.toString()],
    queryFn: () => api.get('/getAllPayBillsInfo', { query }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** The list's rows for StatusListPage: the page query above, its page size and the list's export. */
export const billRows: ListSource<BillRow> = { perPage: PER_PAGE, usePage: useBillPage, exportRoute: '/getAllPayBillsInfo/export' };

export function useBill(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: () => api.get('/getPayBillById/{id}', { path: { id: id! } }),
    enabled: !!id,
    retry: false,
  });
}

/** Payable (type 6) and COA accounts of a company (0: the caller's own). */
export function useBillAccounts(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'bill-accounts', companyId],
    queryFn: () => api.get('/getAccountBehalfofcompanyId/{companyId}', { path: { companyId } }).then((r) => r.data),
    enabled,
  });
}

export const createBill = (body: BillRequestIn, idempotencyKey: string) => api.post('/createPayBills', { body, idempotencyKey });

export const updateBill = (id: number, body: BillRequestIn) => api.post('/updateBill/{id}', { path: { id }, body });

export const voidBill = (id: number, reason?: string) => api.get('/changeStatusOfBillIntoVoid/{billId}', { path: { billId: id }, query: { reason } });

/** getVendorByPONumber: the order's vendor and total (companyId 0: the caller's own company). */
export const lookupPo = (poNumber: number, companyId: number) =>
  api.get('/getVendorByPONumber/{number}', { path: { number: poNumber }, query: companyId ? { company_id: companyId } : undefined });
