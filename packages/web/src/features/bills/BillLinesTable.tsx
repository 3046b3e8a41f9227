import type { BillLine } from '@app/contract';
import { Typography } from '@mui/material';
import { type Column, DataTable } from '../../components/DataTable';
import { usd } from '../../components/money';

const COLUMNS: Column<BillLine>[] = [
  { key: 'line_no', header: '#', nowrap: true },
  { key: 'account_name', header: 'COA', truncate: true },
  { key: 'fund_program_name', header: 'Fund/Program', truncate: true },
  { key: 'functional_expense_name', header: 'Functional Expenses', truncate: true },
  { key: 'memo', header: 'Memo', truncate: true },
  { key: 'amount', header: 'Amount', align: 'right', render: (l) => usd(l.amount) },
];

/** A split bill's (or standard check's) lines, read-only (issue 28.1); nothing for a one-line document. */
export function BillLinesTable({ lines }: { lines?: BillLine[] }) {
  if (!lines || lines.length < 2) return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Lines
      </Typography>
      <DataTable label="Lines" columns={COLUMNS} rows={lines} perPage={lines.length} pageNumber={1} onPageChange={() => {}} rowKey={(l) => l.line_no} />
    </>
  );
}
