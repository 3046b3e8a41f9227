import { formatUsd, M } from '@app/contract';
import { Alert, Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/**
 * A new company's bank accounts all stand at $0.00: say so and link to the opening balances, instead of
 * letting the first payment fail with 'Insufficient funds in your account!!'.
 */
export function OpeningBalanceHint({ banks, companyId }: { banks: Array<{ balance: string }> | null | undefined; companyId: number }) {
  if (!banks?.length || banks.some((b) => b.balance !== '0.00')) return null;
  return (
    // The link sits under the text (not in the alert's action slot, which squeezes it on a phone).
    <Alert severity="info" sx={{ mb: 2 }}>
      {M.openingHint(formatUsd(0))}
      <Box sx={{ mt: 1 }}>
        <Button
          component={RouterLink}
          to={`/app/opening-balances${companyId ? `?company_id=${companyId}` : ''}`}
          variant="outlined"
          size="small"
          color="inherit"
        >
          {M.openingHintAction}
        </Button>
      </Box>
    </Alert>
  );
}
