import AccountBalance from '@mui/icons-material/AccountBalance';
import Savings from '@mui/icons-material/Savings';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const DepositListPage = lazy(() => import('./DepositListPage'));
const DepositPage = lazy(() => import('./DepositPage'));

/** Deposits (issue 25): record the counted money by fund, the list, the view (returned checks, money held for others), the ticket. */
export const depositsFeature: Feature = {
  routes: [
    { path: 'deposit-list', Component: DepositListPage },
    { path: 'record-deposit', Component: DepositPage },
    { path: 'deposit/view/:id', Component: DepositPage },
  ],
  menu: [
    { label: 'Deposits', path: '/app/deposit-list', icon: AccountBalance, order: 80, visible: (a) => a.can('Deposit_View') },
    { label: 'Record Deposit', path: '/app/record-deposit', icon: Savings, order: 81, visible: (a) => a.can('Deposit_Create') },
  ],
};
