import type { DashboardSummary } from '@app/contract';
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { usd } from '../../components/money';
import { Amount, SummaryCard } from './SummaryCard';

/** Paid bill payments not yet on a check, linking to Generate Check (where they are put on checks). */
export function UncheckedPaymentsCard({ payments, loading }: { payments: DashboardSummary['unchecked_payments'] | undefined; loading: boolean }) {
  const auth = useAuth();
  const to = auth.can('Check_Create') ? '/app/create-cheque' : '/app/bill-payment-list';
  return (
    <SummaryCard id="unchecked-payments" title="Payments Awaiting a Check" loading={loading} empty={payments?.count === 0 && 'Every payment is on a check'}>
      {payments && (
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
            <Typography>
              {payments.count} {payments.count === 1 ? 'payment' : 'payments'}
            </Typography>
            <Amount strong>{usd(payments.total)}</Amount>
          </Stack>
          <Button variant="outlined" size="small" component={RouterLink} to={to} sx={{ alignSelf: 'flex-start' }}>
            {auth.can('Check_Create') ? 'Generate checks' : 'Open bill payments'}
          </Button>
        </Stack>
      )}
    </SummaryCard>
  );
}
