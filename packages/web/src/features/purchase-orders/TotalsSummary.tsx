import { formatUsd, type Totals } from '@app/contract';
import { Box, Divider, Paper, Typography } from '@mui/material';

/** Subtotal, tax, freight and grand total, recomputed as the user types (section 9's rule, in cents). */
export function TotalsSummary({ totals, taxPercent }: { totals: Totals; taxPercent: string }) {
  const row = (label: string, cents: number, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 4, py: 0.5 }}>
      <Typography fontWeight={strong ? 700 : 400}>{label}</Typography>
      <Typography fontWeight={strong ? 700 : 400} data-testid={`total-${label.split(' ')[0].toLowerCase()}`}>
        {formatUsd(cents)}
      </Typography>
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, minWidth: 320 }} aria-label="Totals">
        {row('Subtotal', totals.subtotalCents)}
        {row(`Sales Tax (${taxPercent || 0}%)`, totals.taxCents)}
        {row('Freight', totals.freightCents)}
        <Divider sx={{ my: 1 }} />
        {row('Grand Total', totals.grandTotalCents, true)}
      </Paper>
    </Box>
  );
}
