import { formatDate, type VendorStatement } from '@app/contract';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { useStatementParams } from '../statements/params';
import { StatementLayout } from '../statements/StatementLayout';
import { type StatementColumn, type StatementLine, StatementTable } from '../statements/StatementTable';
import { useVendorOptions } from '../vendors/api';
import { useVendorStatement } from './api';
import { billLink } from './links';

const TITLE = 'Vendor Statement';
const COLUMNS: StatementColumn[] = [
  { key: 'charge', label: 'Charges' },
  { key: 'credit', label: 'Credits' },
  { key: 'balance', label: 'Balance owed' },
];

/** /app/vendor-statement: one vendor's bills, payments, discounts, voids and checks over a period, with the balance owed. */
export default function VendorStatementPage() {
  const auth = useAuth();
  const p = useStatementParams('period');
  const [search] = useSearchParams();
  const vendorId = Number(search.get('vendor_id')) || 0;
  const companyChosen = !auth.isSuperAdmin || p.companyId > 0;
  const vendors = useVendorOptions(p.companyId, companyChosen);
  const query = useVendorStatement(p, vendorId, p.valid && companyChosen && vendorId > 0);
  const options = vendors.data ?? [];
  const vendorField = (
    <TextField
      select
      id="vendor"
      label="Vendor"
      value={options.some((v) => v.id === vendorId) ? vendorId : ''}
      onChange={(e) => p.set({ vendor_id: String(e.target.value) })}
      sx={{ width: { xs: '100%', sm: 320 } }}
      disabled={!companyChosen}
    >
      {options.map((v) => (
        <MenuItem key={v.id} value={v.id}>
          {v.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <StatementLayout
        title={TITLE}
        route="/reports/vendor-statement"
        params={p}
        query={query}
        compare={false}
        filters={vendorField}
        extraQuery={{ vendor_id: String(vendorId) }}
        complete={vendorId > 0}
        isEmpty={(d) => d.lines.length === 0 && d.opening_balance === '0.00'}
        emptyText="Nothing was billed or paid to this vendor in this period."
      >
        {(d) => <StatementTable label={`${TITLE}: ${d.vendor_name}`} columns={COLUMNS} lines={linesOf(d)} />}
      </StatementLayout>
      {companyChosen && vendorId === 0 && <Alert severity="info">Choose a vendor to see their statement.</Alert>}
    </>
  );
}

function linesOf(d: VendorStatement): StatementLine[] {
  const blank = (v: string) => (v === '0.00' ? null : v);
  return [
    { key: 'vendor', label: d.vendor_name, kind: 'heading' },
    { key: 'open', label: `Opening balance on ${formatDate(d.from)}`, kind: 'subtotal', amounts: [null, null, d.opening_balance] },
    ...d.lines.map(
      (l, i): StatementLine => ({
        key: `l${i}`,
        label: `${formatDate(l.date)} · ${l.description}`,
        kind: 'row',
        depth: 1,
        amounts: [blank(l.charge), blank(l.credit), l.balance],
        links: l.bill_id ? [billLink(l.bill_id), billLink(l.bill_id), undefined] : undefined,
      }),
    ),
    { key: 'close', label: `Closing balance on ${formatDate(d.to)}`, kind: 'total', amounts: [d.total_charges, d.total_credits, d.closing_balance] },
  ];
}
