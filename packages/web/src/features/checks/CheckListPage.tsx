import { CHECK_ALL_STATUS, CHECK_SORTS, CHECK_STATUS, CHECK_TYPE_NAMES, type CheckRow } from '@app/contract';
import Print from '@mui/icons-material/Print';
import { useAuth } from '../../app/auth-store';
import { useCompanyStatusList } from '../../components/CompanyStatusFilters';
import type { Column } from '../../components/DataTable';
import { amountColumn, documentDateColumn, documentLinkColumn, statusNameColumn, statusOptions, voidAndView } from '../../components/listColumns';
import { type RowAction, type StatusListDefinition, StatusListPage } from '../../components/StatusListPage';
import { CREATE, checkRows, viewPath } from './api';
import { usePrintChecks } from './usePrintChecks';
import { useVoidCheck } from './useVoidCheck';

const LIST: StatusListDefinition<CheckRow> = {
  title: 'Cheque List',
  rows: { one: 'check', many: 'checks' },
  source: checkRows,
  // Section 2: All Status = 5, Check = 1, Void = 2.
  statuses: statusOptions(CHECK_ALL_STATUS, CHECK_STATUS, ['Check', 'Void']),
  searchPlaceholder: 'Check#, memo, vendor or bank',
};

/** /app/cheque-list: the checks, 5 a page on the server, with company (Super-Admin) and status filters. */
export default function CheckListPage() {
  const auth = useAuth();
  const voidCheck = useVoidCheck();
  const [print, printing] = usePrintChecks();
  // Page, search, sort, company and status live in the URL: reload and back keep them.
  const params = useCompanyStatusList(CHECK_SORTS, 'newest', CHECK_ALL_STATUS);

  const canView = auth.can('Check_View');
  const canVoid = auth.can('Check_Delete');
  const live = (r: CheckRow) => r.status === CHECK_STATUS.Check;

  const columns: Column<CheckRow>[] = [
    documentLinkColumn<CheckRow>({ key: 'check_number', header: 'Check #', sortKey: 'check_number', text: (r) => r.check_number, to: (r) => viewPath(r.id) }),
    { key: 'company_name', truncate: true, header: 'Company Name', sortKey: 'company_name' },
    documentDateColumn<CheckRow>('check_current_date', 'Date', (r) => r.check_current_date),
    { key: 'vendor_name', truncate: true, header: 'Vendor Name', sortKey: 'vendor_name' },
    { key: 'memo', truncate: true, header: 'Memo', render: (r) => r.memo || '—' },
    { key: 'check_type', nowrap: true, header: 'Check/Type', render: (r) => CHECK_TYPE_NAMES[r.check_type] },
    amountColumn<CheckRow>('check_amount', 'Balance', (r) => (live(r) ? r.check_amount : '0.00'), 'check_amount'),
    statusNameColumn<CheckRow>((r) => (live(r) ? 'success' : 'default')),
  ];
  const rowActions: RowAction<CheckRow>[] = [
    ...voidAndView<CheckRow>((r) => `check ${r.check_number}`, {
      canVoid: (r) => canVoid && live(r),
      onVoid: voidCheck,
      canView: () => canView,
      viewPath,
    }),
    {
      title: 'Print',
      icon: <Print fontSize="small" />,
      label: (r) => `Print check ${r.check_number}`,
      when: (r) => canView && live(r),
      onClick: (r) => print([r.id], `check-${r.check_number}`),
    },
  ];

  return (
    <StatusListPage
      list={LIST}
      links={[{ label: '+ Generate Check', to: CREATE, when: auth.can('Check_Create') }]}
      params={params}
      columns={columns}
      rowActions={rowActions}
    >
      {printing}
    </StatusListPage>
  );
}
