import { BILL_ALL_STATUS, BILL_DUE_FILTERS, BILL_SORTS, BILL_STATUS, BILL_STATUS_NAMES, type BillDueFilter, type BillRow, formatDate } from '@app/contract';
import Block from '@mui/icons-material/Block';
import Edit from '@mui/icons-material/Edit';
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
import { CREATE, editPath, PER_PAGE, useBillPage, viewPath } from './api';
import { STATUS_COLOR } from './labels';
import { useVoidBill } from './useVoidBill';
import { localToday } from '../../components/today';

/** The dashboard's due links (?due=overdue|next14): the chip naming the filter, removable. */
const DUE_LABEL: Record<BillDueFilter, string> = { overdue: 'Overdue bills', next14: 'Due in the next 14 days' };
const DUE_EMPTY: Record<BillDueFilter, string> = { overdue: 'No overdue bills', next14: 'No bills due in the next 14 days' };
const dueOf = (v: string | null) => BILL_DUE_FILTERS.find((d) => d === v);

const STATUS_OPTIONS = [{ value: BILL_ALL_STATUS, label: 'All Status' }, ...Object.entries(BILL_STATUS).map(([label, value]) => ({ value, label }))];

/** /app/pay-bills-list: the Pay-Bills list, paged by 10 on the server, with company and status filters. */
export default function BillListPage() {
  const auth = useAuth();
  const voidBill = useVoidBill();
  // Page, search, sort, company, status and the dashboard's due link live in the URL: reload, back and a
  // dashboard link keep them.
  const { list, companyId, status, onChange } = useCompanyStatusList(BILL_SORTS, 'newest', BILL_ALL_STATUS);
  const due = dueOf(list.filter('due'));
  // A due link counts from the user's own calendar day.
  const withToday = (q: URLSearchParams) => {
    if (due) q.set('today', localToday());
    return q;
  };
  const { data, isLoading, isFetching } = useBillPage(withToday(list.query(PER_PAGE)));
  const clearDue = () => list.setFilter('due', null);

  const canEdit = auth.can('Bills_Edit');
  const canDelete = auth.can('Bills_Delete');
  // The specification shows View with Bills_Delete; a reader of bills (Bills_View) may open them too.
  const canView = canDelete || auth.can('Bills_View');
  const editable = (r: BillRow) => canEdit && r.status === BILL_STATUS.Created;

  const columns: Column<BillRow>[] = [
    {
      key: 'bill_number',
      nowrap: true,
      header: 'Bill Number',
      sortKey: 'bill_number',
      sortFirst: 'desc',
      render: (r) =>
        editable(r) || canView ? (
          <Link component={RouterLink} to={editable(r) ? editPath(r.id) : viewPath(r.id)}>
            {r.bill_number}
          </Link>
        ) : (
          r.bill_number
        ),
    },
    { key: 'company_name', truncate: true, header: 'Company Name', sortKey: 'company_name' },
    { key: 'date', nowrap: true, header: 'Date', sortKey: 'date', sortFirst: 'desc', render: (r) => formatDate(r.date) },
    { key: 'bill_due', nowrap: true, header: 'Due Date', sortKey: 'bill_due', render: (r) => formatDate(r.bill_due) },
    { key: 'refrence', nowrap: true, header: 'Reference #' },
    { key: 'vendor_name', truncate: true, header: 'Vendor Name', sortKey: 'vendor_name' },
    { key: 'account_payable_name', truncate: true, header: 'A/P Account' },
    {
      key: 'amount_due',
      header: 'Due Amount (USD)',
      align: 'right',
      sortKey: 'amount_due',
      sortFirst: 'desc',
      render: (r) => usd(r.status === BILL_STATUS.Void ? '0.00' : r.amount_due),
    },
    {
      key: 'status',
      nowrap: true,
      header: 'Status',
      sortKey: 'status_name',
      render: (r) => <Chip size="small" variant="outlined" label={r.status_name} color={STATUS_COLOR[r.status] ?? 'default'} />,
    },
    {
      key: 'actions',
      header: 'Action',
      align: 'right',
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
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        placeholder="Bill#, reference, memo, vendor or PO#"
        exportPath={`/getAllPayBillsInfo/export?${withToday(list.exportQuery())}`}
        exportLabel="bills"
      >
        <CompanyStatusFilters companyId={companyId} status={status} options={STATUS_OPTIONS} onChange={onChange} />
      </ListToolbar>
      {due && <Chip label={DUE_LABEL[due]} onDelete={clearDue} color="primary" sx={{ mb: 2 }} data-testid="due-filter" />}
      <DataTable
        label="Pay-Bills"
        columns={columns}
        page={data}
        perPage={PER_PAGE}
        pageNumber={list.page}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={
          list.search
            ? 'No bill matches the search'
            : due
              ? DUE_EMPTY[due]
              : status === BILL_ALL_STATUS
                ? 'No bills yet'
                : `No ${BILL_STATUS_NAMES[status]} bills`
        }
      />
    </>
  );
}
