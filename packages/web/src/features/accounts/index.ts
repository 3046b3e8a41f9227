import AccountBalance from '@mui/icons-material/AccountBalance';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';
import { listPath, setupPath } from './routes';

const AccountListPage = lazy(() => import('./AccountListPage'));
const AccountSetupPage = lazy(() => import('./AccountSetupPage'));
const AccountLedgerPage = lazy(() => import('./AccountLedgerPage'));
const CheckPrintSetupPage = lazy(() => import('./CheckPrintSetupPage'));

/** Chart of accounts (specification document 000, section 2) and each account's ledger. */
export const accountsFeature: Feature = {
  routes: [
    { path: 'financial-accounts', Component: AccountListPage },
    { path: 'user-financial-accounts', Component: AccountListPage },
    { path: 'financial-setup', Component: AccountSetupPage },
    { path: 'financial-setup/:id', Component: AccountSetupPage },
    { path: 'user-financial-setup', Component: AccountSetupPage },
    { path: 'user-financial-setup/:id', Component: AccountSetupPage },
    { path: 'account-ledger/:id', Component: AccountLedgerPage },
    { path: 'check-print-setup/:bankAccountId', Component: CheckPrintSetupPage },
  ],
  menu: [
    { label: 'Chart of Accounts', path: listPath, icon: AccountBalance, order: 20, visible: (a) => a.can('ChartofAccounts_View') },
    { label: 'Create COA', path: setupPath, icon: PlaylistAdd, order: 21, visible: (a) => a.can('ChartofAccounts_Create') },
  ],
};
