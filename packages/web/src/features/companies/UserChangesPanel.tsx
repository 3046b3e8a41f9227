import { formatDate, type UserChangePage } from '@app/contract';
import { Box, Paper, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/typed';
import { type Column, DataTable } from '../../components/DataTable';

type Row = UserChangePage['data'][number];
const PER_PAGE = 5;
const FIELD_NAMES: Record<Row['field'], string> = { position: 'Position', approver: 'Supervisor', email: 'Email' };
const show = (field: Row['field'], v: string | null) => (v === null ? '—' : field === 'approver' ? (v === 'true' ? 'Yes' : 'No') : v);

// Long addresses wrap anywhere, so every column stays on screen.
const wrap = (text: string) => (
  <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
    {text}
  </Box>
);

const columns: Column<Row>[] = [
  {
    key: 'created_at',
    nowrap: true,
    header: 'When',
    render: (r) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(r.created_at)} {new Date(r.created_at).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })}
      </Box>
    ),
  },
  { key: 'user_email', header: 'User', render: (r) => wrap(r.user_email) },
  { key: 'field', header: 'Changed', render: (r) => FIELD_NAMES[r.field] },
  { key: 'old_value', header: 'From', render: (r) => wrap(show(r.field, r.old_value)) },
  { key: 'new_value', header: 'To', render: (r) => wrap(show(r.field, r.new_value)) },
  // The name is enough on screen; the address is in the tooltip.
  {
    key: 'changed_by',
    header: (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        Changed by
      </Box>
    ),
    render: (r) => (
      <Box component="span" title={r.changed_by}>
        {r.changed_by.replace(/ <[^>]*>$/, '')}
      </Box>
    ),
  },
];

/** Super-Admin only, read-only: who changed a user's position, Supervisor flag or sign-in email, and when. */
export function UserChangesPanel({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const changes = useQuery({
    queryKey: ['companies', 'user-changes', companyId, page],
    queryFn: () => api.get('/company/{id}/user-changes', { path: { id: companyId }, query: { page, per_page: PER_PAGE } }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        User Privilege Changes
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Every change of a user's position, Supervisor flag or sign-in email in this company, newest first.
      </Typography>
      <DataTable
        label="User privilege changes"
        columns={columns}
        page={changes.data}
        perPage={PER_PAGE}
        pageNumber={page}
        onPageChange={setPage}
        loading={changes.isFetching}
        emptyText="No changes recorded yet"
        rowKey={(r) => r.id}
      />
    </Paper>
  );
}
