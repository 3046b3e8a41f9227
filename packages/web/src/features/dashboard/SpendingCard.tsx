import { type DashboardSummary, formatDate } from '@app/contract';
import { Box, Typography } from '@mui/material';
import { usd } from '../../components/money';
import { SpendingChart } from './SpendingChart';
import { SummaryCard } from './SummaryCard';

/** The fiscal year's spending so far (net on Expenses accounts) by functional expense and by fund program. */
export function SpendingCard({ summary, loading }: { summary: DashboardSummary | undefined; loading: boolean }) {
  const spending = summary?.spending;
  const year = summary ? `${formatDate(summary.fiscal_year.from)} – ${formatDate(summary.fiscal_year.to)}` : '';
  return (
    <SummaryCard
      id="spending"
      title="Spending This Fiscal Year"
      loading={loading}
      action={
        spending && (
          <Typography sx={{ whiteSpace: 'nowrap', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="spending-total">
            {usd(spending.total)}
          </Typography>
        )
      }
    >
      {spending && (
        <>
          <Typography variant="body2" color="text.secondary">
            {year}, expense accounts
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
            <SpendingChart id="spending-expense" title="By Functional Expense" rows={spending.by_functional_expense} empty="No spending this year" />
            <SpendingChart id="spending-fund" title="By Fund Program" rows={spending.by_fund_program} empty="No spending this year" />
          </Box>
        </>
      )}
    </SummaryCard>
  );
}
