import { FUND_RESTRICTION_LABELS, formatDate, type FundProgramItem, SETTINGS_ITEM_SORTS, type SettingsItem } from '@app/contract';
import Lock from '@mui/icons-material/LockOutlined';
import { Button, Chip, Tooltip } from '@mui/material';
import { useState } from 'react';
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
import { useDeleteRow } from '../../components/useDeleteRow';
import { useListParams } from '../../components/useListParams';
import { deleteItem, useItemPage, useRefreshItems } from './api';
import { ItemDialog } from './ItemDialog';
import { type ItemKind, PER_PAGE } from './kinds';

/** The Fund Program and Functional Expense lists: Name, User (company), Status, edit and delete. */
export function ItemListPage({ kind }: { kind: ItemKind }) {
  const auth = useAuth();
  const dialogs = useDialogs();
  // Page, search, sort and company live in the URL: reload, back and forward keep them.
  const list = useListParams(SETTINGS_ITEM_SORTS, { key: 'newest', dir: 'desc' });
  const { search, setPage } = list;
  const companyId = Number(list.filter('company_id') ?? 0);
  const [editing, setEditing] = useState<{ item: SettingsItem | null } | null>(null);
  const { data, isLoading, isFetching } = useItemPage(kind, list.query(PER_PAGE));
  const refresh = useRefreshItems(kind);

  // Global items (company_id 0) are the Super-Admin's to change; the server refuses others too.
  const mayChange = (row: SettingsItem) => auth.isSuperAdmin || row.company_id !== 0;
  const canEdit = auth.can(`${kind.group}_Edit`);
  const canDelete = auth.can(`${kind.group}_Delete`);

  const deleteRow = useDeleteRow(list, data, refresh);
  const remove = (row: SettingsItem) =>
    deleteRow({
      confirm: [kind.deleteConfirm, row.name],
      del: () => deleteItem(kind, row.id),
      done: kind.deleted,
      failed: async (err) => {
        console.error('delete failed', err);
        if (err instanceof ApiError) await dialogs.warning(err.message);
      },
    });

  const columns: Column<SettingsItem>[] = [
    { key: 'name', truncate: true, header: 'Name', sortKey: 'name' },
    { key: 'company_name', truncate: true, header: 'User', sortKey: 'company_name' },
    {
      key: 'status_name',
      nowrap: true,
      header: 'Status',
      sortKey: 'status',
      render: (r) => <Chip size="small" label={r.status_name} color={r.status === 1 ? 'success' : 'default'} variant="outlined" />,
    },
  ];
  if (kind.fundClass) {
    // Fund programs: the restriction class beside the owner (a time fund with its release date).
    columns.splice(2, 0, {
      key: 'restriction',
      header: 'Restriction',
      render: (r) => {
        const f = r as FundProgramItem;
        const label = FUND_RESTRICTION_LABELS[f.restriction] ?? '';
        return f.release_on ? `${label} until ${formatDate(f.release_on)}` : label;
      },
    });
  }
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
      />
      <ListToolbar
        search={search}
        onSearchChange={list.setSearch}
        placeholder="Name or company"
        exportPath={`${kind.paths.list}/export?${list.exportQuery()}`}
        exportLabel={kind.exportLabel}
      >
        <CompanyFilter sx={{ width: { xs: '100%', sm: 320 } }} value={companyId} onChange={(id) => list.setFilter('company_id', id || null)} />
      </ListToolbar>
      <ListDataTable
        list={list}
        perPage={PER_PAGE}
        label={kind.title}
        columns={columns}
        page={data}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={search ? `No ${kind.exportLabel.replace(/s$/, '')} matches the search` : undefined}
      />
      <ItemDialog
        kind={kind}
        open={!!editing}
        item={editing?.item ?? null}
        global={auth.isSuperAdmin}
        defaultCompanyId={companyId}
        onClose={() => setEditing(null)}
        onSaved={() => {
          if (!editing?.item) setPage(1); // newest first: a new item shows on page 1
          refresh();
        }}
      />
    </>
  );
}
