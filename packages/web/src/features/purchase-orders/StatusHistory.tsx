import type { PoHistoryEntry } from '@app/contract';
import { formatDate } from '@app/contract';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** Every status change of the order: who and when, from and to. */
export function StatusHistory({ entries }: { entries: PoHistoryEntry[] }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2.5, mb: 2 }} aria-labelledby="po-history-title">
      <Typography id="po-history-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Status History
      </Typography>
      <TableContainer tabIndex={0} role="group" aria-label="Status History">
        <Table size="small" aria-label="Status History">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>From</TableCell>
              <TableCell>To</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((h) => (
              <TableRow key={`${h.changed_at}-${h.to_status_id}`}>
                <TableCell>
                  {formatDate(h.changed_at)} {time(h.changed_at)}
                </TableCell>
                <TableCell>{h.changed_by_name}</TableCell>
                <TableCell>{h.from_status_name ?? '—'}</TableCell>
                <TableCell>{h.to_status_name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
