import CompareArrows from '@mui/icons-material/CompareArrows';
import SyncAlt from '@mui/icons-material/SyncAlt';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const TransferListPage = lazy(() => import('./TransferListPage'));
const TransferPage = lazy(() => import('./TransferPage'));

/** Transfers between two bank accounts of one company (issue 25 point 5): list, new, view, void. */
export const transfersFeature: Feature = {
  routes: [
    { path: 'transfer-list', Component: TransferListPage },
    { path: 'new-transfer', Component: TransferPage },
    { path: 'transfer/view/:id', Component: TransferPage },
  ],
  menu: [
    { label: 'Transfers', path: '/app/transfer-list', icon: CompareArrows, order: 85, visible: (a) => a.can('Transfer_View') },
    { label: 'New Transfer', path: '/app/new-transfer', icon: SyncAlt, order: 86, visible: (a) => a.can('Transfer_Create') },
  ],
};
