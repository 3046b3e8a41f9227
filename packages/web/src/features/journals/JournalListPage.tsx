import { formatDate, JOURNAL_SORTS, type JournalEntryRow } from '@app/contract';
import { Button } from '@mui/material';
import { useAuth } from '../../app/auth-store';
import { useCompanyStatusList } from '../../components/CompanyStatusFilters';
import type { Column } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { amountColumn, documentLinkColumn } from '../../components/listColumns';
import { type StatusListDefinition, StatusListPage, statusColumn } from '../../components/StatusListPage';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';
import { journalRows } from './api';
import { STATUS_COLOR, sourceLabel } from './labels';
import { canReverse, confirmAndReverse } from './reverse';

// Entries have no status filter: the company filter alone; a failed load shows its message.
const LIST: StatusListDefinition<JournalEntryRow> = {
  title: 'Journal Entries',
  rows: { one: 'journal entry', many: 'journal entries' },
  source: journalRows,
  searchPlaceholder: 'Memo, source or Entry #',
  showError: true,
};

/** /app/journal-entries: every posted entry, newest first; manual ones can be reversed here. */
export default function JournalListPage() {
  const auth = useAuth();
  const dialogs = useDialogs();
  // Page, search, sort and company live in the URL; entries have no status filter (0: none chosen).
  const params = useCompanyStatusList(JOURNAL_SORTS, 'entry_date', 0);
  const refresh = useRefreshAfterPosting('manual');
  const mayReverse = auth.can('Journals_Delete');

  const columns: Column<JournalEntryRow>[] = [
    documentLinkColumn<JournalEntryRow>({ key: 'id', header: 'Entry #', sortKey: 'id', text: (r) => r.id, to: (r) => `/app/journal-entry/${r.id}` }),
    { key: 'entry_date', nowrap: true, header: 'Date', sortKey: 'entry_date', sortFirst: 'desc', render: (r) => formatDate(r.entry_date) },
    ...(auth.isSuperAdmin && !params.companyId ? [{ key: 'company_name', truncate: true, header: 'Company' }] : []),
    { key: 'memo', truncate: true, header: 'Memo' },
    { key: 'source_type', nowrap: true, header: 'Source', render: (r) => sourceLabel(r.source_type) },
    amountColumn<JournalEntryRow>('amount', 'Amount', (r) => r.amount),
    statusColumn(
      (r) => r.status,
      (r) => STATUS_COLOR[r.status],
    ),
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

  return (
    <StatusListPage
      list={LIST}
      links={[{ label: '+ New Journal Entry', to: '/app/journal-entry', when: auth.can('Journals_Create') }]}
      params={params}
      columns={columns}
    />
  );
}
