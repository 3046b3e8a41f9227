import { M, type VendorData } from '@app/contract';
import Search from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, Link, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { CompanyFilter } from '../../components/CompanySelect';
import { type Column, DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { DELETE_REFETCH_MS, deleteVendor, PER_PAGE, useRefreshVendors, useVendorPage } from './api';

/** /app/vendor-management: the vendor list, page size 10, with the Super-Admin company chooser. */
export default function VendorListPage() {
  const auth = useAuth();
  const dialogs = useDialogs();
  const [page, setPage] = useState(1);
  const [companyId, setCompanyId] = useState(0);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { data, isLoading, isFetching } = useVendorPage(page, companyId, search);
  const refresh = useRefreshVendors();

  // Search after a short pause in typing, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const canEdit = auth.can('Vendor_Edit');
  const canDelete = auth.can('Vendor_Delete');

  const remove = async (row: VendorData) => {
    if (!(await dialogs.confirm(M.vendorDeleteConfirm, row.name))) return;
    try {
      await deleteVendor(row.id);
      setTimeout(() => {
        // The last row of a later page gone: step back to a page that still exists.
        if (data && data.data.length === 1 && page > 1) setPage(page - 1);
        refresh();
      }, DELETE_REFETCH_MS);
      await dialogs.success(M.vendorDeleted);
    } catch (err) {
      // The specification shows nothing on a failed delete; the list shows what is there now.
      console.error('vendor delete failed', err);
      refresh();
    }
  };

  const columns: Column<VendorData>[] = [
    { key: 'vendor_number', header: 'Vendor#', width: 90 },
    ...(auth.isSuperAdmin ? [{ key: 'company_name', header: 'Company Name' }] : []),
    {
      key: 'name',
      header: 'Name',
      render: (r) =>
        canEdit ? (
          <Link component={RouterLink} to={`/app/vendor-setup/${r.id}`}>
            {r.name}
          </Link>
        ) : (
          r.name
        ),
    },
    { key: 'bussiness_type', header: 'Bussiness Type' },
    { key: 'ein', header: 'EIN' },
    { key: 'contact_person', header: 'Contact Person' },
    { key: 'contact_number', header: 'Contact Number' },
    { key: 'email', header: 'Email' },
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <CompanyFilter
          value={companyId}
          onChange={(id) => {
            setCompanyId(id);
            setPage(1);
          }}
        />
        <TextField
          label="Search"
          placeholder="Name, EIN, contact, email or Vendor#"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ width: 360 }}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <DataTable
        label="Vendor List"
        columns={columns}
        page={data}
        perPage={PER_PAGE}
        pageNumber={page}
        onPageChange={setPage}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={search ? 'No vendor matches the search' : 'No vendors yet'}
      />
    </>
  );
}
