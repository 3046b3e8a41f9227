import { type DashboardCheck, formatDate } from '@app/contract';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usd } from '../../components/money';
import { viewPath } from '../checks/api';
import { SummaryCard } from './SummaryCard';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The last checks written: number (to the check), date, vendor (and, for every company, whose check), amount. */
export function RecentChecksCard({ checks, loading, showCompany }: { checks: DashboardCheck[] | undefined; loading: boolean; showCompany: boolean }) {
  return (
    <SummaryCard id="recent-checks" title="Last Checks Written" loading={loading} empty={checks?.length === 0 && 'No checks written yet'}>
      <TableContainer>
        <Table size="small" aria-labelledby="recent-checks-title">
          <TableHead>
            <TableRow>
              <TableCell sx={nowrap}>Check #</TableCell>
              <TableCell sx={nowrap}>Date</TableCell>
              <TableCell>Vendor</TableCell>
              <TableCell align="right" sx={nowrap}>
                Amount
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {checks?.map((c) => (
              <TableRow key={c.id}>
                <TableCell sx={nowrap}>
                  <Link component={RouterLink} to={viewPath(c.id)} aria-label={`Check ${c.check_number}`}>
                    {c.check_number}
                  </Link>
                </TableCell>
                <TableCell sx={nowrap}>{formatDate(c.check_date)}</TableCell>
                <TableCell
                  title={showCompany ? `${c.vendor_name} — ${c.company_name}` : c.vendor_name}
                  sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {c.vendor_name}
                  {showCompany && (
                    // Check numbers run per bank account: across companies the same number comes twice.
                    <Typography variant="caption" component="div" color="text.secondary" noWrap>
                      {c.company_name}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
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
