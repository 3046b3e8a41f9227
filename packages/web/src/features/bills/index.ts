import NoteAdd from '@mui/icons-material/NoteAdd';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const BillListPage = lazy(() => import('./BillListPage'));
const BillPage = lazy(() => import('./BillPage'));

/** Vendor bills (specification 001, sections 2-9): the Pay-Bills list, create/edit and the read-only view. */
export const billsFeature: Feature = {
  routes: [
    { path: 'pay-bills-list', Component: BillListPage },
    { path: 'pay-bills', Component: BillPage },
    { path: 'pay-bills/:id', Component: BillPage },
    { path: 'pay-bills/view/:id', Component: BillPage },
  ],
  menu: [
    { label: 'Pay Bills', path: '/app/pay-bills-list', icon: ReceiptLong, order: 50, visible: (a) => a.can('Bills_View') },
    { label: 'Create Bill', path: '/app/pay-bills', icon: NoteAdd, order: 51, visible: (a) => a.can('Bills_Create') },
  ],
};
