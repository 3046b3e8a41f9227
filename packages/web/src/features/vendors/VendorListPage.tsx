import { M, VENDOR_SORTS, type VendorData } from '@app/contract';
import { Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { CompanyFilter } from '../../components/CompanySelect';
import type { Column } from '../../components/DataTable';
import { ListDataTable } from '../../components/ListDataTable';
import { ListToolbar } from '../../components/ListToolbar';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { useDeleteRow } from '../../components/useDeleteRow';
import { useListParams } from '../../components/useListParams';
import { deleteVendor, PER_PAGE, useRefreshVendors, useVendorPage } from './api';

/** /app/vendor-management: the vendor list, page size 10, with the Super-Admin company chooser. */
export default function VendorListPage() {
  const auth = useAuth();
  // Page, search, sort and company live in the URL: reload, back and forward keep them.
  const list = useListParams(VENDOR_SORTS, { key: 'newest', dir: 'desc' });
  const { search } = list;
  const companyId = Number(list.filter('company_id') ?? 0);
  const { data, isLoading, isFetching } = useVendorPage(list.query(PER_PAGE));
  const refresh = useRefreshVendors();

  const canEdit = auth.can('Vendor_Edit');
  const canDelete = auth.can('Vendor_Delete');

  const deleteRow = useDeleteRow(list, data, refresh);
  const remove = (row: VendorData) =>
    deleteRow({
      confirm: [M.vendorDeleteConfirm, row.name],
      del: () => deleteVendor(row.id),
      done: M.vendorDeleted,
      // The specification shows nothing on a failed delete; the list shows what is there now.
      failed: (err) => {
        console.error('vendor delete failed', err);
        refresh();
      },
    });

  const columns: Column<VendorData>[] = [
    { key: 'vendor_number', nowrap: true, header: 'Vendor#', sortKey: 'vendor_number', width: 90 },
    ...(auth.isSuperAdmin ? [{ key: 'company_name', truncate: true, header: 'Company Name', sortKey: 'company_name' }] : []),
    {
      key: 'name',
      truncate: true,
      header: 'Name',
      sortKey: 'name',
      // Everyone who sees the list may open the vendor: as a form with Vendor_Edit, as a view without.
      render: (r) => (
        <Link component={RouterLink} to={`/app/vendor-setup/${r.id}`}>
          {r.name}
        </Link>
      ),
    },
    { key: 'bussiness_type', header: 'Bussiness Type', sortKey: 'bussiness_type' },
    { key: 'ein', nowrap: true, header: 'EIN', sortKey: 'ein' },
    { key: 'contact_person', truncate: true, header: 'Contact Person', sortKey: 'contact_person' },
    { key: 'contact_number', nowrap: true, header: 'Contact Number' },
    { key: 'email', truncate: true, header: 'Email', sortKey: 'email' },
  ];
  if (canEdit || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Action',
      align: 'right',
      width: 110,
      render: (r) => <RowActions name={r.name} editTo={canEdit ? `/app/vendor-setup/${r.id}` : undefined} onDelete={canDelete ? () => remove(r) : undefined} />,
    });
  }

  if (isLoading) return <LoadingOverlay />;
  const orderPath = auth.isSuperAdmin ? '/app/purchase-order' : '/app/user-purchase-order';
  return (
    <>
      <PageHeader
        title="Vendor List"
        actions={
          <>
            {auth.can('Vendor_Create') && (
              <Button variant="contained" component={RouterLink} to="/app/vendor-setup">
                + Add Vendor
              </Button>
            )}
            {auth.can('BillPurchaseOrders_Create') && (
              <Button variant="outlined" component={RouterLink} to={orderPath}>
                Purchase Order
              </Button>
            )}
          </>
        }
      />
      <ListToolbar
        search={search}
        onSearchChange={list.setSearch}
        placeholder="Name, EIN, contact, email or Vendor#"
        exportPath={`/vendor/export?${list.exportQuery()}`}
        exportLabel="vendors"
      >
        <CompanyFilter sx={{ width: { xs: '100%', sm: 320 } }} value={companyId} onChange={(id) => list.setFilter('company_id', id || null)} />
      </ListToolbar>
      <ListDataTable
        list={list}
        perPage={PER_PAGE}
        label="Vendor List"
        columns={columns}
        page={data}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={search ? 'No vendor matches the search' : 'No vendors yet'}
      />
    </>
  );
}
