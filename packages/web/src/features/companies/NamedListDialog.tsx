import { M, type NamedItem, namedItemRequest } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { type Column, DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { FormText } from '../../components/FormText';
import { RowActions } from '../../components/RowActions';
import { deleteNamed, type NamedKind, SMALL_PER_PAGE, saveNamed, useNamedList } from './api';

const TEXTS = {
  ministry: { title: 'Manage Ministries', label: 'Ministry Name', confirm: M.ministryDeleteConfirm },
  location: { title: 'Manage Locations', label: 'Location Name', confirm: M.locationDeleteConfirm },
} as const;

/** The specification delays the list after an edit or delete by a second. */
const ACTION_DELAY_MS = 1000;

/** 'Manage Ministries' and 'Manage Locations': a list of names (5 a page) to add, rename and delete. */
export function NamedListDialog({ kind, open, onClose }: { kind: NamedKind; open: boolean; onClose(): void }) {
  const t = TEXTS[kind];
  const dialogs = useDialogs();
  const client = useQueryClient();
  const { data = [], isFetching } = useNamedList(kind, open);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<NamedItem | null>(null);
  const { control, handleSubmit, reset, setFocus, formState } = useForm<{ name: string }>({
    resolver: zodResolver(namedItemRequest),
    defaultValues: { name: '' },
  });

  useEffect(() => {
    if (open) {
      setEditing(null);
      reset({ name: '' });
    }
  }, [open, reset]);

  const refresh = (delay = 0) => setTimeout(() => client.invalidateQueries({ queryKey: ['named', kind] }), delay);

  // An empty name never leaves the browser: the resolver stops it with 'Name is required'.
  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const res = await saveNamed(kind, editing?.id ?? null, name);
      refresh(editing ? ACTION_DELAY_MS : 0);
      setEditing(null);
      reset({ name: '' });
      await dialogs.success(res.message);
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    }
  });

  const startEdit = (row: NamedItem) => {
    setEditing(row);
    reset({ name: row.name });
    setTimeout(() => setFocus('name'), 0);
  };

  const remove = async (row: NamedItem) => {
    if (!(await dialogs.confirm(t.confirm, row.name))) return;
    try {
      const res = await deleteNamed(kind, row.id);
      refresh(ACTION_DELAY_MS);
      if (data.length % SMALL_PER_PAGE === 1 && page > 1) setPage(page - 1);
      await dialogs.success(res.message);
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    }
  };

  const columns: Column<NamedItem>[] = [
    { key: 'name', truncate: true, header: 'Name' },
    {
      key: 'actions',
      header: 'Action',
      align: 'right',
      width: 110,
      render: (r) => <RowActions name={r.name} onEdit={() => startEdit(r)} onDelete={() => remove(r)} />,
    },
  ];

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${kind}-dialog-title`}>
      <DialogTitle id={`${kind}-dialog-title`}>{t.title}</DialogTitle>
      <DialogContent>
        <form noValidate onSubmit={onSubmit}>
          <Stack direction="row" spacing={1} sx={{ pt: 1, mb: 2, alignItems: 'flex-start' }}>
            <FormText control={control} name="name" label={t.label} autoFocus slotProps={{ htmlInput: { maxLength: 255 } }} />
            <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ whiteSpace: 'nowrap', minWidth: 96 }}>
              {editing ? 'Update' : '+ Add'}
            </Button>
            {editing && (
              <Button
                onClick={() => {
                  setEditing(null);
                  reset({ name: '' });
                }}
              >
                Cancel
              </Button>
            )}
          </Stack>
        </form>
        <DataTable
          label={t.title}
          columns={columns}
          rows={data}
          perPage={SMALL_PER_PAGE}
          pageNumber={page}
          onPageChange={setPage}
          loading={isFetching}
          rowKey={(r) => r.id}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
