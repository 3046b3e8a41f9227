import { BILL_PAYMENT_PAGE_SIZE, type BillPaymentRequestIn, type BillPaymentRow } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/typed';
import type { ListSource } from '../../components/StatusListPage';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';
import { ACCOUNTS_KEY } from '../accounts/api';

export const PER_PAGE = BILL_PAYMENT_PAGE_SIZE;
export const LIST = '/app/bill-payment-list';
export const CREATE = '/app/create-bill-payment';
/** The check screen (a later issue) where Paid payments are put on a check. */
export const CREATE_CHECK = '/app/create-cheque';
export const viewPath = (id: number) => `/app/bill-payment/view/${id}`;

const KEY = QUERY_ROOTS.payments;

/** A page of the list for the URL's filters (useCompanyStatusList().list.query(PER_PAGE)): company 0 = All Company, status 5 = All Status. */
export function usePaymentPage(query: URLSearchParams) {
  return useQuery({
    queryKey: [...KEY, 'page', query.toString()],
    queryFn: () => api.get('/viewBillPayment', { query }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** The list's rows for StatusListPage: the page query above, its page size and the list's export. */
export const paymentRows: ListSource<BillPaymentRow> = { perPage: PER_PAGE, usePage: usePaymentPage, exportRoute: '/viewBillPayment/export' };

export function usePayment(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: () => api.get('/viewBillPaymentByBillPaymentId/{id}', { path: { id: id! } }),
    enabled: !!id,
    retry: false,
  });
}

/** The payments a bill has had (the bill view shows them). */
export function usePaymentsOfBill(billId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'of-bill', billId],
    queryFn: () => api.get('/getBillPaymentsOfBill/{id}', { path: { id: billId! } }).then((r) => r.data),
    enabled: enabled && !!billId,
  });
}

/** The company's bank and cash accounts and its payable accounts (0: the caller's own). */
export function usePaymentAccounts(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'bill-payment-accounts', companyId],
    queryFn: () => api.get('/getBankAccountByCompanyId/{companyId}', { path: { companyId } }).then((r) => r.data),
    enabled,
  });
}

/** A bank account's ledger balance (decimal string). */
export function useBankBalance(bankAccountId: number) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'bank-balance', bankAccountId],
    queryFn: () => api.get('/getBalanceByBankAcc/{bankAccountId}', { path: { bankAccountId } }).then((r) => r.finalAmount),
    enabled: bankAccountId > 0,
  });
}

/** The Created bills on a payable account. */
export function useUnpaidBills(accountPayableId: number, companyId: number) {
  return useQuery({
    queryKey: [...KEY, 'unpaid', accountPayableId, companyId],
    queryFn: () => api.get('/getBillByCompnayId/{accountPayableId}/{companyId}', { path: { accountPayableId, companyId } }),
    enabled: accountPayableId > 0,
  });
}

export const createPayment = (body: BillPaymentRequestIn, idempotencyKey: string) => api.post('/createBillPayment', { body, idempotencyKey });

export const voidPayment = (id: number, reason?: string) => api.get('/changeStatusOfBillPayment/{id}', { path: { id }, query: { reason } });
