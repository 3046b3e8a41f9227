import type { SettingsItem } from '@app/contract';
import Lock from '@mui/icons-material/LockOutlined';
import { Button, Chip, Tooltip } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { CompanyFilter } from '../../components/CompanySelect';
import { type Column, DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { deleteItem, useItemPage, useRefreshItems } from './api';
import { ItemDialog } from './ItemDialog';
import { DELETE_REFETCH_MS, type ItemKind, PER_PAGE } from './kinds';

/** The Fund Program and Functional Expense lists: Name, User (company), Status, edit and delete. */
export function ItemListPage({ kind }: { kind: ItemKind }) {
  const auth = useAuth();
  const dialogs = useDialogs();
  const [page, setPage] = useState(1);
  const [companyId, setCompanyId] = useState(0);
  const [editing, setEditing] = useState<{ item: SettingsItem | null } | null>(null);
  const { data, isLoading, isFetching } = useItemPage(kind, page, companyId);
  const refresh = useRefreshItems(kind);

  // Global items (company_id 0) are the Super-Admin's to change; the server refuses others too.
  const mayChange = (row: SettingsItem) => auth.isSuperAdmin || row.company_id !== 0;
  const canEdit = auth.can(`${kind.group}_Edit`);
  const canDelete = auth.can(`${kind.group}_Delete`);

  const remove = async (row: SettingsItem) => {
    if (!(await dialogs.confirm(kind.deleteConfirm, row.name))) return;
    try {
      await deleteItem(kind, row.id);
      setTimeout(() => {
        // The last row of a later page gone: step back to a page that still exists.
        if (data && data.data.length === 1 && page > 1) setPage(page - 1);
        refresh();
      }, DELETE_REFETCH_MS);
      await dialogs.success(kind.deleted);
    } catch (err) {
      console.error('delete failed', err);
      if (err instanceof ApiError) await dialogs.warning(err.message);
    }
  };

  const columns: Column<SettingsItem>[] = [
    { key: 'name', header: 'Name' },
    { key: 'company_name', header: 'User' },
    {
      key: 'status_name',
      header: 'Status',
      render: (r) => <Chip size="small" label={r.status_name} color={r.status === 1 ? 'success' : 'default'} variant="outlined" />,
    },
  ];
  if (canEdit || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Action',
      align: 'right',
      width: 120,
      render: (r) =>
        mayChange(r) ? (
          <RowActions name={r.name} onEdit={canEdit ? () => setEditing({ item: r }) : undefined} onDelete={canDelete ? () => remove(r) : undefined} />
        ) : (
          <Tooltip title="Shared by all companies: only the Administrator can change it">
            <Lock fontSize="small" color="disabled" aria-label="Shared by all companies" sx={{ mr: 1 }} />
          </Tooltip>
        ),
    });
  }

  if (isLoading) return <LoadingOverlay />;
  return (
    <>
      <PageHeader
        title={kind.title}
        actions={
          auth.can(`${kind.group}_Create`) && (
            <Button variant="contained" onClick={() => setEditing({ item: null })}>
              {kind.addButton}
            </Button>
          )
        }
      >
        <CompanyFilter
          value={companyId}
          onChange={(id) => {
            setCompanyId(id);
            setPage(1);
          }}
        />
      </PageHeader>
      <DataTable
        label={kind.title}
        columns={columns}
        page={data}
        perPage={PER_PAGE}
        pageNumber={page}
        onPageChange={setPage}
        loading={isFetching}
        rowKey={(r) => r.id}
      />
      <ItemDialog
        kind={kind}
        open={!!editing}
        item={editing?.item ?? null}
        global={auth.isSuperAdmin}
        onClose={() => setEditing(null)}
        onSaved={() => {
          if (!editing?.item) setPage(1); // newest first: a new item shows on page 1
          refresh();
        }}
      />
    </>
  );
}
