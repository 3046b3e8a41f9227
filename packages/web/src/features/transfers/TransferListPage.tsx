import { TRANSFER_ALL_STATUS, TRANSFER_SORTS, TRANSFER_STATUS, TRANSFER_STATUS_NAMES, type TransferRow } from '@app/contract';
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
import { CREATE, PER_PAGE, useTransferPage, viewPath } from './api';
import { useVoidTransfer } from './useVoidTransfer';

const STATUS_OPTIONS = statusOptions(TRANSFER_ALL_STATUS, TRANSFER_STATUS, ['Posted', 'Void']);

/** /app/transfer-list: transfers between the company's bank accounts, 10 a page. */
export default function TransferListPage() {
  const auth = useAuth();
  const voidTransfer = useVoidTransfer();
  const params = useCompanyStatusList(TRANSFER_SORTS, 'newest', TRANSFER_ALL_STATUS);
  const live = (r: TransferRow) => r.status !== TRANSFER_STATUS.Void;
  const columns: Column<TransferRow>[] = [
    documentLinkColumn<TransferRow>({ key: 'id', header: 'Transfer#', text: (r) => r.id, to: (r) => viewPath(r.id) }),
    ...companyNameColumn<TransferRow>(auth.isSuperAdmin),
    documentDateColumn<TransferRow>('transfer_date', 'Date', (r) => r.transfer_date),
    { key: 'from_bank_account_name', truncate: true, header: 'From' },
    { key: 'to_bank_account_name', truncate: true, header: 'To' },
    {
      key: 'fund_program_name',
      truncate: true,
      header: 'Fund',
      render: (r) => (r.to_fund_program_name ? `${r.fund_program_name} → ${r.to_fund_program_name}` : r.fund_program_name),
    },
    amountColumn<TransferRow>('amount', 'Amount (USD)', (r) => r.amount, 'amount'),
    statusNameColumn<TransferRow>((r) => (live(r) ? 'success' : 'default')),
  ];
  const rowActions: RowAction<TransferRow>[] = [
    ...voidAndView<TransferRow>((r) => `transfer ${r.id}`, {
      canVoid: (r) => auth.can('Transfer_Delete') && live(r),
      onVoid: voidTransfer,
      canView: () => true,
      viewTo: (r) => viewPath(r.id),
    }),
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
