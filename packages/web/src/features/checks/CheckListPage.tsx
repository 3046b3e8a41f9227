import { CHECK_ALL_STATUS, CHECK_SORTS, CHECK_STATUS, CHECK_STATUS_NAMES, CHECK_TYPE_NAMES, type CheckRow, formatDate } from '@app/contract';
import Block from '@mui/icons-material/Block';
import Print from '@mui/icons-material/Print';
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
  const { list, companyId, status, onChange } = useCompanyStatusList(CHECK_SORTS, 'newest', CHECK_ALL_STATUS);
  const { data, isLoading, isFetching } = useCheckPage(list.query(PER_PAGE));

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
    {
      key: 'status',
      nowrap: true,
      header: 'Status',
      sortKey: 'status_name',
      render: (r) => <Chip size="small" variant="outlined" label={r.status_name} color={live(r) ? 'success' : 'default'} />,
    },
    {
      key: 'actions',
      header: 'Action',
      align: 'right',
      render: (r) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {canVoid && live(r) && (
            <Tooltip title="Void">
              <IconButton size="small" color="error" aria-label={`Void check ${r.check_number}`} onClick={() => voidCheck(r)}>
                <Block fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canView && (
            <Tooltip title="View">
              <IconButton size="small" aria-label={`View check ${r.check_number}`} component={RouterLink} to={viewPath(r.id)}>
                <Visibility fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canView && live(r) && (
            <Tooltip title="Print">
              <IconButton size="small" aria-label={`Print check ${r.check_number}`} onClick={() => print([r.id], `check-${r.check_number}`)}>
                <Print fontSize="small" />
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
        title="Cheque List"
        actions={
          auth.can('Check_Create') && (
            <Button variant="contained" component={RouterLink} to={CREATE}>
              + Generate Check
            </Button>
          )
        }
      />
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        placeholder="Check#, memo, vendor or bank"
        exportPath={`/listAllGeneratedCheck/export?${list.exportQuery()}`}
        exportLabel="checks"
      >
        <CompanyStatusFilters companyId={companyId} status={status} options={STATUS_OPTIONS} onChange={onChange} />
      </ListToolbar>
      <DataTable
        label="Cheque List"
        columns={columns}
        page={data}
        perPage={PER_PAGE}
        pageNumber={list.page}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={list.search ? 'No check matches the search' : status === CHECK_ALL_STATUS ? 'No checks yet' : `No ${CHECK_STATUS_NAMES[status]} checks`}
      />
      {printing}
    </>
  );
}
