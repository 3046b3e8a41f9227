import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const FundProgramPage = lazy(() => import('./FundProgramPage'));
const FunctionalExpensesPage = lazy(() => import('./FunctionalExpensesPage'));

/** Settings menu: fund programs and functional expenses (specification document 001, section 2). */
export const settingsFeature: Feature = {
  routes: [
    { path: 'fund-program', Component: FundProgramPage },
    { path: 'functional-expenses', Component: FunctionalExpensesPage },
  ],
  menu: [
    { label: 'Fund Program', path: '/app/fund-program', group: 'Settings', order: 1, visible: (a) => a.can('FundProgram_View') },
    { label: 'Functional Expenses', path: '/app/functional-expenses', group: 'Settings', order: 2, visible: (a) => a.can('FunctionalExpenses_View') },
  ],
};
