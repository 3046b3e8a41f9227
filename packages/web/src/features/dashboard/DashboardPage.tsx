import { Box, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useAppInfo } from '../../api/app-info';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { ClosedThrough } from '../closing-date/ClosedThrough';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useDashboardSummary } from './api';
import { BankBalancesCard } from './BankBalancesCard';
import { BillsDueCard } from './BillsDueCard';
import { CompanyBreakdown } from './CompanyBreakdown';
import { NetAssetsCard } from './NetAssetsCard';
import { DepositsByFundCard } from './DepositsByFundCard';
import { OpeningBalanceHint } from './OpeningBalanceHint';
import { PendingPoCard } from './PendingPoCard';
import { RecentChecksCard } from './RecentChecksCard';
import { SpendingCard } from './SpendingCard';
import { UncheckedPaymentsCard } from './UncheckedPaymentsCard';

/**
 * The treasurer's start page: the specification's 'Pending Purchase Order' card, then the day's figures
 * from one GET /dashboard/summary. A card shows only when the user may open the list behind it.
 * This page is lazily loaded, so @mui/x-charts (SpendingChart) never lands in the sign-in bundle.
 */
export default function DashboardPage() {
  const { data: info } = useAppInfo();
  const auth = useAuth();
  const [companyId, setCompany] = useState(0);
  // the Super-Admin's page of the per-company breakdown (over every company)
  const [page, setPage] = useState(1);
  const setCompanyId = (id: number) => {
    setCompany(id);
    setPage(1);
  };
  const { data, isLoading } = useDashboardSummary(companyId, page);
  const all = auth.isSuperAdmin && !companyId;
  const show = {
    bank: auth.can('ChartofAccounts_View'),
    bills: auth.can('Bills_View'),
    payments: auth.can('BillPayment_View'),
    checks: auth.can('Check_View'),
    spending: auth.can('Reports_View'),
  };
  useDocumentTitle('Dashboard');
  return (
    <>
      <Paper sx={{ p: { xs: 2.5, sm: 4 }, mb: 3, background: 'linear-gradient(120deg, #0d2b5e, #3a5a8c)', color: '#fff' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          Welcome to {info?.org_name ?? ''}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>Hello {auth.user?.firstName}, here is your accounting and payables workspace.</Typography>
      </Paper>
      {auth.isSuperAdmin && (
        <Box sx={{ mb: 2, maxWidth: 360 }}>
          <CompanySelect allOption label="Show Company" value={companyId} onChange={setCompanyId} />
        </Box>
      )}
      {!all && <ClosedThrough companyId={companyId} />}
      {!all && auth.can('Journals_Create') && <OpeningBalanceHint banks={data?.bank_accounts} companyId={companyId} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        <Box sx={{ '& > *': { width: '100% !important', height: '100%' } }}>
          <PendingPoCard />
        </Box>
        {show.bills && <BillsDueCard bills={data?.bills} loading={isLoading} companyId={companyId} />}
        {show.payments && <UncheckedPaymentsCard payments={data?.unchecked_payments} loading={isLoading} />}
        {auth.can('Deposit_View') && <DepositsByFundCard companyId={companyId} />}
        {show.bank && (
          <BankBalancesCard accounts={data?.bank_accounts ?? undefined} loading={isLoading} showCompany={all} total={all ? data?.bank_total : undefined} />
        )}
        {/* One company's statements: the Super-Admin's card shows once a company is chosen. */}
        {show.spending && !all && <NetAssetsCard companyId={companyId} />}
        {show.checks && (
          <Box sx={{ gridColumn: { lg: 'span 2' }, minWidth: 0 }}>
            <RecentChecksCard checks={data?.recent_checks ?? undefined} loading={isLoading} showCompany={all} />
          </Box>
        )}
        {all && (
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <CompanyBreakdown
              rows={data?.companies ?? undefined}
              total={data?.companies_total ?? 0}
              page={page}
              onPageChange={setPage}
              loading={isLoading}
              onFocus={setCompanyId}
            />
          </Box>
        )}
        {show.spending && (
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <SpendingCard summary={data} loading={isLoading} />
          </Box>
        )}
      </Box>
    </>
  );
}
