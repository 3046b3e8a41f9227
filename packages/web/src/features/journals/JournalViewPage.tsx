import { formatDate, formatUsd, type JournalLineRow, toCents } from '@app/contract';
import { Alert, Box, Button, Chip, Link, Paper, Typography } from '@mui/material';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { type Column, DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { usd } from '../../components/money';
import { ledgerPath } from '../accounts/routes';
import { useJournalEntry } from './api';
import { sourceLabel, STATUS_COLOR } from './labels';
import { canReverse, confirmAndReverse } from './reverse';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';

const LIST = '/app/journal-entries';

/** /app/journal-entry/{id}: one entry with its lines; a manual entry still in force can be reversed. */
export default function JournalViewPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const auth = useAuth();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const refresh = useRefreshAfterPosting('manual');
  const { data: e, isLoading, error } = useJournalEntry(valid ? id : null);
  const back = (
    <Button component={RouterLink} to={LIST} variant="outlined" color="inherit">
      Back to Journal Entries
    </Button>
  );
  if (!valid) return <Navigate to="/404" replace />;
  if (isLoading) return <LoadingOverlay />;
  if (error || !e) {
    return (
      <>
        <PageHeader title="Journal Entry" actions={back} />
        <Alert severity="warning">{error?.message}</Alert>
      </>
    );
  }

  const columns: Column<JournalLineRow>[] = [
    {
      key: 'account',
      truncate: true,
      header: 'Account',
      render: (l) => (
        <Link component={RouterLink} to={ledgerPath(l.account_id)}>
          {l.account_number} · {l.account_name}
        </Link>
      ),
    },
    { key: 'debit', header: 'Debit', align: 'right', render: (l) => (l.debit === '0.00' ? '' : usd(l.debit)) },
    { key: 'credit', header: 'Credit', align: 'right', render: (l) => (l.credit === '0.00' ? '' : usd(l.credit)) },
    { key: 'fund_program_name', truncate: true, header: 'Fund/Program', render: (l) => l.fund_program_name ?? '' },
    { key: 'functional_expense_name', truncate: true, header: 'Functional Expenses', render: (l) => l.functional_expense_name ?? '' },
    { key: 'vendor_name', truncate: true, header: 'Vendor', render: (l) => l.vendor_name ?? '' },
    { key: 'memo', truncate: true, header: 'Memo' },
  ];
  const total = (side: 'debit' | 'credit') => formatUsd(e.lines.reduce((s, l) => s + (toCents(l[side]) ?? 0), 0));
  const reverse = async () => {
    const newId = await confirmAndReverse(dialogs, e, refresh);
    if (newId) navigate(`/app/journal-entry/${newId}`);
  };

  return (
    <>
      <PageHeader
        title={`Journal Entry #${e.id}`}
        actions={
          <>
            {auth.can('Journals_Delete') && canReverse(e) && (
              <Button variant="contained" color="warning" onClick={reverse}>
                Reverse Entry
              </Button>
            )}
            {back}
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
        {[
          ['Date', formatDate(e.entry_date)],
          ['Company', e.company_name ?? ''],
          ['Source', sourceLabel(e.source_type)],
          ['Amount', usd(e.amount)],
          ['Entered By', e.users ?? '—'],
        ].map(([label, value]) => (
          <Box key={label}>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography>{value}</Typography>
          </Box>
        ))}
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            Status
          </Typography>
          <Chip size="small" variant="outlined" label={e.status} color={STATUS_COLOR[e.status]} />
        </Box>
        <Box sx={{ flexBasis: '100%' }}>
          <Typography variant="caption" color="text.secondary">
            Memo
          </Typography>
          <Typography>{e.memo}</Typography>
        </Box>
      </Paper>
      {e.reversed_by_entry_id && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Reversed by{' '}
          <Link component={RouterLink} to={`/app/journal-entry/${e.reversed_by_entry_id}`}>
            entry #{e.reversed_by_entry_id}
          </Link>
          . The original stays in the books; the reversal undoes it.
        </Alert>
      )}
      {e.reverses_entry_id && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This entry reverses{' '}
          <Link component={RouterLink} to={`/app/journal-entry/${e.reverses_entry_id}`}>
            entry #{e.reverses_entry_id}
          </Link>
          .
        </Alert>
      )}
      <DataTable
        label="Journal lines"
        columns={columns}
        rows={e.lines}
        perPage={Math.max(e.lines.length, 1)}
        pageNumber={1}
        onPageChange={() => {}}
        rowKey={(l) => l.id}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 4, mt: 1, mr: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>Total debits {total('debit')}</Typography>
        <Typography sx={{ fontWeight: 700 }}>Total credits {total('credit')}</Typography>
      </Box>
    </>
  );
}
