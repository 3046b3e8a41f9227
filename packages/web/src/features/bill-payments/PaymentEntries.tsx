import { type BillPaymentDetail, formatDate } from '@app/contract';
import { Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { type Column, DataTable } from '../../components/DataTable';
import { usd } from '../accounts/format';

type Entry = BillPaymentDetail['journalEntries'][number];

/** The journal entries a payment posted (the payment, its void), each linking to its journal view. */
export function PaymentEntries({ entries }: { entries: Entry[] }) {
  const canOpen = useAuth().can('Journals_View');
  const columns: Column<Entry>[] = [
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
    { key: 'kind', header: 'Kind', render: (e) => (e.reverses_entry_id ? `Reversal of #${e.reverses_entry_id}` : 'Payment') },
    { key: 'amount', header: 'Amount', align: 'right', render: (e) => usd(e.amount) },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Ledger Entries">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Ledger Entries
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        A payment posts Dr Accounts Payable (amount due) / Cr the bank (payment) / Cr the bill's expense account (discount). A void posts the reversal.
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
