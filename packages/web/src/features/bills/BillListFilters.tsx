import { Box, MenuItem, TextField } from '@mui/material';
import type { ListParams } from '../../components/useListParams';
import { useVendorOptions } from '../vendors/api';

/**
 * The bill list's vendor and due-date filters (issue 28.5), kept in the URL with the others and applied by the
 * server (?vendor_id=, ?due_from=, ?due_to=): "Due to" alone is "due by".
 */
export function BillListFilters({ list, companyId }: { list: ListParams<string>; companyId: number }) {
  const vendors = useVendorOptions(companyId);
  const vendorId = list.filter('vendor_id') ?? '';
  const date = (name: 'due_from' | 'due_to', label: string) => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={list.filter(name) ?? ''}
      onChange={(e) => list.setFilter(name, e.target.value || null)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 170 } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }} role="group" aria-label="Vendor and due date filters">
      <TextField
        select
        size="small"
        label="Vendor"
        value={vendors.data?.some((v) => String(v.id) === vendorId) ? vendorId : ''}
        onChange={(e) => list.setFilter('vendor_id', e.target.value || null)}
        sx={{ width: { xs: '100%', sm: 260 } }}
      >
        <MenuItem value="">All vendors</MenuItem>
        {(vendors.data ?? []).map((v) => (
          <MenuItem key={v.id} value={String(v.id)}>
            {v.name}
          </MenuItem>
        ))}
      </TextField>
      {date('due_from', 'Due from')}
      {date('due_to', 'Due by')}
    </Box>
  );
}
