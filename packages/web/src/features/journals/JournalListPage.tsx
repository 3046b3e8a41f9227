import { formatDate, JOURNAL_SORTS, type JournalEntryRow } from '@app/contract';
import { Button, Chip, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { CompanyFilter } from '../../components/CompanySelect';
import { type Column, DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { useListParams } from '../../components/useListParams';
import { usd } from '../../components/money';
import { PER_PAGE, useJournalPage } from './api';
import { STATUS_COLOR, sourceLabel } from './labels';
import { canReverse, confirmAndReverse } from './reverse';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';

/** /app/journal-entries: every posted entry, newest first; manual ones can be reversed here. */
export default function JournalListPage() {
  const auth = useAuth();
  const dialogs = useDialogs();
  const list = useListParams(JOURNAL_SORTS, { key: 'entry_date', dir: 'desc' });
  const companyId = Number(list.filter('company_id') ?? 0);
  const { data, isLoading, isFetching, error } = useJournalPage(list.query(PER_PAGE));
  const refresh = useRefreshAfterPosting('manual');
  const mayReverse = auth.can('Journals_Delete');

  const columns: Column<JournalEntryRow>[] = [
    {
      key: 'id', nowrap: true,
      header: 'Entry #',
      sortKey: 'id',
      sortFirst: 'desc',
      render: (r) => (
        <Link component={RouterLink} to={`/app/journal-entry/${r.id}`}>
          {r.id}
        </Link>
      ),
    },
    { key: 'entry_date', nowrap: true, header: 'Date', sortKey: 'entry_date', sortFirst: 'desc', render: (r) => formatDate(r.entry_date) },
    ...(auth.isSuperAdmin && !companyId ? [{ key: 'company_name', truncate: true, header: 'Company' }] : []),
    { key: 'memo', truncate: true, header: 'Memo' },
    { key: 'source_type', nowrap: true, header: 'Source', render: (r) => sourceLabel(r.source_type) },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => usd(r.amount) },
    { key: 'status', nowrap: true, header: 'Status', render: (r) => <Chip size="small" variant="outlined" label={r.status} color={STATUS_COLOR[r.status]} /> },
    { key: 'users', truncate: true, header: 'Entered By', render: (r) => r.users ?? '—' },
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
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        placeholder="Memo, source or Entry #"
        exportPath={`/journals/export?${list.exportQuery()}`}
        exportLabel="journal entries"
      >
        <CompanyFilter sx={{ width: { xs: '100%', sm: 320 } }} value={companyId} onChange={(id) => list.setFilter('company_id', id || null)} />
      </ListToolbar>
      <DataTable
        label="Journal Entries"
        columns={columns}
        page={data}
        perPage={PER_PAGE}
        pageNumber={list.page}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={error ? error.message : list.search ? 'No journal entry matches the search' : 'No journal entries yet'}
      />
    </>
  );
}
