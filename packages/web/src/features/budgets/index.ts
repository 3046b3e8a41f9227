import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import CompareArrows from '@mui/icons-material/CompareArrows';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const BudgetsPage = lazy(() => import('./BudgetsPage'));
const BudgetPage = lazy(() => import('./BudgetPage'));
const BudgetVsActualPage = lazy(() => import('./BudgetVsActualPage'));

/** Budgets, budget against actual and the board packet (issue 29). */
export const budgetsFeature: Feature = {
  routes: [
    { path: 'budgets', Component: BudgetsPage },
    { path: 'budgets/:id', Component: BudgetPage },
    { path: 'budget-vs-actual', Component: BudgetVsActualPage },
  ],
  menu: [
    {
      label: 'Budgets',
      path: '/app/budgets',
      icon: AccountBalanceWallet,
      order: 26.6,
      group: 'Reports',
      visible: (a) => a.isSuperAdmin || a.can('Budgets_View'),
    },
    {
      label: 'Budget against Actual',
      path: '/app/budget-vs-actual',
      icon: CompareArrows,
      order: 26.7,
      group: 'Reports',
      visible: (a) => a.isSuperAdmin || a.can('Budgets_View'),
    },
  ],
};
