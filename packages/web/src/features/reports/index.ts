import Balance from '@mui/icons-material/Balance';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const TrialBalancePage = lazy(() => import('./TrialBalancePage'));

/** Reports built on the ledger: the trial balance heads the Reports group (the statements follow it). */
export const reportsFeature: Feature = {
  routes: [{ path: 'trial-balance', Component: TrialBalancePage }],
  menu: [{ label: 'Trial Balance', path: '/app/trial-balance', icon: Balance, order: 26, group: 'Reports', visible: (a) => a.can('Reports_View') }],
};
