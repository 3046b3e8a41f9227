import { BILL_PAYMENT_ALL_STATUS, BILL_PAYMENT_SORTS, BILL_PAYMENT_STATUS, BILL_PAYMENT_STATUS_NAMES, type BillPaymentRow, formatDate } from '@app/contract';
import Block from '@mui/icons-material/Block';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Button, Chip, IconButton, Link, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { CompanyStatusFilters, useCompanyStatusList } from '../../components/CompanyStatusFilters';
import { type Column, DataTable } from '../../components/DataTable';
import { ListToolbar } from '../../components/ListToolbar';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { usd } from '../../components/money';
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
  const { list, companyId, status, onChange } = useCompanyStatusList(BILL_PAYMENT_SORTS, 'newest', BILL_PAYMENT_ALL_STATUS);
  const { data, isLoading, isFetching } = usePaymentPage(list.query(PER_PAGE));

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
    {
      key: 'status',
      nowrap: true,
      header: 'Status',
      sortKey: 'status_name',
      render: (r) => <Chip size="small" variant="outlined" label={r.status_name} color={PAYMENT_STATUS_COLOR[r.status] ?? 'default'} />,
    },
    {
      key: 'actions',
      header: 'Action',
      align: 'right',
      render: (r) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {canVoid && live(r) && (
            <Tooltip title="Void">
              <IconButton size="small" color="error" aria-label={`Void payment of bill ${r.bill_number}`} onClick={() => voidPayment(r)}>
                <Block fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canView && (
            <Tooltip title="View">
              <IconButton size="small" aria-label={`View payment of bill ${r.bill_number}`} component={RouterLink} to={viewPath(r.id)}>
                <Visibility fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ),
    },
  ];

  if (isLoading) return <LoadingOverlay />;
  return (
    <>
      <PageHeader
        title="Bill Payments"
        actions={
          <>
            {auth.can('BillPayment_Create') && (
              <Button variant="contained" component={RouterLink} to={CREATE}>
                + Create Bill Payment
              </Button>
            )}
            {auth.can('Check_Create') && (
              <Button variant="outlined" component={RouterLink} to={CREATE_CHECK}>
                Generate Check
              </Button>
            )}
          </>
        }
      />
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        placeholder="Bill#, reference, vendor or bank"
        exportPath={`/viewBillPayment/export?${list.exportQuery()}`}
        exportLabel="bill payments"
      >
        <CompanyStatusFilters companyId={companyId} status={status} options={STATUS_OPTIONS} onChange={onChange} />
      </ListToolbar>
      <DataTable
        label="Bill Payments"
        columns={columns}
        page={data}
        perPage={PER_PAGE}
        pageNumber={list.page}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={
          list.search
            ? 'No payment matches the search'
            : status === BILL_PAYMENT_ALL_STATUS
              ? 'No bill payments yet'
              : `No ${BILL_PAYMENT_STATUS_NAMES[status]} payments`
        }
      />
    </>
  );
}
