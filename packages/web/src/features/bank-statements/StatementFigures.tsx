import { BANK_STATEMENT_FORMAT_NAMES, type BankStatementImport, formatDate } from '@app/contract';
import { Box, Paper, Typography } from '@mui/material';
import { usd } from '../../components/money';

/** The figures of an import, as the treasurer checks them against the paper statement. */
export function StatementFigures({ data }: { data: BankStatementImport }) {
  const period = data.period_start && data.period_end ? `${formatDate(data.period_start)} – ${formatDate(data.period_end)}` : '—';
  const items: Array<[string, string]> = [
    ['Format', BANK_STATEMENT_FORMAT_NAMES[data.format]],
    ['Statement period', period],
    ['Opening balance', data.opening_balance === null ? 'Not in the file' : usd(data.opening_balance)],
    ['Closing balance', data.closing_balance === null ? 'Not in the file' : usd(data.closing_balance)],
    ['Lines imported', String(data.lines_imported)],
    ['Duplicates skipped', String(data.duplicates_skipped)],
  ];
  return (
    <Paper sx={{ p: 2, mb: 2 }} role="region" aria-label="Import result">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, auto)' }, gap: 2, m: 0 }}>
        {items.map(([label, value]) => (
          <Box key={label} sx={label === 'Statement period' ? { gridColumn: { xs: 'span 2', md: 'auto' } } : undefined}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, whiteSpace: { md: 'nowrap' } }} data-figure={label}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
