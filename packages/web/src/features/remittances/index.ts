import AccountTree from '@mui/icons-material/AccountTree';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const RemittancesPage = lazy(() => import('./RemittancesPage'));

/** Remittances up the denomination's tree (issue 27 point 3): who is behind, the rules, the monthly run. */
export const remittancesFeature: Feature = {
  routes: [{ path: 'remittances', Component: RemittancesPage }],
  menu: [
    {
      label: 'Remittances',
      path: '/app/remittances',
      icon: AccountTree,
      order: 26,
      visible: (a) => a.isSuperAdmin || a.can('Rollup_View'),
    },
  ],
};
