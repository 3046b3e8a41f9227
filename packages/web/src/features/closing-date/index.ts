import EventAvailable from '@mui/icons-material/EventAvailable';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const ClosingDatePage = lazy(() => import('./ClosingDatePage'));

/** Closing the month (issue 26 point 6): the closing date, who may move it, and every change. */
export const closingDateFeature: Feature = {
  routes: [{ path: 'closing-date', Component: ClosingDatePage }],
  menu: [
    {
      label: 'Close the Books',
      path: '/app/closing-date',
      icon: EventAvailable,
      order: 25,
      visible: (a) => a.isSuperAdmin || a.can('BankReconciliation_View'),
    },
  ],
};
