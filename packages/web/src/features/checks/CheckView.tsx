import { BillLinesTable } from '../bills/BillLinesTable';
import { VoidReasonNote } from '../bills/VoidReasonNote';
import {
  BILL_PAYMENT_STATUS,
  BILL_PAYMENT_STATUS_NAMES,
  CHECK_STATUS,
  CHECK_TYPE_NAMES,
  type CheckDetail,
  type CheckPaymentRow,
  formatDate,
  fromCents,
  toCents,
} from '@app/contract';
import { Box, Grid, Paper, TextField, Typography } from '@mui/material';
import { type Column, DataTable } from '../../components/DataTable';
import { usd } from '../../components/money';

const third = { xs: 12, md: 4 };
const readOnly = { htmlInput: { readOnly: true } };

const STUB_COLUMNS: Column<CheckPaymentRow>[] = [
  { key: 'bill_date', nowrap: true, header: 'Date', render: (r) => formatDate(r.bill_date) },
  { key: 'type', header: 'Bill Type', render: () => 'Bill' },
  { key: 'refrence', truncate: true, header: 'Reference/memo', render: (r) => [`Bill #${r.bill_number}`, r.refrence, r.memo].filter(Boolean).join(' · ') },
  { key: 'vendor_name', truncate: true, header: 'Vendor' },
  { key: 'amount_due', header: 'Original Amount', align: 'right', render: (r) => usd(r.amount_due) },
  { key: 'balance', header: 'Balance Due', align: 'right', render: (r) => usd(r.amount_due) },
  { key: 'discount', header: 'Discount', align: 'right', render: (r) => usd(r.discount) },
  { key: 'amount', header: 'Payment', align: 'right', render: (r) => usd(r.amount) },
];

const STATUS_COLUMN: Column<CheckPaymentRow> = {
  key: 'status',
  nowrap: true,
  header: 'Payment Status',
  render: (r) => BILL_PAYMENT_STATUS_NAMES[r.status] ?? '',
};

/**
 * The heading of a voided check's payments by their state now (issue 20): a payment voided with (or after)
 * the check is not "back to Paid"; one put on a new check since is on that check.
 */
export function heldHeading(rows: CheckPaymentRow[]): string {
  const count = (s: number) => rows.filter((r) => r.status === s).length;
  const parts = [
    [count(BILL_PAYMENT_STATUS.Paid), 'back to Paid'],
    [count(BILL_PAYMENT_STATUS.Check), 'on a new check'],
    [count(BILL_PAYMENT_STATUS.Void), 'voided'],
  ].filter(([n]) => n) as Array<[number, string]>;
  if (parts.length === 1) return `Payments this check held (${parts[0][1]})`;
  return `Payments this check held: ${parts.map(([n, what]) => `${n} ${what}`).join(', ')}`;
}

/** /app/cheque/view/{id}: the check as printed (read-only, no radio), and its stubs: the payments it holds or held. */
export function CheckView({ detail }: { detail: CheckDetail }) {
  const c = detail.checkData;
  const isVoid = c.status === CHECK_STATUS.Void;
  const v = detail.getVendor;
  const field = (label: string, value: string, size: { xs: number; md?: number } = third) => (
    <Grid size={size}>
      <TextField label={label} value={value} fullWidth disabled slotProps={readOnly} />
    </Grid>
  );
  const total = detail.data.reduce((s, p) => s + (toCents(p.amount) ?? 0), 0);
  return (
    <>
      <VoidReasonNote reason={detail.void_reason} />
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }} component="section" aria-label="Check">
        <Grid container spacing={2}>
          {field('Company', c.company_name)}
          {field('Bank Account', c.bank_account_name)}
          {field('Date', formatDate(c.check_current_date))}
          {field('Check #', String(c.check_number))}
          {field('Check Type', CHECK_TYPE_NAMES[c.check_type])}
          {field('Amount', usd(isVoid ? '0.00' : c.check_amount))}
          {field('Pay to the order of', c.vendor_name, { xs: 12, md: 6 })}
          {field(
            'Vendor address',
            [v.billing_address_line_1, v.billing_address_line_2, `${v.billing_city}, ${v.billing_state} ${v.billing_zip_code}`, v.billing_country]
              .filter(Boolean)
              .join(', '),
            { xs: 12, md: 6 },
          )}
          {field('Amount in words', detail.amountInWords ?? '', { xs: 12 })}
          {field('Memo', c.memo, { xs: 12 })}
        </Grid>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {c.check_type === 'standard' ? 'Bill paid by this check' : isVoid ? heldHeading(detail.data) : 'Stub: bills paid by this check'}
      </Typography>
      <DataTable
        label="Check stub"
        columns={isVoid ? [...STUB_COLUMNS, STATUS_COLUMN] : STUB_COLUMNS}
        rows={detail.data}
        perPage={Math.max(detail.data.length, 1)}
        pageNumber={1}
        onPageChange={() => {}}
        rowKey={(r) => r.bill_payment_id}
        emptyText="No payments"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Typography fontWeight={600}>Check Amount {usd(fromCents(isVoid ? 0 : total))}</Typography>
      </Box>
      <BillLinesTable lines={detail.lines} />
    </>
  );
}
