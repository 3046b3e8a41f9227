import Receipt from '@mui/icons-material/Receipt';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const Form1099Page = lazy(() => import('./Form1099Page'));

/** The 1099-NEC (issue 28 point 7), in the Reports group after the payables reports. */
export const form1099Feature: Feature = {
  routes: [{ path: 'reports/1099-nec', Component: Form1099Page }],
  menu: [{ label: '1099-NEC', path: '/app/reports/1099-nec', icon: Receipt, order: 26.8, group: 'Reports', visible: (a) => a.can('Reports_View') }],
};
