import HourglassTop from '@mui/icons-material/HourglassTop';
import { Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { usePendingCount } from '../purchase-orders/api';

/** 'Pending Purchase Order': the count (the link is named by what it shows: 'Pending Purchase Order 3') of the pending call (getApprovePurchaseOrder / …ForPending), linking to the list. */
export function PendingPoCard() {
  const auth = useAuth();
  const visible = auth.can('BillPurchaseOrders_View') || auth.can('BillPurchaseOrders_Edit');
  const { data, isLoading, isError } = usePendingCount(visible, auth.isSuperAdmin);
  if (!visible) return null;
  return (
    <Card variant="outlined" sx={{ width: 280 }}>
      <CardActionArea component={RouterLink} to="/app/purchase-pending-order-list">
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <HourglassTop color="warning" sx={{ fontSize: 44 }} />
          <div>
            <Typography color="text.secondary">Pending Purchase Order</Typography>
            <Typography variant="h4" component="p" data-testid="pending-po-count">
              {isLoading ? <Skeleton width={40} /> : isError ? '—' : data}
            </Typography>
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
