import { formatDate, TRANSFER_ALL_STATUS, TRANSFER_SORTS, TRANSFER_STATUS, TRANSFER_STATUS_NAMES, type TransferRow } from '@app/contract';
import Block from '@mui/icons-material/Block';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { useCompanyStatusList } from '../../components/CompanyStatusFilters';
import type { Column } from '../../components/DataTable';
import { usd } from '../../components/money';
import { type RowAction, StatusListPage, statusColumn } from '../../components/StatusListPage';
import { CREATE, PER_PAGE, useTransferPage, viewPath } from './api';
import { useVoidTransfer } from './useVoidTransfer';

const STATUS_OPTIONS = [
  { value: TRANSFER_ALL_STATUS, label: 'All Status' },
  { value: TRANSFER_STATUS.Posted, label: 'Posted' },
  { value: TRANSFER_STATUS.Void, label: 'Void' },
];

/** /app/transfer-list: transfers between the company's bank accounts, 10 a page. */
export default function TransferListPage() {
  const auth = useAuth();
  const voidTransfer = useVoidTransfer();
  const params = useCompanyStatusList(TRANSFER_SORTS, 'newest', TRANSFER_ALL_STATUS);
  const live = (r: TransferRow) => r.status !== TRANSFER_STATUS.Void;
  const columns: Column<TransferRow>[] = [
    {
      key: 'id',
      nowrap: true,
      header: 'Transfer#',
      render: (r) => (
        <Link component={RouterLink} to={viewPath(r.id)}>
          {r.id}
        </Link>
      ),
    },
    ...(auth.isSuperAdmin ? [{ key: 'companyName', truncate: true, header: 'Company Name' }] : []),
    {
      key: 'transfer_date',
      header: 'Date',
      sortKey: 'transfer_date',
      sortFirst: 'desc',
      render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.transfer_date)}</Box>,
    },
    { key: 'from_bank_account_name', truncate: true, header: 'From' },
    { key: 'to_bank_account_name', truncate: true, header: 'To' },
    {
      key: 'fund_program_name',
      truncate: true,
      header: 'Fund',
      render: (r) => (r.to_fund_program_name ? `${r.fund_program_name} → ${r.to_fund_program_name}` : r.fund_program_name),
    },
    { key: 'amount', header: 'Amount (USD)', align: 'right', sortKey: 'amount', sortFirst: 'desc', render: (r) => usd(r.amount) },
    statusColumn(
      (r) => r.status_name,
      (r) => (live(r) ? 'success' : 'default'),
      'status_name',
    ),
  ];
  const rowActions: RowAction<TransferRow>[] = [
    {
      title: 'Void',
      icon: <Block fontSize="small" />,
      label: (r) => `Void transfer ${r.id}`,
      when: (r) => auth.can('Transfer_Delete') && live(r),
      onClick: voidTransfer,
      color: 'error',
    },
    { title: 'View', icon: <Visibility fontSize="small" />, label: (r) => `View transfer ${r.id}`, when: () => true, to: (r) => viewPath(r.id) },
  ];
  return (
    <StatusListPage
      title="Transfers"
      links={[{ label: '+ New Transfer', to: CREATE, when: auth.can('Transfer_Create') }]}
      params={params}
      statusOptions={STATUS_OPTIONS}
      perPage={PER_PAGE}
      usePage={useTransferPage}
      searchPlaceholder="Memo or bank account"
      exportRoute="/transfers/export"
      exportLabel="transfers"
      columns={columns}
      rowActions={rowActions}
      empty={{ search: 'No transfer matches the search', none: 'No transfers yet', status: (s) => `No ${TRANSFER_STATUS_NAMES[s]} transfers` }}
    />
  );
}
