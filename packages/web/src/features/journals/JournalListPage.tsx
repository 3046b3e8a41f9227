import { formatDate, type JournalEntryRow } from '@app/contract';
import { Button, Chip, Link } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { CompanyFilter } from '../../components/CompanySelect';
import { type Column, DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { usd } from '../accounts/format';
import { PER_PAGE, useJournalPage, useRefreshLedger } from './api';
import { STATUS_COLOR, sourceLabel } from './labels';
import { canReverse, confirmAndReverse } from './reverse';

/** /app/journal-entries: every posted entry, newest first; manual ones can be reversed here. */
export default function JournalListPage() {
  const auth = useAuth();
  const dialogs = useDialogs();
  const [page, setPage] = useState(1);
  const [companyId, setCompanyId] = useState(0);
  const { data, isLoading, isFetching, error } = useJournalPage(page, companyId);
  const refresh = useRefreshLedger();
  const mayReverse = auth.can('Journals_Delete');

  const columns: Column<JournalEntryRow>[] = [
    {
      key: 'id',
      header: 'Entry #',
      render: (r) => (
        <Link component={RouterLink} to={`/app/journal-entry/${r.id}`}>
          {r.id}
        </Link>
      ),
    },
    { key: 'entry_date', header: 'Date', render: (r) => formatDate(r.entry_date) },
    ...(auth.isSuperAdmin && !companyId ? [{ key: 'company_name', header: 'Company' }] : []),
    { key: 'memo', header: 'Memo' },
    { key: 'source_type', header: 'Source', render: (r) => sourceLabel(r.source_type) },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => usd(r.amount) },
    { key: 'status', header: 'Status', render: (r) => <Chip size="small" variant="outlined" label={r.status} color={STATUS_COLOR[r.status]} /> },
    { key: 'users', header: 'Entered By', render: (r) => r.users ?? '—' },
  ];
  if (mayReverse) {
    columns.push({
      key: 'actions',
      header: 'Action',
      align: 'right',
      render: (r) =>
        canReverse(r) ? (
          <Button size="small" color="warning" onClick={() => confirmAndReverse(dialogs, r, refresh)} aria-label={`Reverse entry ${r.id}`}>
            Reverse
          </Button>
        ) : null,
    });
  }

  if (isLoading) return <LoadingOverlay />;
  return (
    <>
      <PageHeader
        title="Journal Entries"
        actions={
          auth.can('Journals_Create') && (
            <Button variant="contained" component={RouterLink} to="/app/journal-entry">
              + New Journal Entry
            </Button>
          )
        }
      />
      <CompanyFilter
        sx={{ mb: 2 }}
        value={companyId}
        onChange={(id) => {
          setCompanyId(id);
          setPage(1);
        }}
      />
      <DataTable
        label="Journal Entries"
        columns={columns}
        page={data}
        perPage={PER_PAGE}
        pageNumber={page}
        onPageChange={setPage}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={error ? error.message : 'No journal entries yet'}
      />
    </>
  );
}
