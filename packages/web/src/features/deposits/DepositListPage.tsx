import { DEPOSIT_ALL_STATUS, DEPOSIT_SORTS, DEPOSIT_STATUS, DEPOSIT_STATUS_NAMES, type DepositRow, formatDate } from '@app/contract';
import Block from '@mui/icons-material/Block';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { useCompanyStatusList } from '../../components/CompanyStatusFilters';
import type { Column } from '../../components/DataTable';
import { usd } from '../../components/money';
import { type RowAction, StatusListPage, statusColumn } from '../../components/StatusListPage';
import { CREATE, PER_PAGE, useDepositPage, viewPath } from './api';
import { useVoidDeposit } from './useVoidDeposit';

const STATUS_OPTIONS = [
  { value: DEPOSIT_ALL_STATUS, label: 'All Status' },
  { value: DEPOSIT_STATUS.Posted, label: 'Posted' },
  { value: DEPOSIT_STATUS.Void, label: 'Void' },
];

/** /app/deposit-list: the deposits, 10 a page, with company (Super-Admin), status and date filters. */
export default function DepositListPage() {
  const auth = useAuth();
  const voidDeposit = useVoidDeposit();
  const params = useCompanyStatusList(DEPOSIT_SORTS, 'newest', DEPOSIT_ALL_STATUS);
  const { list } = params;
  const canVoid = auth.can('Deposit_Delete');
  const live = (r: DepositRow) => r.status !== DEPOSIT_STATUS.Void;

  const columns: Column<DepositRow>[] = [
    {
      key: 'id',
      nowrap: true,
      header: 'Deposit#',
      render: (r) => (
        <Link component={RouterLink} to={viewPath(r.id)}>
          {r.id}
        </Link>
      ),
    },
    ...(auth.isSuperAdmin ? [{ key: 'companyName', truncate: true, header: 'Company Name', sortKey: 'companyName' }] : []),
    {
      key: 'deposit_date',
      header: 'Deposit Date',
      sortKey: 'deposit_date',
      sortFirst: 'desc',
      render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.deposit_date)}</Box>,
    },
    { key: 'bank_account_name', truncate: true, header: 'Bank Account', sortKey: 'bank_account_name' },
    { key: 'counted_by', truncate: true, header: 'Counted By', render: (r) => r.counted_by.join(', ') },
    { key: 'cash_total', header: 'Cash', align: 'right', render: (r) => usd(r.cash_total) },
    { key: 'check_total', header: 'Checks', align: 'right', render: (r) => usd(r.check_total) },
    { key: 'total', header: 'Total (USD)', align: 'right', sortKey: 'total', sortFirst: 'desc', render: (r) => usd(r.total) },
    statusColumn(
      (r) => r.status_name,
      (r) => (live(r) ? 'success' : 'default'),
      'status_name',
    ),
  ];
  const rowActions: RowAction<DepositRow>[] = [
    {
      title: 'Void',
      icon: <Block fontSize="small" />,
      label: (r) => `Void deposit ${r.id}`,
      when: (r) => canVoid && live(r),
      onClick: voidDeposit,
      color: 'error',
    },
    { title: 'View', icon: <Visibility fontSize="small" />, label: (r) => `View deposit ${r.id}`, when: () => true, to: (r) => viewPath(r.id) },
  ];

  // The deposit dates, kept in the URL with the other filters (?from=&until=).
  const dateFilter = (name: 'from' | 'until', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={list.filter(name) ?? ''}
      onChange={(e) => list.setFilter(name, e.target.value || null)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 180 } }}
    />
  );

  return (
    <StatusListPage
      title="Deposits"
      links={[{ label: '+ Record Deposit', to: CREATE, when: auth.can('Deposit_Create') }]}
      params={params}
      statusOptions={STATUS_OPTIONS}
      perPage={PER_PAGE}
      usePage={useDepositPage}
      searchPlaceholder="Deposit#, memo, counter or bank"
      exportRoute="/deposits/export"
      exportLabel="deposits"
      columns={columns}
      rowActions={rowActions}
      banner={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {dateFilter('from', 'Deposited from')}
          {dateFilter('until', 'Deposited until')}
        </Stack>
      }
      empty={{ search: 'No deposit matches the search', none: 'No deposits yet', status: (s) => `No ${DEPOSIT_STATUS_NAMES[s]} deposits` }}
    />
  );
}
