import { BILL_PAYMENT_ALL_STATUS, BILL_PAYMENT_SORTS, BILL_PAYMENT_STATUS, BILL_PAYMENT_STATUS_NAMES, type BillPaymentRow, formatDate } from '@app/contract';
import Block from '@mui/icons-material/Block';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { useCompanyStatusList } from '../../components/CompanyStatusFilters';
import type { Column } from '../../components/DataTable';
import { usd } from '../../components/money';
import { type RowAction, StatusListPage, statusColumn } from '../../components/StatusListPage';
import { CREATE, CREATE_CHECK, PER_PAGE, usePaymentPage, viewPath } from './api';
import { PAYMENT_STATUS_COLOR } from './labels';
import { useVoidPayment } from './useVoidPayment';

// Section 2: All Status = 5, Paid = 2, Check = 3, Void = 1.
const STATUS_OPTIONS = [
  { value: BILL_PAYMENT_ALL_STATUS, label: 'All Status' },
  { value: BILL_PAYMENT_STATUS.Paid, label: 'Paid' },
  { value: BILL_PAYMENT_STATUS.Check, label: 'Check' },
  { value: BILL_PAYMENT_STATUS.Void, label: 'Void' },
];

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
    {
      key: 'bill_number',
      nowrap: true,
      header: 'Bill Number',
      sortKey: 'bill_number',
      sortFirst: 'desc',
      render: (r) =>
        canView ? (
          <Link component={RouterLink} to={viewPath(r.id)}>
            {r.bill_number}
          </Link>
        ) : (
          r.bill_number
        ),
    },
    ...(auth.isSuperAdmin ? [{ key: 'companyName', truncate: true, header: 'Company Name', sortKey: 'companyName' }] : []),
    {
      key: 'payment_date',
      header: 'Payment Date',
      sortKey: 'payment_date',
      sortFirst: 'desc',
      render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.payment_date)}</Box>,
    },
    { key: 'bank_account_name', truncate: true, header: 'Bank Name' },
    { key: 'payable_account_name', truncate: true, header: 'A/P Name' },
    { key: 'vendor_name', truncate: true, header: 'Vendor', sortKey: 'vendor_name' },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => usd(r.amount) },
    { key: 'discount', header: 'Discount', align: 'right', render: (r) => usd(r.discount) },
    {
      key: 'final_payment',
      header: 'Payment (USD)',
      align: 'right',
      sortKey: 'final_payment',
      sortFirst: 'desc',
      render: (r) => usd(live(r) ? r.final_payment : '0.00'),
    },
    statusColumn(
      (r) => r.status_name,
      (r) => PAYMENT_STATUS_COLOR[r.status] ?? 'default',
      'status_name',
    ),
  ];
  const rowActions: RowAction<BillPaymentRow>[] = [
    {
      title: 'Void',
      icon: <Block fontSize="small" />,
      label: (r) => `Void payment of bill ${r.bill_number}`,
      when: (r) => canVoid && live(r),
      onClick: voidPayment,
      color: 'error',
    },
    {
      title: 'View',
      icon: <Visibility fontSize="small" />,
      label: (r) => `View payment of bill ${r.bill_number}`,
      when: () => canView,
      to: (r) => viewPath(r.id),
    },
  ];

  return (
    <StatusListPage
      title="Bill Payments"
      links={[
        { label: '+ Create Bill Payment', to: CREATE, when: auth.can('BillPayment_Create') },
        { label: 'Generate Check', to: CREATE_CHECK, when: auth.can('Check_Create') },
      ]}
      params={params}
      statusOptions={STATUS_OPTIONS}
      perPage={PER_PAGE}
      usePage={usePaymentPage}
      searchPlaceholder="Bill#, reference, vendor or bank"
      exportRoute="/viewBillPayment/export"
      exportLabel="bill payments"
      columns={columns}
      rowActions={rowActions}
      empty={{ search: 'No payment matches the search', none: 'No bill payments yet', status: (s) => `No ${BILL_PAYMENT_STATUS_NAMES[s]} payments` }}
    />
  );
}
