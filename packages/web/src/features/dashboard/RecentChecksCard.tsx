import { type DashboardCheck, formatDate } from '@app/contract';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usd } from '../../components/money';
import { viewPath } from '../checks/api';
import { SummaryCard } from './SummaryCard';

/**
 * A fixed layout so the table never outgrows its card (a phone's 390 px cut the Amount off): the vendor takes
 * what the other columns leave and ends in an ellipsis, its full name in the title.
 */
const cell = { px: { xs: 0.75, sm: 2 }, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const widths = { number: { xs: 68, sm: 88 }, date: { xs: 96, sm: 120 }, amount: { xs: 84, sm: 120 } } as const;

/** The last checks written: number (to the check), date, vendor (and, for every company, whose check), amount. */
export function RecentChecksCard({ checks, loading, showCompany }: { checks: DashboardCheck[] | undefined; loading: boolean; showCompany: boolean }) {
  return (
    <SummaryCard id="recent-checks" title="Last Checks Written" loading={loading} empty={checks?.length === 0 && 'No checks written yet'}>
      <TableContainer>
        <Table size="small" aria-labelledby="recent-checks-title" sx={{ tableLayout: 'fixed', width: '100%' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...cell, width: widths.number }}>Check #</TableCell>
              <TableCell sx={{ ...cell, width: widths.date }}>Date</TableCell>
              <TableCell sx={cell}>Vendor</TableCell>
              <TableCell align="right" sx={{ ...cell, width: widths.amount }}>
                Amount
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {checks?.map((c) => (
              <TableRow key={c.id}>
                <TableCell sx={cell}>
                  <Link component={RouterLink} to={viewPath(c.id)} aria-label={`Check ${c.check_number}`}>
                    {c.check_number}
                  </Link>
                </TableCell>
                <TableCell sx={cell}>{formatDate(c.check_date)}</TableCell>
                <TableCell
                  title={showCompany ? `${c.vendor_name} — ${c.company_name}` : c.vendor_name}
                  sx={cell}
                >
                  {c.vendor_name}
                  {showCompany && (
                    // Check numbers run per bank account: across companies the same number comes twice.
                    <Typography variant="caption" component="div" color="text.secondary" noWrap>
                      {c.company_name}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ ...cell, fontVariantNumeric: 'tabular-nums' }}>
                  {usd(c.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </SummaryCard>
  );
}
