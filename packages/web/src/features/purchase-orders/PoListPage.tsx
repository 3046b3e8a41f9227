import { M, PO_PAGE_SIZE, PO_SORTS, PO_STATUS, type PoListRow } from '@app/contract';
import { Box, Button, Link, MenuItem, TextField } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { CompanyFilter } from '../../components/CompanySelect';
import type { Column } from '../../components/DataTable';
import { ListDataTable } from '../../components/ListDataTable';
import { useDialogs } from '../../components/DialogProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { useListParams } from '../../components/useListParams';
import { usd } from '../../components/money';
import { useVendorOptions } from '../vendors/api';
import { changePoStatus, formPath, listRoute, type PoListKind, usePoPage, usePoStatuses, useRefreshOrders } from './api';
import { StatusChip } from './StatusChip';

const TITLES: Record<PoListKind, string> = { admin: 'Purchase Order List', user: 'Purchase Order List', pending: 'Pending Purchase Order' };

/**
 * The three lists (payables specification section 2): /app/purchase-order-list (Super-Admin: company, vendor and
 * status filters), /app/user-purchase-order-list (vendor and status) and /app/purchase-pending-order-list.
 * Page size 10; Approve and Decline only on Pending For Approval rows the caller may decide.
 */
export function PoListPage({ kind }: { kind: PoListKind }) {
  const auth = useAuth();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const refresh = useRefreshOrders();
  // Page, search, sort and the filters live in the URL (absent = All): reload and back keep them.
  const list = useListParams(PO_SORTS, { key: 'newest', dir: 'desc' });
  const [, setParams] = useSearchParams();
  const companyId = Number(list.filter('company_id') ?? 0);
  const vendorId = Number(list.filter('vendor_id') ?? 0);
  const statusId = Number(list.filter('status_id') ?? 0);
  const { data, isLoading, isFetching } = usePoPage(kind, auth.isSuperAdmin, list.query(PO_PAGE_SIZE));
  const vendors = useVendorOptions(companyId);
  const statuses = usePoStatuses();
  // The spec gates edit on the pending list by the company-information edit permission, elsewhere by the PO one.
  const canEdit = auth.can('BillPurchaseOrders_Edit') || (kind === 'pending' && auth.can('CompanyInformation_Edit'));

  const decide = async (row: PoListRow, action: 'Approval' | 'Decline') => {
    const verb = action === 'Approval' ? 'Approve' : 'Decline';
    if (!(await dialogs.confirm(`${verb} Purchase Order ${row.po_number}?`, `${row.vendor_name}, ${usd(row.po_price)}`))) return;
    try {
      await changePoStatus(row.po_id, action);
      refresh();
      await dialogs.success(M.statusUpdated);
      if (kind === 'pending') navigate('/app/dashboard');
    } catch (err) {
      refresh();
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    }
  };

  const columns: Column<PoListRow>[] = [
    {
      key: 'po_number',
      nowrap: true,
      header: 'PO Number',
      width: 110,
      sortKey: 'po_number',
      sortFirst: 'desc',
      render: (r) => (
        <Link component={RouterLink} to={formPath(auth.isSuperAdmin, r.po_id)}>
          {r.po_number}
        </Link>
      ),
    },
    ...(kind !== 'user' ? [{ key: 'company_name', truncate: true, header: 'Company Name', sortKey: 'company_name' }] : []),
    { key: 'vendor_name', truncate: true, header: 'Vendor Name', sortKey: 'vendor_name' },
    {
      key: 'po_price',
      header: 'Amount (USD)',
      align: 'right' as const,
      sortKey: 'po_price',
      sortFirst: 'desc' as const,
      render: (r: PoListRow) => usd(r.po_price),
    },
    {
      key: 'status_name',
      nowrap: true,
      header: 'Status',
      sortKey: 'status_name',
      render: (r: PoListRow) => <StatusChip id={r.status_id} name={r.status_name} />,
    },
    {
      key: 'actions',
      header: 'Action',
      align: 'right',
      width: 220,
      render: (r) => (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
          {r.status_id === PO_STATUS.PendingApproval && r.can_approve && (
            <>
              <Button
                size="small"
                variant="contained"
                color="success"
                onClick={() => decide(r, 'Approval')}
                aria-label={`Approve purchase order ${r.po_number}`}
              >
                Approve
              </Button>
              <Button size="small" variant="outlined" color="error" onClick={() => decide(r, 'Decline')} aria-label={`Decline purchase order ${r.po_number}`}>
                Decline
              </Button>
            </>
          )}
          {canEdit && <RowActions name={`purchase order ${r.po_number}`} editTo={formPath(auth.isSuperAdmin, r.po_id)} />}
        </Box>
      ),
    },
  ];

  if (isLoading) return <LoadingOverlay />;
  return (
    <>
      <PageHeader
        title={TITLES[kind]}
        actions={
          kind !== 'pending' &&
          auth.can('BillPurchaseOrders_Create') && (
            <Button variant="contained" component={RouterLink} to={formPath(auth.isSuperAdmin)}>
              + Purchase Order
            </Button>
          )
        }
      />
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        placeholder="PO#, vendor or company"
        exportPath={`${listRoute(kind, auth.isSuperAdmin)}/export?${list.exportQuery()}`}
        exportLabel={kind === 'pending' ? 'pending purchase orders' : 'purchase orders'}
      >
        {kind !== 'user' && (
          <CompanyFilter
            value={companyId}
            onChange={(id) =>
              // Another company has other vendors: the vendor filter goes back to All in the same step.
              setParams((prev) => {
                const next = new URLSearchParams(prev);
                for (const name of ['vendor_id', 'page', 'company_id']) next.delete(name);
                if (id) next.set('company_id', String(id));
                return next;
              })
            }
          />
        )}
        <TextField
          select
          label="Choose Vendor"
          value={vendorId}
          onChange={(e) => list.setFilter('vendor_id', Number(e.target.value) || null)}
          sx={{ width: 280 }}
        >
          <MenuItem value={0}>All Vendor</MenuItem>
          {(vendors.data ?? []).map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {v.name}
            </MenuItem>
          ))}
        </TextField>
        {kind !== 'pending' && (
          <TextField
            select
            label="Choose Status"
            value={statusId}
            onChange={(e) => list.setFilter('status_id', Number(e.target.value) || null)}
            sx={{ width: 240 }}
          >
            <MenuItem value={0}>All Status</MenuItem>
            {(statuses.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </ListToolbar>
      <ListDataTable
        list={list}
        perPage={PO_PAGE_SIZE}
        label={TITLES[kind]}
        columns={columns}
        page={data}
        loading={isFetching}
        rowKey={(r) => r.po_id}
        emptyText={
          list.search ? 'No purchase order matches the search' : kind === 'pending' ? 'No purchase order is waiting for approval' : 'No purchase orders yet'
        }
      />
    </>
  );
}
