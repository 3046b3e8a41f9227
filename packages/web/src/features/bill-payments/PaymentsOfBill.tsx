import { formatDate } from '@app/contract';
import { Chip, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { usd } from '../../components/money';
import { usePaymentsOfBill, viewPath } from './api';
import { PAYMENT_STATUS_COLOR } from './labels';

/** On the bill's read-only view: the payments it has had (newest first), each opening its payment screen. */
export function PaymentsOfBill({ billId }: { billId: number }) {
  const auth = useAuth();
  const canView = auth.can('BillPayment_View');
  const { data = [] } = usePaymentsOfBill(billId, canView || auth.can('Bills_View'));
  if (!data.length) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Bill Payments">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Bill Payments
      </Typography>
      {data.map((p) => (
        <Typography key={p.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
          {canView ? (
            <Link component={RouterLink} to={viewPath(p.id)}>
              Payment #{p.id}
            </Link>
          ) : (
            `Payment #${p.id}`
          )}
          <span>
            {formatDate(p.payment_date)} from {p.bank_account_name}: {usd(p.final_payment)} (discount {usd(p.discount)})
          </span>
          <Chip size="small" variant="outlined" label={p.status_name} color={PAYMENT_STATUS_COLOR[p.status] ?? 'default'} />
        </Typography>
      ))}
    </Paper>
  );
}
