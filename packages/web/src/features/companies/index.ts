import Business from '@mui/icons-material/Business';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const CompanyListPage = lazy(() => import('./CompanyListPage'));
const CompanySetupPage = lazy(() => import('./CompanySetupPage'));

/** Companies, their users, ministries and locations (Super-Admin's Companies menu). */
export const companiesFeature: Feature = {
  routes: [
    { path: 'company-list', Component: CompanyListPage },
    { path: 'company-setup', Component: CompanySetupPage },
    { path: 'company-setup/:id', Component: CompanySetupPage },
  ],
  menu: [{ label: 'Companies', path: '/app/company-list', icon: Business, order: 10, visible: (a) => a.isSuperAdmin }],
};
