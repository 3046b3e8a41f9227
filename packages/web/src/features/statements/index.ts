import Assessment from '@mui/icons-material/Assessment';
import Savings from '@mui/icons-material/Savings';
import ShowChart from '@mui/icons-material/ShowChart';
import TableChart from '@mui/icons-material/TableChart';
import Water from '@mui/icons-material/Water';
import { lazy } from 'react';
import type { Auth } from '../../app/auth-store';
import type { Feature } from '../../app/feature';
import { STATEMENT_PATHS } from './links';

const FinancialPositionPage = lazy(() => import('./FinancialPositionPage'));
const ActivitiesPage = lazy(() => import('./ActivitiesPage'));
const FunctionalExpensesPage = lazy(() => import('./FunctionalExpensesPage'));
const FundBalancesPage = lazy(() => import('./FundBalancesPage'));
const CashFlowsPage = lazy(() => import('./CashFlowsPage'));

const reports = (a: Auth) => a.can('Reports_View');

/** The nonprofit statements (issue 24), in the Reports group beside the trial balance. */
export const statementsFeature: Feature = {
  routes: [
    { path: STATEMENT_PATHS.position, Component: FinancialPositionPage },
    { path: STATEMENT_PATHS.activities, Component: ActivitiesPage },
    { path: STATEMENT_PATHS.functional, Component: FunctionalExpensesPage },
    { path: STATEMENT_PATHS.funds, Component: FundBalancesPage },
    { path: STATEMENT_PATHS.cashFlows, Component: CashFlowsPage },
  ],
  menu: [
    { label: 'Statement of Financial Position', path: `/app/${STATEMENT_PATHS.position}`, icon: Assessment, order: 26.1, group: 'Reports', visible: reports },
    { label: 'Statement of Activities', path: `/app/${STATEMENT_PATHS.activities}`, icon: ShowChart, order: 26.2, group: 'Reports', visible: reports },
    {
      label: 'Statement of Functional Expenses',
      path: `/app/${STATEMENT_PATHS.functional}`,
      icon: TableChart,
      order: 26.3,
      group: 'Reports',
      visible: reports,
    },
    { label: 'Fund Balances', path: `/app/${STATEMENT_PATHS.funds}`, icon: Savings, order: 26.4, group: 'Reports', visible: reports },
    { label: 'Statement of Cash Flows', path: `/app/${STATEMENT_PATHS.cashFlows}`, icon: Water, order: 26.5, group: 'Reports', visible: reports },
  ],
};
