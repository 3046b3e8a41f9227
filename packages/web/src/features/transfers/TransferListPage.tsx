import { TRANSFER_ALL_STATUS, TRANSFER_SORTS, TRANSFER_STATUS, type TransferRow } from '@app/contract';
import { useAuth } from '../../app/auth-store';
import { useCompanyStatusList } from '../../components/CompanyStatusFilters';
import type { Column } from '../../components/DataTable';
import * as col from '../../components/listColumns';
import { type StatusListDefinition, StatusListPage } from '../../components/StatusListPage';
import { CREATE, transferRows, viewPath } from './api';
import { useVoidTransfer } from './useVoidTransfer';

const LIST: StatusListDefinition<TransferRow> = {
  title: 'Transfers',
  rows: { one: 'transfer', many: 'transfers' },
  source: transferRows,
  statuses: col.statusOptions(TRANSFER_ALL_STATUS, TRANSFER_STATUS, ['Posted', 'Void']),
  searchPlaceholder: 'Memo or bank account',
};

/** /app/transfer-list: transfers between the company's bank accounts, 10 a page. */
export default function TransferListPage() {
  const auth = useAuth();
  const voidTransfer = useVoidTransfer();
  const params = useCompanyStatusList(TRANSFER_SORTS, 'newest', TRANSFER_ALL_STATUS);
  const live = (r: TransferRow) => r.status !== TRANSFER_STATUS.Void;
  const columns: Column<TransferRow>[] = [
    col.documentLinkColumn<TransferRow>({ key: 'id', header: 'Transfer#', text: (r) => r.id, to: (r) => viewPath(r.id) }),
    ...col.companyNameColumn<TransferRow>(auth.isSuperAdmin),
    col.documentDateColumn<TransferRow>('transfer_date', 'Date', (r) => r.transfer_date),
    { key: 'from_bank_account_name', truncate: true, header: 'From' },
    { key: 'to_bank_account_name', truncate: true, header: 'To' },
    {
      key: 'fund_program_name',
      truncate: true,
      header: 'Fund',
      render: (r) => (r.to_fund_program_name ? `${r.fund_program_name} → ${r.to_fund_program_name}` : r.fund_program_name),
    },
    col.amountColumn<TransferRow>('amount', 'Amount (USD)', (r) => r.amount, 'amount'),
    col.statusNameColumn<TransferRow>((r) => (live(r) ? 'success' : 'default')),
  ];
  const rowActions = col.voidAndView<TransferRow>((r) => `transfer ${r.id}`, {
    canVoid: (r) => auth.can('Transfer_Delete') && live(r),
    onVoid: voidTransfer,
    canView: () => true,
    viewPath,
  });
  return (
    <StatusListPage
      list={LIST}
      links={[{ label: '+ New Transfer', to: CREATE, when: auth.can('Transfer_Create') }]}
      params={params}
      columns={columns}
      rowActions={rowActions}
    />
  );
}
