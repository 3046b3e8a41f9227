import { formatDate, fromCents, toCents } from '@app/contract';
import { Box, Checkbox } from '@mui/material';
import { type Column, DataTable } from '../../components/DataTable';
import { SelectAllCheckbox } from '../../components/SelectAllCheckbox';
import { usd } from '../../components/money';
import { discountProblem, fundsOf, type PayRow } from './form';
import { MoneyField } from '../../components/MoneyField';

interface Props {
  rows: PayRow[];
  /** bill id -> the discount as typed */
  selected: Record<number, string>;
  onChange(next: Record<number, string>): void;
  locked?: boolean;
  loading?: boolean;
  emptyText: string;
}

/** The selectable table of bills to pay (section 2): Discount editable per row, Payment = amount due - discount. */
export function BillsToPayTable({ rows, selected, onChange, locked, loading, emptyText }: Props) {
  const allChosen = rows.length > 0 && rows.every((r) => r.id in selected);
  const toggle = (row: PayRow, on: boolean) => {
    const next = { ...selected };
    if (on) next[row.id] = next[row.id] ?? '0.00';
    else delete next[row.id];
    onChange(next);
  };
  const columns: Column<PayRow>[] = [
    {
      key: 'pick',
      width: 48,
      header: (
        <SelectAllCheckbox
          label="Select all bills"
          checked={allChosen}
          indeterminate={!allChosen && Object.keys(selected).length > 0}
          disabled={locked || rows.length === 0}
          onChange={(on) => onChange(on ? Object.fromEntries(rows.map((r) => [r.id, selected[r.id] ?? '0.00'])) : {})}
        />
      ),
      render: (r) => (
        <Checkbox
          size="small"
          checked={r.id in selected}
          disabled={locked}
          onChange={(e) => toggle(r, e.target.checked)}
          slotProps={{ input: { 'aria-label': `Select bill ${r.bill_number}` } }}
        />
      ),
    },
    { key: 'bill_due', nowrap: true, header: 'Due Date', render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.bill_due)}</Box> },
    { key: 'bill_number', nowrap: true, header: 'Bill#' },
    { key: 'id', nowrap: true, header: 'ID' },
    { key: 'vendor_name', truncate: true, header: 'Vendor' },
    { key: 'refrence', nowrap: true, header: 'REF No.' },
    { key: 'amount_due', header: 'Amount Due', align: 'right', render: (r) => usd(r.amount_due) },
    {
      key: 'discount',
      header: 'Discount',
      width: 150,
      render: (r) => {
        const text = selected[r.id] ?? '';
        const problem = r.id in selected ? discountProblem(text, r.amount_due) : null;
        return (
          <MoneyField
            size="small"
            // Wide enough for what a treasurer types ("5,432.10"): a table squeezing it showed "$ 5,".
            sx={{ minWidth: 150 }}
            value={text}
            disabled={locked}
            error={!!problem}
            helperText={problem ?? undefined}
            onChange={(typed) => onChange({ ...selected, [r.id]: typed })}
            blur="plain"
            dollarSign
            ariaLabel={`Discount for bill ${r.bill_number}`}
          />
        );
      },
    },
    {
      key: 'payment',
      header: 'Payment',
      align: 'right',
      render: (r) => {
        const discount = toCents(selected[r.id] || '0') ?? 0;
        const due = toCents(r.amount_due) ?? 0;
        return r.id in selected ? usd(fromCents(Math.max(due - discount, 0))) : usd(r.amount_due);
      },
    },
    { key: 'fund_program_name', truncate: true, header: 'Fund/Program', render: fundsOf },
    { key: 'functional_expense_name', truncate: true, header: 'Functional Expenses' },
  ];
  return (
    <DataTable
      label="Bills to pay"
      columns={columns}
      rows={rows}
      perPage={Math.max(rows.length, 1)}
      pageNumber={1}
      onPageChange={() => {}}
      loading={loading}
      rowKey={(r) => r.id}
      emptyText={emptyText}
    />
  );
}
