import Dashboard from '@mui/icons-material/Dashboard';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const DashboardPage = lazy(() => import('./DashboardPage'));

export const dashboardFeature: Feature = {
  routes: [{ path: 'dashboard', Component: DashboardPage }],
  menu: [{ label: 'Dashboard', path: '/app/dashboard', icon: Dashboard, order: 0, visible: () => true }],
};
