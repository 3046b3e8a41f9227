import ListAlt from '@mui/icons-material/ListAlt';
import RequestQuote from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const CheckListPage = lazy(() => import('./CheckListPage'));
const CheckPage = lazy(() => import('./CheckPage'));

/** Checks (specification 001, sections 2-9): voucher and standard checks, the cheque list, printing, voids. */
export const checksFeature: Feature = {
  routes: [
    { path: 'cheque-list', Component: CheckListPage },
    { path: 'create-cheque', Component: CheckPage },
    { path: 'cheque/view/:id', Component: CheckPage },
  ],
  menu: [
    { label: 'Cheque List', path: '/app/cheque-list', icon: ListAlt, order: 70, visible: (a) => a.can('Check_View') },
    { label: 'Generate Check', path: '/app/create-cheque', icon: RequestQuote, order: 71, visible: (a) => a.can('Check_Create') },
  ],
};
