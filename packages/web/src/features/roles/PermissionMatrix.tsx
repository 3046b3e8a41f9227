import { ACTIONS, type PermissionGroupRow } from '@app/contract';
import { Checkbox, Typography } from '@mui/material';
import { useState } from 'react';
import { type Column, DataTable } from '../../components/DataTable';

interface Props {
  rows: PermissionGroupRow[];
  /** whether a permission is ticked; defaults to what the server holds */
  isOn?: (permissionId: number, held: boolean) => boolean;
  onToggle?: (permissionId: number, on: boolean) => void;
  /** read-only (the Add Company User dialog, and the roles screen before a position is chosen) */
  readOnly?: boolean;
  loading?: boolean;
  label?: string;
}

const PER_PAGE = 10;

/** Permission groups by Create, Edit, View, Delete; 'N/A' where the action does not apply. */
export function PermissionMatrix({ rows, isOn = (_, held) => held, onToggle, readOnly, loading, label = 'Permissions' }: Props) {
  const [page, setPage] = useState(1);
  const columns: Column<PermissionGroupRow>[] = [
    { key: 'label', header: 'Permission' },
    ...ACTIONS.map((action) => ({
      key: action,
      header: action,
      align: 'center' as const,
      width: 110,
      render: (r: PermissionGroupRow) => {
        const cell = r[action];
        if (!cell) {
          return (
            <Typography variant="body2" color="text.secondary">
              N/A
            </Typography>
          );
        }
        return (
          <Checkbox
            size="small"
            checked={isOn(cell.permission_id, cell.permission_value)}
            disabled={readOnly}
            // Read-only ticks stay legible: held is blue, not held is an empty box.
            sx={{ '&.Mui-disabled.Mui-checked': { color: 'primary.light' } }}
            onChange={(e) => onToggle?.(cell.permission_id, e.target.checked)}
            slotProps={{ input: { 'aria-label': `${r.label} ${action}` } }}
          />
        );
      },
    })),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      perPage={PER_PAGE}
      pageNumber={page}
      onPageChange={setPage}
      loading={loading}
      rowKey={(r) => r.permissionGroup}
    />
  );
}
