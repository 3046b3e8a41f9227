import { type DashboardSpending, toCents } from '@app/contract';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { usd } from '../../components/money';

/** Bars beyond this many are folded into "Other" (the table below still lists every one). */
const MAX_BARS = 8;
const dollars = (amount: string) => (toCents(amount) ?? 0) / 100;

/**
 * One spending breakdown as a horizontal bar chart (MUI X Charts) with the same figures in a table below:
 * the chart is a picture for the eye (aria-hidden), the table is what screen readers and printouts read.
 */
export function SpendingChart({ id, title, rows, empty }: { id: string; title: string; rows: DashboardSpending[]; empty: string }) {
  // Room for 'Management and general' where the card is wide; a phone keeps its bars.
  const wide = useMediaQuery('(min-width:900px)');
  if (rows.length === 0) {
    return (
      <Box>
        <Typography variant="subtitle1" component="h3" id={id}>
          {title}
        </Typography>
        <Typography color="text.secondary">{empty}</Typography>
      </Box>
    );
  }
  const shown = rows.slice(0, MAX_BARS).map((r) => ({ name: r.name, value: dollars(r.amount) }));
  const rest = rows.slice(MAX_BARS);
  if (rest.length) shown.push({ name: 'Other', value: rest.reduce((s, r) => s + dollars(r.amount), 0) });
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" id={id}>
        {title}
      </Typography>
      <Box aria-hidden sx={{ width: '100%' }}>
        <BarChart
          dataset={shown}
          layout="horizontal"
          height={Math.max(140, 44 * shown.length + 50)}
          yAxis={[{ scaleType: 'band', dataKey: 'name', width: wide ? 160 : 110 }]}
          xAxis={[{ tickNumber: 3, valueFormatter: (v: number) => `$${v.toLocaleString('en-US')}` }]}
          series={[{ dataKey: 'value', label: 'Spent', color: '#3a5a8c', valueFormatter: (v) => usd((v ?? 0).toFixed(2)) }]}
          hideLegend
          margin={{ left: 0, right: 28, top: 8, bottom: 0 }}
        />
      </Box>
      <Table size="small" aria-labelledby={id}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell align="right">Spent</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={r.name}>
                {r.name}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {usd(r.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
