import { DEPOSIT_ALL_STATUS, DEPOSIT_SORTS, DEPOSIT_STATUS, type DepositRow } from '@app/contract';
import { Stack, TextField } from '@mui/material';
import { useAuth } from '../../app/auth-store';
import { useCompanyStatusList } from '../../components/CompanyStatusFilters';
import type { Column } from '../../components/DataTable';
import * as col from '../../components/listColumns';
import { type StatusListDefinition, StatusListPage } from '../../components/StatusListPage';
import { CREATE, depositRows, viewPath } from './api';
import { useVoidDeposit } from './useVoidDeposit';

const LIST: StatusListDefinition<DepositRow> = {
  title: 'Deposits',
  rows: { one: 'deposit', many: 'deposits' },
  source: depositRows,
  statuses: col.statusOptions(DEPOSIT_ALL_STATUS, DEPOSIT_STATUS, ['Posted', 'Void']),
  searchPlaceholder: 'Deposit#, memo, counter or bank',
};

/** /app/deposit-list: the deposits, 10 a page, with company (Super-Admin), status and date filters. */
export default function DepositListPage() {
  const auth = useAuth();
  const voidDeposit = useVoidDeposit();
  const params = useCompanyStatusList(DEPOSIT_SORTS, 'newest', DEPOSIT_ALL_STATUS);
  const { list } = params;
  const canVoid = auth.can('Deposit_Delete');
  const live = (r: DepositRow) => r.status !== DEPOSIT_STATUS.Void;

  const columns: Column<DepositRow>[] = [
    col.documentLinkColumn<DepositRow>({ key: 'id', header: 'Deposit#', text: (r) => r.id, to: (r) => viewPath(r.id) }),
    ...col.companyNameColumn<DepositRow>(auth.isSuperAdmin, 'companyName'),
    col.documentDateColumn<DepositRow>('deposit_date', 'Deposit Date', (r) => r.deposit_date),
    { key: 'bank_account_name', truncate: true, header: 'Bank Account', sortKey: 'bank_account_name' },
    { key: 'counted_by', truncate: true, header: 'Counted By', render: (r) => r.counted_by.join(', ') },
    col.amountColumn<DepositRow>('cash_total', 'Cash', (r) => r.cash_total),
    col.amountColumn<DepositRow>('check_total', 'Checks', (r) => r.check_total),
    col.amountColumn<DepositRow>('total', 'Total (USD)', (r) => r.total, 'total'),
    col.statusNameColumn<DepositRow>((r) => (live(r) ? 'success' : 'default')),
  ];
  const rowActions = col.voidAndView<DepositRow>((r) => `deposit ${r.id}`, {
    canVoid: (r) => canVoid && live(r),
    onVoid: voidDeposit,
    canView: () => true,
    viewPath,
  });

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
      list={LIST}
      links={[{ label: '+ Record Deposit', to: CREATE, when: auth.can('Deposit_Create') }]}
      params={params}
      columns={columns}
      rowActions={rowActions}
      banner={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {dateFilter('from', 'Deposited from')}
          {dateFilter('until', 'Deposited until')}
        </Stack>
      }
    />
  );
}
