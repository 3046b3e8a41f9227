import { COMPANY_SORTS, type CompanyRow, M } from '@app/contract';
import { Button, Link } from '@mui/material';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../app/auth-store';
import type { Column } from '../../components/DataTable';
import { ListDataTable } from '../../components/ListDataTable';
import { ListToolbar } from '../../components/ListToolbar';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { useDeleteRow } from '../../components/useDeleteRow';
import { useListParams } from '../../components/useListParams';
import { COMPANY_PER_PAGE, deleteCompany, type NamedKind, useCompanyPage, useRefreshCompanies } from './api';
import { NamedListDialog } from './NamedListDialog';

/** The list refreshes half a second after a delete, as the specification times it. */

/** /app/company-list: the Super-Admin's 'Company List'. */
export default function CompanyListPage() {
  const auth = useAuth();
  return auth.isSuperAdmin ? <CompanyList /> : <Navigate to="/404" replace />;
}

function CompanyList() {
  const auth = useAuth();
  const navigate = useNavigate();
  const list = useListParams(COMPANY_SORTS, { key: 'legal_name', dir: 'asc' });
  const [manage, setManage] = useState<NamedKind | null>(null);
  const { data, isLoading, isFetching } = useCompanyPage(list.query(COMPANY_PER_PAGE));
  const refresh = useRefreshCompanies();
  const canEdit = auth.can('CompanyInformation_Edit');
  const canDelete = auth.can('CompanyInformation_Delete');

  const deleteRow = useDeleteRow(list, data, refresh);
  const remove = (row: CompanyRow) =>
    deleteRow({
      confirm: [`Delete ${row.legal_name}?`, M.companyDeleteConfirm],
      del: () => deleteCompany(row.id),
      done: M.companyDeleted,
      // The specification shows nothing when a delete fails; it is only logged.
      failed: (err) => console.error('company delete failed', err),
    });

  const columns: Column<CompanyRow>[] = [
    {
      key: 'legal_name',
      truncate: true,
      header: 'Legal Name',
      sortKey: 'legal_name',
      render: (r) => (
        <Link component={RouterLink} to={`/app/company-setup/${r.id}`}>
          {r.legal_name}
        </Link>
      ),
    },
    { key: 'company_type', nowrap: true, header: 'Type', sortKey: 'company_type' },
    { key: 'ein', nowrap: true, header: 'EIN', sortKey: 'ein' },
    { key: 'city', header: 'City', sortKey: 'city' },
    { key: 'email', truncate: true, header: 'Email', sortKey: 'email' },
    { key: 'telephone_number', nowrap: true, header: 'Telephone', sortKey: 'telephone_number' },
  ];
  if (canEdit || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Action',
      align: 'right',
      width: 110,
      render: (r) => (
        <RowActions name={r.legal_name} editTo={canEdit ? `/app/company-setup/${r.id}` : undefined} onDelete={canDelete ? () => remove(r) : undefined} />
      ),
    });
  }

  if (isLoading) return <LoadingOverlay />;
  return (
    <>
      <PageHeader
        title="Company List"
        actions={
          <>
            <Button variant="outlined" onClick={() => setManage('ministry')}>
              Manage Ministries
            </Button>
            <Button variant="outlined" onClick={() => setManage('location')}>
              Manage Locations
            </Button>
            <Button variant="contained" onClick={() => navigate('/app/company-setup')}>
              + Add Company
            </Button>
          </>
        }
      />
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        placeholder="Name, type, EIN, city, email or telephone"
        exportPath={`/company/export?${list.exportQuery()}`}
        exportLabel="companies"
      />
      <ListDataTable
        list={list}
        perPage={COMPANY_PER_PAGE}
        label="Company List"
        columns={columns}
        page={data}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={list.search ? 'No company matches the search' : undefined}
      />
      <NamedListDialog kind="ministry" open={manage === 'ministry'} onClose={() => setManage(null)} />
      <NamedListDialog kind="location" open={manage === 'location'} onClose={() => setManage(null)} />
    </>
  );
}
