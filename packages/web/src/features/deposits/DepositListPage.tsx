import { DEPOSIT_ALL_STATUS, DEPOSIT_SORTS, DEPOSIT_STATUS, DEPOSIT_STATUS_NAMES, type DepositRow } from '@app/contract';
import { Stack, TextField } from '@mui/material';
import { useAuth } from '../../app/auth-store';
import { useCompanyStatusList } from '../../components/CompanyStatusFilters';
import type { Column } from '../../components/DataTable';
import {
  amountColumn,
  companyNameColumn,
  documentDateColumn,
  documentLinkColumn,
  statusNameColumn,
  statusOptions,
  voidAndView,
} from '../../components/listColumns';
import { type RowAction, StatusListPage } from '../../components/StatusListPage';
import { CREATE, PER_PAGE, useDepositPage, viewPath } from './api';
import { useVoidDeposit } from './useVoidDeposit';

const STATUS_OPTIONS = statusOptions(DEPOSIT_ALL_STATUS, DEPOSIT_STATUS, ['Posted', 'Void']);

/** /app/deposit-list: the deposits, 10 a page, with company (Super-Admin), status and date filters. */
export default function DepositListPage() {
  const auth = useAuth();
  const voidDeposit = useVoidDeposit();
  const params = useCompanyStatusList(DEPOSIT_SORTS, 'newest', DEPOSIT_ALL_STATUS);
  const { list } = params;
  const canVoid = auth.can('Deposit_Delete');
  const live = (r: DepositRow) => r.status !== DEPOSIT_STATUS.Void;

  const columns: Column<DepositRow>[] = [
    documentLinkColumn<DepositRow>({ key: 'id', header: 'Deposit#', text: (r) => r.id, to: (r) => viewPath(r.id) }),
    ...companyNameColumn<DepositRow>(auth.isSuperAdmin, 'companyName'),
    documentDateColumn<DepositRow>('deposit_date', 'Deposit Date', (r) => r.deposit_date),
    { key: 'bank_account_name', truncate: true, header: 'Bank Account', sortKey: 'bank_account_name' },
    { key: 'counted_by', truncate: true, header: 'Counted By', render: (r) => r.counted_by.join(', ') },
    amountColumn<DepositRow>('cash_total', 'Cash', (r) => r.cash_total),
    amountColumn<DepositRow>('check_total', 'Checks', (r) => r.check_total),
    amountColumn<DepositRow>('total', 'Total (USD)', (r) => r.total, 'total'),
    statusNameColumn<DepositRow>((r) => (live(r) ? 'success' : 'default')),
  ];
  const rowActions: RowAction<DepositRow>[] = [
    ...voidAndView<DepositRow>((r) => `deposit ${r.id}`, {
      canVoid: (r) => canVoid && live(r),
      onVoid: voidDeposit,
      canView: () => true,
      viewTo: (r) => viewPath(r.id),
    }),
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
