import MenuBook from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const JournalListPage = lazy(() => import('./JournalListPage'));
const JournalEntryPage = lazy(() => import('./JournalEntryPage'));
const JournalViewPage = lazy(() => import('./JournalViewPage'));

/** The general journal: manual entries (opening balances, corrections), every entry, reversal. */
export const journalsFeature: Feature = {
  routes: [
    { path: 'journal-entries', Component: JournalListPage },
    { path: 'journal-entry', Component: JournalEntryPage },
    { path: 'journal-entry/:id', Component: JournalViewPage },
  ],
  menu: [{ label: 'Journal Entries', path: '/app/journal-entries', icon: MenuBook, order: 25, visible: (a) => a.can('Journals_View') }],
};
