import EventRepeat from '@mui/icons-material/EventRepeat';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const RecurringBillListPage = lazy(() => import('./RecurringBillListPage'));
const RecurringBillFormPage = lazy(() => import('./RecurringBillFormPage'));

/** Recurring bills (issue 28 point 4): templates under the Bills permissions. */
export const recurringBillsFeature: Feature = {
  routes: [
    { path: 'recurring-bills', Component: RecurringBillListPage },
    { path: 'recurring-bills/new', Component: RecurringBillFormPage },
  ],
  menu: [{ label: 'Recurring Bills', path: '/app/recurring-bills', icon: EventRepeat, order: 52, visible: (a) => a.can('Bills_View') }],
};
