import { CHECK_ALL_STATUS, CHECK_SORTS, CHECK_STATUS, CHECK_STATUS_NAMES, CHECK_TYPE_NAMES, type CheckRow, formatDate } from '@app/contract';
import Block from '@mui/icons-material/Block';
import Print from '@mui/icons-material/Print';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { useCompanyStatusList } from '../../components/CompanyStatusFilters';
import type { Column } from '../../components/DataTable';
import { usd } from '../../components/money';
import { type RowAction, StatusListPage, statusColumn } from '../../components/StatusListPage';
import { CREATE, PER_PAGE, useCheckPage, viewPath } from './api';
import { usePrintChecks } from './usePrintChecks';
import { useVoidCheck } from './useVoidCheck';

// Section 2: All Status = 5, Check = 1, Void = 2.
const STATUS_OPTIONS = [
  { value: CHECK_ALL_STATUS, label: 'All Status' },
  { value: CHECK_STATUS.Check, label: 'Check' },
  { value: CHECK_STATUS.Void, label: 'Void' },
];

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
    {
      key: 'check_number',
      nowrap: true,
      header: 'Check #',
      sortKey: 'check_number',
      sortFirst: 'desc',
      render: (r) => (
        <Link component={RouterLink} to={viewPath(r.id)}>
          {r.check_number}
        </Link>
      ),
    },
    { key: 'company_name', truncate: true, header: 'Company Name', sortKey: 'company_name' },
    {
      key: 'check_current_date',
      header: 'Date',
      sortKey: 'check_current_date',
      sortFirst: 'desc',
      render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.check_current_date)}</Box>,
    },
    { key: 'vendor_name', truncate: true, header: 'Vendor Name', sortKey: 'vendor_name' },
    { key: 'memo', truncate: true, header: 'Memo', render: (r) => r.memo || '—' },
    { key: 'check_type', nowrap: true, header: 'Check/Type', render: (r) => CHECK_TYPE_NAMES[r.check_type] },
    {
      key: 'check_amount',
      header: 'Balance',
      align: 'right',
      sortKey: 'check_amount',
      sortFirst: 'desc',
      render: (r) => usd(live(r) ? r.check_amount : '0.00'),
    },
    statusColumn(
      (r) => r.status_name,
      (r) => (live(r) ? 'success' : 'default'),
      'status_name',
    ),
  ];
  const rowActions: RowAction<CheckRow>[] = [
    {
      title: 'Void',
      icon: <Block fontSize="small" />,
      label: (r) => `Void check ${r.check_number}`,
      when: (r) => canVoid && live(r),
      onClick: voidCheck,
      color: 'error',
    },
    { title: 'View', icon: <Visibility fontSize="small" />, label: (r) => `View check ${r.check_number}`, when: () => canView, to: (r) => viewPath(r.id) },
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
      title="Cheque List"
      links={[{ label: '+ Generate Check', to: CREATE, when: auth.can('Check_Create') }]}
      params={params}
      statusOptions={STATUS_OPTIONS}
      perPage={PER_PAGE}
      usePage={useCheckPage}
      searchPlaceholder="Check#, memo, vendor or bank"
      exportRoute="/listAllGeneratedCheck/export"
      exportLabel="checks"
      columns={columns}
      rowActions={rowActions}
      empty={{ search: 'No check matches the search', none: 'No checks yet', status: (s) => `No ${CHECK_STATUS_NAMES[s]} checks` }}
    >
      {printing}
    </StatusListPage>
  );
}
