import Payments from '@mui/icons-material/Payments';
import PointOfSale from '@mui/icons-material/PointOfSale';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const BillPaymentListPage = lazy(() => import('./BillPaymentListPage'));
const BillPaymentPage = lazy(() => import('./BillPaymentPage'));

/** Bill payments (specification 001, sections 2-9): pay bills from a bank account, the list and the locked view. */
export const billPaymentsFeature: Feature = {
  routes: [
    { path: 'bill-payment-list', Component: BillPaymentListPage },
    { path: 'create-bill-payment', Component: BillPaymentPage },
    { path: 'bill-payment/view/:id', Component: BillPaymentPage },
  ],
  menu: [
    { label: 'Bill Payments', path: '/app/bill-payment-list', icon: Payments, order: 60, visible: (a) => a.can('BillPayment_View') },
    { label: 'Create Bill Payment', path: '/app/create-bill-payment', icon: PointOfSale, order: 61, visible: (a) => a.can('BillPayment_Create') },
  ],
};
