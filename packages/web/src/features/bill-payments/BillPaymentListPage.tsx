import { BILL_PAYMENT_ALL_STATUS, BILL_PAYMENT_SORTS, BILL_PAYMENT_STATUS, type BillPaymentRow } from '@app/contract';
import { useAuth } from '../../app/auth-store';
import { useCompanyStatusList } from '../../components/CompanyStatusFilters';
import type { Column } from '../../components/DataTable';
import * as col from '../../components/listColumns';
import { type StatusListDefinition, StatusListPage } from '../../components/StatusListPage';
import { CREATE, CREATE_CHECK, paymentRows, viewPath } from './api';
import { PAYMENT_STATUS_COLOR } from './labels';
import { useVoidPayment } from './useVoidPayment';

const LIST: StatusListDefinition<BillPaymentRow> = {
  title: 'Bill Payments',
  rows: { one: 'payment', many: 'payments', every: 'bill payments' },
  source: paymentRows,
  // Section 2: All Status = 5, Paid = 2, Check = 3, Void = 1.
  statuses: col.statusOptions(BILL_PAYMENT_ALL_STATUS, BILL_PAYMENT_STATUS, ['Paid', 'Check', 'Void']),
  searchPlaceholder: 'Bill#, reference, vendor or bank',
};

/** /app/bill-payment-list: the payments, 5 a page on the server, with company (Super-Admin) and status filters. */
export default function BillPaymentListPage() {
  const auth = useAuth();
  const voidPayment = useVoidPayment();
  // Page, search, sort, company and status live in the URL: reload and back keep them.
  const params = useCompanyStatusList(BILL_PAYMENT_SORTS, 'newest', BILL_PAYMENT_ALL_STATUS);

  const canView = auth.can('BillPayment_View');
  const canVoid = auth.can('BillPayment_Delete');
  const live = (r: BillPaymentRow) => r.status !== BILL_PAYMENT_STATUS.Void;

  const columns: Column<BillPaymentRow>[] = [
    col.documentLinkColumn<BillPaymentRow>({
      key: 'bill_number',
      header: 'Bill Number',
      sortKey: 'bill_number',
      text: (r) => r.bill_number,
      to: (r) => (canView ? viewPath(r.id) : undefined),
    }),
    ...col.companyNameColumn<BillPaymentRow>(auth.isSuperAdmin, 'companyName'),
    col.documentDateColumn<BillPaymentRow>('payment_date', 'Payment Date', (r) => r.payment_date),
    { key: 'bank_account_name', truncate: true, header: 'Bank Name' },
    { key: 'payable_account_name', truncate: true, header: 'A/P Name' },
    { key: 'vendor_name', truncate: true, header: 'Vendor', sortKey: 'vendor_name' },
    col.amountColumn<BillPaymentRow>('amount', 'Amount', (r) => r.amount),
    col.amountColumn<BillPaymentRow>('discount', 'Discount', (r) => r.discount),
    col.amountColumn<BillPaymentRow>('final_payment', 'Payment (USD)', (r) => (live(r) ? r.final_payment : '0.00'), 'final_payment'),
    col.statusNameColumn<BillPaymentRow>((r) => PAYMENT_STATUS_COLOR[r.status] ?? 'default'),
  ];
  const rowActions = col.voidAndView<BillPaymentRow>((r) => `payment of bill ${r.bill_number}`, {
    canVoid: (r) => canVoid && live(r),
    onVoid: voidPayment,
    canView: () => canView,
    viewPath,
  });

  return (
    <StatusListPage
      list={LIST}
      links={[
        { label: '+ Create Bill Payment', to: CREATE, when: auth.can('BillPayment_Create') },
        { label: 'Generate Check', to: CREATE_CHECK, when: auth.can('Check_Create') },
      ]}
      params={params}
      columns={columns}
      rowActions={rowActions}
    />
  );
}
