import { type BillEntry, formatDate } from '@app/contract';
import { Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { type Column, DataTable } from '../../components/DataTable';
import { usd } from '../accounts/format';

/** The journal entries a bill posted (create, edits, void), each linking to its journal view. */
export function BillEntries({ entries }: { entries: BillEntry[] }) {
  const auth = useAuth();
  const canOpen = auth.can('Journals_View');
  const reversed = new Set(entries.map((e) => e.reverses_entry_id).filter((id) => id !== null));
  const columns: Column<BillEntry>[] = [
    {
      key: 'id',
      header: 'Entry',
      render: (e) =>
        canOpen ? (
          <Link component={RouterLink} to={`/app/journal-entry/${e.id}`}>
            #{e.id}
          </Link>
        ) : (
          `#${e.id}`
        ),
    },
    { key: 'entry_date', header: 'Date', render: (e) => formatDate(e.entry_date) },
    { key: 'memo', header: 'Memo' },
    {
      key: 'kind',
      header: 'Kind',
      render: (e) => (e.reverses_entry_id ? `Reversal of #${e.reverses_entry_id}` : reversed.has(e.id) ? 'Posted (reversed)' : 'Posted'),
    },
    { key: 'amount', header: 'Amount', align: 'right', render: (e) => usd(e.amount) },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Ledger Entries">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Ledger Entries
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Each bill posts Dr its COA account / Cr Accounts Payable. An edit reverses the old entry and posts a new one; a void posts the reversal.
      </Typography>
      <DataTable
        label="Ledger Entries"
        columns={columns}
        rows={entries}
        perPage={Math.max(entries.length, 1)}
        pageNumber={1}
        onPageChange={() => {}}
        rowKey={(e) => e.id}
      />
    </Paper>
  );
}
