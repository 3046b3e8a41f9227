import { PO_STATUS } from '@app/contract';
import { Chip } from '@mui/material';

const COLORS: Record<number, 'default' | 'warning' | 'success' | 'info' | 'error' | 'primary'> = {
  [PO_STATUS.Draft]: 'default',
  [PO_STATUS.PendingApproval]: 'warning',
  [PO_STATUS.Approved]: 'success',
  [PO_STATUS.PendingVendor]: 'info',
  [PO_STATUS.Completed]: 'primary',
  [PO_STATUS.Void]: 'error',
  [PO_STATUS.Decline]: 'error',
  [PO_STATUS.Deleted]: 'default',
};

/** A purchase order's status name, coloured so waiting and refused orders stand out in a list. */
export function StatusChip({ id, name }: { id: number; name: string }) {
  return <Chip size="small" label={name} color={COLORS[id] ?? 'default'} variant={id === PO_STATUS.Deleted ? 'outlined' : 'filled'} />;
}
