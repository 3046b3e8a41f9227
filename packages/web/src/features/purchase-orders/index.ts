import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import HourglassTop from '@mui/icons-material/HourglassTop';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';
import { formPath, listPathFor } from './api';

const PoFormPage = lazy(() => import('./PoFormPage'));
const AdminPoListPage = lazy(() => import('./PoListPages').then((m) => ({ default: m.AdminPoListPage })));
const UserPoListPage = lazy(() => import('./PoListPages').then((m) => ({ default: m.UserPoListPage })));
const PendingPoListPage = lazy(() => import('./PoListPages').then((m) => ({ default: m.PendingPoListPage })));

const canView = (a: { isSuperAdmin: boolean; can(p: string): boolean }) => a.can('BillPurchaseOrders_View');

/** Purchase orders (payables specification sections 2 and 4): the two forms and the three lists. Menu 40s. */
export const purchaseOrdersFeature: Feature = {
  routes: [
    { path: 'purchase-order', Component: PoFormPage },
    { path: 'purchase-order/:id', Component: PoFormPage },
    { path: 'user-purchase-order', Component: PoFormPage },
    { path: 'user-purchase-order/:id', Component: PoFormPage },
    { path: 'purchase-order-list', Component: AdminPoListPage },
    { path: 'user-purchase-order-list', Component: UserPoListPage },
    { path: 'purchase-pending-order-list', Component: PendingPoListPage },
  ],
  menu: [
    { label: 'Purchase Orders', path: (a) => listPathFor(a.isSuperAdmin), icon: ShoppingCart, order: 40, visible: canView },
    {
      label: 'Create Purchase Order',
      path: (a) => formPath(a.isSuperAdmin),
      icon: AddShoppingCart,
      order: 41,
      visible: (a) => a.can('BillPurchaseOrders_Create'),
    },
    { label: 'Pending Purchase Order', path: '/app/purchase-pending-order-list', icon: HourglassTop, order: 42, visible: canView },
  ],
};
