import { formatDate, RECURRING_STATUS_NAMES, type RecurringBillRow, type RecurringStatus } from '@app/contract';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Stop from '@mui/icons-material/Stop';
import { Alert, Box, Button, Chip, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { type Column, DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { PageHeader } from '../../components/PageHeader';
import { usd } from '../../components/money';
import { CREATE, changeTemplate, PER_PAGE, recurringKey, type Status, useRecurringPage } from './api';

const STATUS_COLOR: Record<RecurringStatus, 'success' | 'warning' | 'default'> = { active: 'success', paused: 'warning', ended: 'default' };
const ordinal = (d: number) => (d >= 31 ? 'last day' : `day ${d}`);

/** /app/recurring-bills: the templates that make a Created bill each month; pause, resume and end them. */
export default function RecurringBillListPage() {
  const auth = useAuth();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [companyId, setCompanyId] = useState(0);
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useRecurringPage({ company_id: companyId, status, page });
  const canEdit = auth.can('Bills_Edit');

  const act = async (row: RecurringBillRow, action: 'pause' | 'resume' | 'end') => {
    if (
      action === 'end' &&
      !(await dialogs.confirm(`End ${row.reference_pattern}?`, `${row.vendor_name} will get no more bills from this template. This cannot be undone.`))
    )
      return;
    try {
      await changeTemplate(row, action);
      await queryClient.invalidateQueries({ queryKey: recurringKey });
    } catch (err) {
      await dialogs.warning((err as Error).message);
    }
  };

  const columns: Column<RecurringBillRow>[] = [
    ...(auth.isSuperAdmin ? [{ key: 'company', header: 'Company', truncate: 160, render: (r: RecurringBillRow) => r.companyName }] : []),
    { key: 'vendor', header: 'Vendor', truncate: true, render: (r) => r.vendor_name },
    { key: 'pattern', header: 'Reference', nowrap: true, render: (r) => r.reference_pattern },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => usd(r.amount) },
    { key: 'day', header: 'Each month on', nowrap: true, render: (r) => ordinal(r.day_of_month) },
    {
      key: 'next',
      header: 'Next bill',
      nowrap: true,
      render: (r) => (r.next_run_on ? `${formatDate(r.next_run_on)} · ${r.next_reference}` : '—'),
    },
    { key: 'made', header: 'Bills made', align: 'right', render: (r) => String(r.bills_made) },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (r) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label={r.status_name} color={STATUS_COLOR[r.status]} />
          {r.last_error && (
            <Tooltip title={r.last_error}>
              <Chip size="small" color="error" label="Not made" aria-label={`Last bill not made: ${r.last_error}`} />
            </Tooltip>
          )}
        </Stack>
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: 'Actions',
            render: (r: RecurringBillRow) => (
              <Box sx={{ whiteSpace: 'nowrap' }}>
                {r.status === 'active' && (
                  <IconButton size="small" aria-label={`Pause ${r.reference_pattern}`} onClick={() => void act(r, 'pause')}>
                    <Pause fontSize="small" />
                  </IconButton>
                )}
                {r.status === 'paused' && (
                  <IconButton size="small" aria-label={`Resume ${r.reference_pattern}`} onClick={() => void act(r, 'resume')}>
                    <PlayArrow fontSize="small" />
                  </IconButton>
                )}
                {r.status !== 'ended' && (
                  <IconButton size="small" color="error" aria-label={`End ${r.reference_pattern}`} onClick={() => void act(r, 'end')}>
                    <Stop fontSize="small" />
                  </IconButton>
                )}
              </Box>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Recurring Bills"
        actions={
          auth.can('Bills_Create') && (
            <Button variant="contained" component={RouterLink} to={CREATE}>
              New Recurring Bill
            </Button>
          )
        }
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        Each active template makes a Created bill on its day of the month (the last day for a shorter month), to be paid like any bill. A month whose books are
        closed gets its bill dated on the first open day. A paused template skips its months until it is resumed.
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {auth.isSuperAdmin && (
          <Box sx={{ minWidth: 220 }}>
            <CompanySelect
              allOption
              value={companyId}
              onChange={(id) => {
                setCompanyId(id);
                setPage(1);
              }}
            />
          </Box>
        )}
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as Status);
            setPage(1);
          }}
          sx={{ minWidth: 180, width: { sm: 240 } }}
        >
          <MenuItem value="all">All Status</MenuItem>
          {(Object.keys(RECURRING_STATUS_NAMES) as RecurringStatus[]).map((s) => (
            <MenuItem key={s} value={s}>
              {RECURRING_STATUS_NAMES[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      )}
      <DataTable<RecurringBillRow>
        label="Recurring bills"
        columns={columns}
        page={data}
        perPage={PER_PAGE}
        pageNumber={page}
        onPageChange={setPage}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText="No recurring bills"
      />
    </>
  );
}
