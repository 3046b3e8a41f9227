import { CHECK_ALL_STATUS, CHECK_STATUS, CHECK_STATUS_NAMES, CHECK_TYPE_NAMES, type CheckRow } from '@app/contract';
import Block from '@mui/icons-material/Block';
import Print from '@mui/icons-material/Print';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Button, Chip, IconButton, Link, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { CompanyStatusFilters, useCompanyStatusFilters } from '../../components/CompanyStatusFilters';
import { type Column, DataTable } from '../../components/DataTable';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { usd } from '../accounts/format';
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
  const { page, setPage, companyId, status, onChange } = useCompanyStatusFilters(CHECK_ALL_STATUS);
  const { data, isLoading, isFetching } = useCheckPage(page, companyId, status);

  const canView = auth.can('Check_View');
  const canVoid = auth.can('Check_Delete');
  const live = (r: CheckRow) => r.status === CHECK_STATUS.Check;

  const columns: Column<CheckRow>[] = [
    {
      key: 'check_number',
      header: 'Check #',
      render: (r) => (
        <Link component={RouterLink} to={viewPath(r.id)}>
          {r.check_number}
        </Link>
      ),
    },
    { key: 'company_name', header: 'Company Name' },
    { key: 'vendor_name', header: 'Vendor Name' },
    { key: 'memo', header: 'Memo', render: (r) => r.memo || '—' },
    { key: 'check_type', header: 'Check/Type', render: (r) => CHECK_TYPE_NAMES[r.check_type] },
    { key: 'check_amount', header: 'Balance', align: 'right', render: (r) => usd(live(r) ? r.check_amount : '0.00') },
    {
      key: 'status',
      header: 'Status',
      render: (r) => <Chip size="small" variant="outlined" label={r.status_name} color={live(r) ? 'success' : 'default'} />,
    },
    {
      key: 'actions',
      header: 'Action',
      align: 'right',
      width: 140,
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
      <CompanyStatusFilters companyId={companyId} status={status} options={STATUS_OPTIONS} onChange={onChange} />
      <DataTable
        label="Cheque List"
        columns={columns}
        page={data}
        perPage={PER_PAGE}
        pageNumber={page}
        onPageChange={setPage}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={status === CHECK_ALL_STATUS ? 'No checks yet' : `No ${CHECK_STATUS_NAMES[status]} checks`}
      />
      {printing}
    </>
  );
}
