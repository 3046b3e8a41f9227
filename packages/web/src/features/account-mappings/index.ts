import AccountTree from '@mui/icons-material/AccountTree';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const AccountMappingsPage = lazy(() => import('./AccountMappingsPage'));

/** Issue 27 point 5: each company account's standard account, for the roll-up statements. */
export const accountMappingsFeature: Feature = {
  routes: [{ path: 'account-mappings', Component: AccountMappingsPage }],
  menu: [{ label: 'Standard Chart Mapping', path: '/app/account-mappings', icon: AccountTree, order: 20.5, visible: (a) => a.can('ChartofAccounts_View') }],
};
