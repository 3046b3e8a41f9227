import { formatDate, type LedgerLineRow, sourceLabel } from '@app/contract';
import { Alert, Box, Button, Link, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { type Column, DataTable } from '../../components/DataTable';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { LEDGER_PER_PAGE, type LedgerPosition, useAccountLedger } from './api';
import { usd } from '../../components/money';
import { listPath } from './routes';

/** /app/account-ledger/{id}[?from=&to=]: one account's postings in date order with the running balance. */
export default function AccountLedgerPage() {
  const params = useParams();
  const id = Number(params.id);
  const auth = useAuth();
  const [at, setAt] = useState<LedgerPosition>({});
  // A statement's figure opens the ledger for its period (?from=&to=).
  const [search] = useSearchParams();
  const [from, setFrom] = useState(search.get('from') ?? '');
  const [to, setTo] = useState(search.get('to') ?? '');
  const { data, isLoading, isFetching, error } = useAccountLedger(Number.isInteger(id) && id > 0 ? id : null, at, from, to);
  const back = (
    <Button component={RouterLink} to={listPath(auth)} variant="outlined" color="inherit">
      Back to Chart Of Accounts
    </Button>
  );

  if (!(Number.isInteger(id) && id > 0)) return <Navigate to="/404" replace />;
  if (isLoading) return <LoadingOverlay />;
  if (error || !data) {
    return (
      <>
        <PageHeader title="Account Ledger" actions={back} />
        <Alert severity="warning">{error?.message}</Alert>
      </>
    );
  }
  const a = data.account;
  const journalsVisible = auth.can('Journals_View');
  const columns: Column<LedgerLineRow>[] = [
    { key: 'entry_date', nowrap: true, header: 'Date', render: (r) => formatDate(r.entry_date) },
    {
      key: 'entry_id',
      nowrap: true,
      header: 'Entry #',
      render: (r) =>
        journalsVisible ? (
          <Link component={RouterLink} to={`/app/journal-entry/${r.entry_id}`}>
            {r.entry_id}
          </Link>
        ) : (
          r.entry_id
        ),
    },
    { key: 'source_type', nowrap: true, header: 'Source', render: (r) => sourceLabel(r.source_type) },
    { key: 'memo', truncate: true, header: 'Memo' },
    { key: 'debit', header: 'Debit', align: 'right', render: (r) => (r.debit === '0.00' ? '' : usd(r.debit)) },
    { key: 'credit', header: 'Credit', align: 'right', render: (r) => (r.credit === '0.00' ? '' : usd(r.credit)) },
    { key: 'balance', header: 'Balance', align: 'right', render: (r) => <strong>{usd(r.balance)}</strong> },
  ];
  const setRange = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    setAt({});
  };

  return (
    <>
      <PageHeader title={`Ledger: ${a.account_number} ${a.account_name}`} actions={back} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {[
          ['Company', a.company_name ?? ''],
          ['Account Type', a.account_type],
          ['Status', a.status],
          ['Debit', usd(a.debit)],
          ['Credit', usd(a.credit)],
          ['Balance', usd(a.balance)],
        ].map(([label, value]) => (
          <Box key={label}>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography sx={{ fontWeight: label === 'Balance' ? 700 : 400 }}>{value}</Typography>
          </Box>
        ))}
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField
          id="from"
          type="date"
          label="From"
          value={from}
          onChange={setRange(setFrom)}
          sx={{ width: 200 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField id="to" type="date" label="To" value={to} onChange={setRange(setTo)} sx={{ width: 200 }} slotProps={{ inputLabel: { shrink: true } }} />
        {from && (
          <Typography color="text.secondary">
            Balance before {formatDate(from)}: {usd(data.opening_balance)}
          </Typography>
        )}
      </Box>
      <DataTable
        label="Account ledger"
        columns={columns}
        page={data.lines}
        perPage={LEDGER_PER_PAGE}
        pageNumber={1}
        onPageChange={() => {}}
        keyset={{
          unit: 'line',
          onPrev: data.prev_cursor ? () => setAt({ before: data.prev_cursor! }) : undefined,
          onNext: data.next_cursor ? () => setAt({ after: data.next_cursor! }) : undefined,
        }}
        loading={isFetching}
        rowKey={(r) => r.line_id}
        emptyText="No postings in this period"
      />
    </>
  );
}
