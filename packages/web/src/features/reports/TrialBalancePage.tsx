import { formatDate, isValidIsoDate, type TrialBalanceRow } from '@app/contract';
import { Alert, Box, Link, Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { PageHeader } from '../../components/PageHeader';
import { usd } from '../../components/money';
import { ledgerPath } from '../accounts/routes';
import { useTrialBalance } from './api';
import { localToday } from '../../components/today';

/** /app/trial-balance: every account's balance as of a date, in the Debit or Credit column; the columns agree. */
export default function TrialBalancePage() {
  const auth = useAuth();
  const [companyId, setCompanyId] = useState(0);
  const [asOf, setAsOf] = useState(localToday());
  const ready = (!auth.isSuperAdmin || companyId > 0) && isValidIsoDate(asOf);
  const { data, isFetching, error } = useTrialBalance(companyId, asOf, ready);

  const cell = (r: TrialBalanceRow, side: 'debit' | 'credit') => (r[side] === '0.00' ? '' : usd(r[side]));
  return (
    <>
      <PageHeader title="Trial Balance" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {auth.isSuperAdmin && <CompanySelect label="Company" value={companyId} onChange={(id) => setCompanyId(id)} />}
        <TextField
          id="as_of"
          type="date"
          label="As of"
          value={asOf}
          onChange={(e) => setAsOf(e.target.value)}
          sx={{ width: 200 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {auth.isSuperAdmin && !companyId && <Alert severity="info">Choose a company to see its trial balance.</Alert>}
      {error && <Alert severity="warning">{error.message}</Alert>}
      {data && ready && (
        <Paper variant="outlined">
          <Box sx={{ p: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {data.company_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              As of {formatDate(data.as_of)}
            </Typography>
          </Box>
          <TableContainer tabIndex={0} role="group" aria-label="Trial Balance" sx={{ opacity: isFetching ? 0.6 : 1 }}>
            <Table size="small" aria-label="Trial Balance">
              <TableHead>
                <TableRow>
                  <TableCell>Account Number</TableCell>
                  <TableCell>Account Name</TableCell>
                  <TableCell>Acc Type</TableCell>
                  <TableCell align="right">Debit</TableCell>
                  <TableCell align="right">Credit</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((r) => (
                  <TableRow key={r.account_id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={ledgerPath(r.account_id)}>
                        {r.account_number}
                      </Link>
                    </TableCell>
                    <TableCell>{r.account_name}</TableCell>
                    <TableCell>{r.account_type}</TableCell>
                    <TableCell align="right">{cell(r, 'debit')}</TableCell>
                    <TableCell align="right">{cell(r, 'credit')}</TableCell>
                  </TableRow>
                ))}
                {data.rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5}>
                      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                        Nothing was posted up to this date
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={3} sx={{ fontWeight: 700, color: 'text.primary' }}>
                    Total
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary' }} aria-label="Total debit">
                    {usd(data.total_debit)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary' }} aria-label="Total credit">
                    {usd(data.total_credit)}
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={3} sx={{ color: 'text.primary' }}>
                    Difference
                  </TableCell>
                  <TableCell colSpan={2} align="right" sx={{ color: data.difference === '0.00' ? 'success.main' : 'error.main', fontWeight: 600 }}>
                    {usd(data.difference)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        </Paper>
      )}
    </>
  );
}
