import { BILL_STATUS, type PoBill } from '@app/contract';
import { Link, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usd } from '../../components/money';

/** The bills made from this order (issue 11): number (to the bill's view), reference, amount, status. */
export function OrderBills({ bills }: { bills: PoBill[] }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2.5, mb: 2 }} aria-labelledby="po-bills-title">
      <Typography id="po-bills-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Bills
      </Typography>
      {bills.length === 0 ? (
        <Typography color="text.secondary">No bill has been made from this purchase order yet.</Typography>
      ) : (
        <TableContainer tabIndex={0} role="group" aria-label="Bills">
          <Table size="small" aria-label="Bills">
            <TableHead>
              <TableRow>
                <TableCell>Bill #</TableCell>
                <TableCell>Reference #</TableCell>
                <TableCell align="right">Amount (USD)</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bills.map((b) => (
                <TableRow key={b.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/app/pay-bills/view/${b.id}`}>
                      {b.bill_number}
                    </Link>
                  </TableCell>
                  <TableCell>{b.refrence}</TableCell>
                  {/* A void bill no longer counts: 0.00, as in the bill list. */}
                  <TableCell align="right">{usd(b.status === BILL_STATUS.Void ? '0.00' : b.amount_due)}</TableCell>
                  <TableCell>{b.status_name}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
