import HourglassBottom from '@mui/icons-material/HourglassBottom';
import RequestQuote from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';
import type { Auth } from '../../app/auth-store';
import type { Feature } from '../../app/feature';
import { PAYABLES_REPORT_PATHS } from './links';

const ApAgingPage = lazy(() => import('./ApAgingPage'));
const VendorStatementPage = lazy(() => import('./VendorStatementPage'));

const reports = (a: Auth) => a.can('Reports_View');

/** What is owed (issue 28 point 6): the A/P aging and the vendor statement, in the Reports group after the statements. */
export const payablesReportsFeature: Feature = {
  routes: [
    { path: PAYABLES_REPORT_PATHS.aging, Component: ApAgingPage },
    { path: PAYABLES_REPORT_PATHS.vendorStatement, Component: VendorStatementPage },
  ],
  menu: [
    { label: 'A/P Aging', path: `/app/${PAYABLES_REPORT_PATHS.aging}`, icon: HourglassBottom, order: 26.6, group: 'Reports', visible: reports },
    { label: 'Vendor Statement', path: `/app/${PAYABLES_REPORT_PATHS.vendorStatement}`, icon: RequestQuote, order: 26.7, group: 'Reports', visible: reports },
  ],
};
