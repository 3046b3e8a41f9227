import Savings from '@mui/icons-material/Savings';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const OpeningBalancesPage = lazy(() => import('./OpeningBalancesPage'));

/** A new company's opening balances (bank and fund balances, unpaid bills) as of the day its books start. */
export const openingBalancesFeature: Feature = {
  routes: [{ path: 'opening-balances', Component: OpeningBalancesPage }],
  menu: [{ label: 'Opening Balances', path: '/app/opening-balances', icon: Savings, order: 24, visible: (a) => a.can('Journals_Create') }],
};
