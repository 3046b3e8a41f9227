import { CLOSING_TEXT, type ClosingDateChange, formatDate } from '@app/contract';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { type Column, DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { saveClosingDate, useClosingDate, useRefreshClosingDate } from './api';

const columns: Column<ClosingDateChange>[] = [
  {
    key: 'changed_at',
    header: 'When',
    nowrap: true,
    render: (r) => `${formatDate(r.changed_at)} ${new Date(r.changed_at).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })}`,
  },
  { key: 'from_date', header: 'From', nowrap: true, render: (r) => (r.from_date ? formatDate(r.from_date) : 'Open') },
  { key: 'to_date', header: 'To', nowrap: true, render: (r) => (r.to_date ? formatDate(r.to_date) : 'Open') },
  { key: 'reason', header: 'Reason', truncate: true, render: (r) => r.reason ?? '' },
  { key: 'changed_by', header: 'Changed by', truncate: true, render: (r) => r.changed_by },
];

/**
 * Company Setup's "Closing Date": through which day the books are closed, a form for those who may move it
 * (forward: BankReconciliation_Delete; back or clear: Super-Admin, with a reason) and every change.
 */
export function ClosingDatePanel({ companyId }: { companyId: number }) {
  const auth = useAuth();
  const dialogs = useDialogs();
  const refresh = useRefreshClosingDate();
  const state = useClosingDate(companyId);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const current = state.data?.closing_date ?? null;
  const canMove = auth.isSuperAdmin || auth.can('BankReconciliation_Delete');
  const movingBack = current !== null && (!date || date < current);

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const res = await saveClosingDate(companyId, date, reason);
      await refresh();
      setDate('');
      setReason('');
      await dialogs.success(res.message ?? CLOSING_TEXT.saved);
    } catch (err) {
      const apiErr = err instanceof ApiError ? err : null;
      if (apiErr?.status === 422) setErrors(Object.fromEntries(Object.entries(apiErr.errors).map(([k, v]) => [k, v[0]])));
      await dialogs.warning(apiErr?.message ?? String(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-label="Closing Date">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Closing Date
      </Typography>
      <Alert severity={current ? 'info' : 'success'} icon={false} sx={{ mb: 2 }} data-testid="closing-date-status">
        {current ? CLOSING_TEXT.closedThrough(current) : CLOSING_TEXT.notClosed}
        {current ? ': no entry may be posted or changed with a date on or before it; a void is dated after it.' : ''}
      </Alert>
      {canMove && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Close the books through"
            type="date"
            size="small"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            error={!!errors.closing_date}
            helperText={errors.closing_date ?? (auth.isSuperAdmin ? 'Leave empty to reopen every period' : ' ')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { sm: 240 } }}
          />
          {(auth.isSuperAdmin || movingBack) && (
            <TextField
              label={movingBack ? 'Reason (required to move it back)' : 'Reason'}
              size="small"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={!!errors.reason}
              helperText={errors.reason ?? ' '}
              sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
            />
          )}
          <Box>
            <Button variant="contained" onClick={save} disabled={saving || (!date && !auth.isSuperAdmin)}>
              Save Closing Date
            </Button>
          </Box>
        </Stack>
      )}
      <DataTable
        label="Closing date changes"
        columns={columns}
        rows={state.data?.history ?? []}
        perPage={Math.max(1, state.data?.history.length ?? 1)}
        pageNumber={1}
        onPageChange={() => {}}
        loading={state.isFetching}
        emptyText="The closing date has never been set"
        rowKey={(r) => r.id}
      />
    </Paper>
  );
}
