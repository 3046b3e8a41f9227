import AccountBalance from '@mui/icons-material/AccountBalance';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const ReconciliationListPage = lazy(() => import('./ReconciliationListPage'));
const ReconciliationPage = lazy(() => import('./ReconciliationPage'));

/** Bank reconciliation (issue 26 points 2-4): the list per bank account, and the reconciliation screen. */
export const reconciliationsFeature: Feature = {
  routes: [
    { path: 'bank-reconciliation', Component: ReconciliationListPage },
    { path: 'bank-reconciliation/:id', Component: ReconciliationPage },
  ],
  menu: [
    {
      label: 'Bank Reconciliation',
      path: '/app/bank-reconciliation',
      icon: AccountBalance,
      order: 24,
      visible: (a) => !a.isSuperAdmin && a.can('BankReconciliation_View'),
    },
  ],
};
