import { BANK_ACCOUNT_TYPES, formatDate, M, type ReconciliationRow } from '@app/contract';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { api } from '../../api/typed';
import { type Column, DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { MoneyField } from '../../components/MoneyField';
import { PageHeader } from '../../components/PageHeader';
import { usd } from '../../components/money';
import { useAuth } from '../../app/auth-store';
import { useJournalAccounts } from '../journals/api';
import { useReconciliations, useRefreshReconciliations } from './api';

const columns: Column<ReconciliationRow>[] = [
  {
    key: 'statement_date',
    header: 'Statement date',
    nowrap: true,
    render: (r) => <RouterLink to={`/app/bank-reconciliation/${r.id}`}>{formatDate(r.statement_date)}</RouterLink>,
  },
  { key: 'bank_account_name', header: 'Bank account', truncate: true, render: (r) => r.bank_account_name },
  { key: 'statement_ending_balance', header: 'Statement balance', align: 'right', render: (r) => usd(r.statement_ending_balance) },
  { key: 'status_name', header: 'Status', nowrap: true, render: (r) => r.status_name },
  { key: 'prepared_by', header: 'Prepared by', truncate: true, render: (r) => (r.prepared_by ? `${r.prepared_by}, ${formatDate(r.prepared_at)}` : '') },
  { key: 'approved_by', header: 'Approved by', truncate: true, render: (r) => (r.approved_by ? `${r.approved_by}, ${formatDate(r.approved_at)}` : '') },
];

/** The reconciliations of each bank account with their status, and the form that starts the next one. */
export default function ReconciliationListPage() {
  const auth = useAuth();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const refresh = useRefreshReconciliations();
  const [bank, setBank] = useState<number | ''>('');
  const [date, setDate] = useState('');
  const [ending, setEnding] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const accounts = useJournalAccounts(0, true);
  const banks = (accounts.data ?? []).filter((a) => BANK_ACCOUNT_TYPES.has(a.master_ac_type_id));
  const list = useReconciliations(bank || null);
  const canStart = auth.can('BankReconciliation_Create');

  const start = async () => {
    setBusy(true);
    setErrors({});
    try {
      const res = await api.post('/reconciliations', {
        body: { bank_account_id: bank, statement_date: date, statement_ending_balance: ending.replace(/,/g, '') } as never,
      });
      await refresh();
      navigate(`/app/bank-reconciliation/${res.data.id}`);
    } catch (err) {
      if (!(err instanceof ApiError)) return dialogs.warning(M.serverError);
      setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]])));
      await dialogs.warning(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title="Bank Reconciliation" />
      <Paper variant="outlined" component="section" aria-label="Start a reconciliation" sx={{ p: 2, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {canStart ? 'Start a reconciliation' : 'Bank account'}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            select
            label="Bank account"
            size="small"
            value={bank}
            onChange={(e) => setBank(Number(e.target.value))}
            error={!!errors.bank_account_id}
            helperText={errors.bank_account_id ?? ' '}
            sx={{ minWidth: { md: 280 } }}
          >
            {banks.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.account_number} {a.account_name}
              </MenuItem>
            ))}
          </TextField>
          {canStart && (
            <>
              <TextField
                label="Statement date"
                type="date"
                size="small"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                error={!!errors.statement_date}
                helperText={errors.statement_date ?? ' '}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <MoneyField
                label="Statement ending balance"
                value={ending}
                onChange={setEnding}
                error={!!errors.statement_ending_balance}
                helperText={errors.statement_ending_balance ?? ' '}
                dollarSign
              />
              <Button variant="contained" onClick={start} disabled={busy || !bank}>
                Start Reconciliation
              </Button>
            </>
          )}
        </Stack>
      </Paper>
      <DataTable
        label="Reconciliations"
        columns={columns}
        rows={list.data ?? []}
        perPage={Math.max(1, list.data?.length ?? 1)}
        pageNumber={1}
        onPageChange={() => {}}
        loading={list.isFetching}
        emptyText="No reconciliation yet"
        rowKey={(r) => r.id}
      />
    </>
  );
}
