import type { CheckPaymentRow } from '@app/contract';
import { Checkbox } from '@mui/material';
import { type Column, DataTable } from '../../components/DataTable';
import { SelectAllCheckbox } from '../../components/SelectAllCheckbox';
import { usd } from '../../components/money';

interface Props {
  rows: CheckPaymentRow[];
  selected: Set<number>;
  onChange(next: Set<number>): void;
  loading?: boolean;
  emptyText: string;
}

/** The voucher table of section 2: the bank account's Paid payments, selectable (Account, Memo, Vendor, Fund/Program, Functional Expenses, Amount). */
export function PaymentsTable({ rows, selected, onChange, loading, emptyText }: Props) {
  const all = rows.length > 0 && rows.every((r) => selected.has(r.bill_payment_id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const columns: Column<CheckPaymentRow>[] = [
    {
      key: 'pick',
      width: 48,
      header: (
        <SelectAllCheckbox
          label="Select all payments"
          checked={all}
          indeterminate={!all && selected.size > 0}
          disabled={rows.length === 0}
          onChange={(on) => onChange(new Set(on ? rows.map((r) => r.bill_payment_id) : []))}
        />
      ),
      render: (r) => (
        <Checkbox
          size="small"
          checked={selected.has(r.bill_payment_id)}
          onChange={(e) => toggle(r.bill_payment_id, e.target.checked)}
          slotProps={{ input: { 'aria-label': `Select payment of bill ${r.bill_number}` } }}
        />
      ),
    },
    { key: 'account_name', truncate: true, header: 'Account' },
    { key: 'memo', truncate: true, header: 'Memo', render: (r) => [`Bill #${r.bill_number}`, r.refrence, r.memo].filter(Boolean).join(' · ') },
    { key: 'vendor_name', truncate: true, header: 'Vendor' },
    { key: 'fund_program_name', truncate: true, header: 'Fund/Program' },
    { key: 'functional_expense_name', truncate: true, header: 'Functional Expenses' },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => usd(r.amount) },
  ];
  return (
    <DataTable
      label="Paid bill payments"
      columns={columns}
      rows={rows}
      perPage={Math.max(rows.length, 1)}
      pageNumber={1}
      onPageChange={() => {}}
      loading={loading}
      rowKey={(r) => r.bill_payment_id}
      emptyText={emptyText}
    />
  );
}
