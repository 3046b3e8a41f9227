import ReceiptLong from '@mui/icons-material/ReceiptLong';
import UploadFile from '@mui/icons-material/UploadFile';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const ImportStatementPage = lazy(() => import('./ImportStatementPage'));
const CheckRegisterPage = lazy(() => import('./CheckRegisterPage'));

/** Banking (issue 26 points 1 and 5): import a bank statement file; the check register of a bank account. */
export const bankStatementsFeature: Feature = {
  routes: [
    { path: 'bank-statements', Component: ImportStatementPage },
    { path: 'check-register', Component: CheckRegisterPage },
  ],
  menu: [
    {
      label: 'Import Bank Statement',
      path: '/app/bank-statements',
      icon: UploadFile,
      order: 84,
      visible: (a) => a.isSuperAdmin || a.can('BankReconciliation_View'),
    },
    { label: 'Check Register', path: '/app/check-register', icon: ReceiptLong, order: 85, visible: (a) => a.isSuperAdmin || a.can('BankReconciliation_View') },
  ],
};
