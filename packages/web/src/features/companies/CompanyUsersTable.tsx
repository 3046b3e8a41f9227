import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Box, Chip, IconButton } from '@mui/material';
import { useState } from 'react';
import { type Column, DataTable } from '../../components/DataTable';
import { SMALL_PER_PAGE } from './api';
import type { UserEntry } from './form';

interface Props {
  users: UserEntry[];
  onEdit(index: number): void;
  onRemove(index: number): void;
}

const statusOf = (u: UserEntry) => (!u.id ? 'Not saved yet' : u.password_set ? 'Active' : 'Invited');

/** The 'Company Users' table (5 a page): saved together with the company. */
export function CompanyUsersTable({ users, onEdit, onRemove }: Props) {
  const [page, setPage] = useState(1);
  const rows = users.map((u, index) => ({ ...u, index }));
  type Row = (typeof rows)[number];
  const lastPage = Math.max(1, Math.ceil(rows.length / SMALL_PER_PAGE));
  const current = Math.min(page, lastPage);
  const columns: Column<Row>[] = [
    { key: 'name', truncate: true, header: 'Name', render: (u) => [u.first_name, u.middle_name, u.last_name].filter(Boolean).join(' ') },
    { key: 'email', truncate: true, header: 'Email' },
    { key: 'position_name', truncate: true, header: 'Position' },
    { key: 'approver', header: 'Supervisor', render: (u) => (u.approver === true || u.approver === 1 || u.approver === '1' ? 'Yes' : 'No') },
    {
      key: 'status',
      nowrap: true,
      header: 'Status',
      render: (u) => <Chip size="small" variant="outlined" label={statusOf(u)} color={statusOf(u) === 'Active' ? 'success' : 'default'} />,
    },
    {
      key: 'actions',
      header: 'Action',
      align: 'right',
      width: 110,
      render: (u) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <IconButton size="small" aria-label={`Edit user ${u.email}`} onClick={() => onEdit(u.index)}>
            <Edit fontSize="small" />
          </IconButton>
          <IconButton size="small" color="error" aria-label={`Remove user ${u.email}`} onClick={() => onRemove(u.index)}>
            <Delete fontSize="small" />
          </IconButton>
        </Box>
      ),
    },
  ];
  return (
    <DataTable
      label="Company Users"
      columns={columns}
      rows={rows}
      perPage={SMALL_PER_PAGE}
      pageNumber={current}
      onPageChange={setPage}
      rowKey={(u) => u.email || u.index}
      emptyText="No users yet: add the people who will use the application for this company."
    />
  );
}
