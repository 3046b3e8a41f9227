import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import CompareArrows from '@mui/icons-material/CompareArrows';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const BudgetsPage = lazy(() => import('./BudgetsPage'));
const BudgetPage = lazy(() => import('./BudgetPage'));
const BudgetEditorPage = lazy(() => import('./BudgetEditorPage'));
const BudgetVsActualPage = lazy(() => import('./BudgetVsActualPage'));

/** Budgets, budget against actual and the board packet (issue 29). */
export const budgetsFeature: Feature = {
  routes: [
    { path: 'budgets', Component: BudgetsPage },
    { path: 'budgets/new', Component: BudgetEditorPage },
    { path: 'budgets/:id', Component: BudgetPage },
    { path: 'budgets/:id/edit', Component: BudgetEditorPage },
    { path: 'budgets/:id/revise', Component: BudgetEditorPage },
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
