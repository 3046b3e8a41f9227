import { formatDate } from '@app/contract';
import { Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../app/auth-store';
import { usd } from './money';
import { type Column, DataTable } from './DataTable';

/** One journal entry a record posted, as the bill and payment screens receive it. */
export interface LedgerEntry {
  id: number;
  entry_date: string;
  memo: string;
  amount: string;
  reverses_entry_id: number | null;
}

interface Props {
  entries: LedgerEntry[];
  /** the line under the title: what this record posts and how an edit or void shows */
  note: string;
  /** the Kind of an entry that reverses nothing; `reversed` tells whether a later entry reversed it */
  postedKind: (reversed: boolean, entry: LedgerEntry) => string;
}

/** The journal entries a record posted (create, edits, void), each linking to its journal view. */
export function LedgerEntries({ entries, note, postedKind }: Props) {
  const canOpen = useAuth().can('Journals_View');
  const reversed = new Set(entries.map((e) => e.reverses_entry_id).filter((id) => id !== null));
  const columns: Column<LedgerEntry>[] = [
    {
      key: 'id',
      nowrap: true,
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
    { key: 'entry_date', nowrap: true, header: 'Date', render: (e) => formatDate(e.entry_date) },
    { key: 'memo', truncate: true, header: 'Memo' },
    {
      key: 'kind',
      nowrap: true,
      header: 'Kind',
      render: (e) => (e.reverses_entry_id ? `Reversal of #${e.reverses_entry_id}` : postedKind(reversed.has(e.id), e)),
    },
    { key: 'amount', header: 'Amount', align: 'right', render: (e) => usd(e.amount) },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Ledger Entries">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Ledger Entries
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {note}
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
