import { AGING_BUCKET_LABELS, AGING_BUCKETS, type ApAging, formatDate } from '@app/contract';
import { Alert, FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useAuth } from '../../app/auth-store';
import { statementAmount } from '../statements/amounts';
import { useStatementParams } from '../statements/params';
import { StatementLayout } from '../statements/StatementLayout';
import { type StatementColumn, type StatementLine, StatementTable } from '../statements/StatementTable';
import { useApAging } from './api';
import { billLink, vendorStatementLink } from './links';

const TITLE = 'A/P Aging';
const COLUMNS: StatementColumn[] = [...AGING_BUCKETS.map((b) => ({ key: b, label: AGING_BUCKET_LABELS[b] })), { key: 'total', label: 'Total' }];

/**
 * /app/ap-aging: what was owed on a day (past or future) by vendor, in buckets of days past due. A vendor's
 * figures open its statement; with "Show each bill" its open bills are listed under it, each opening the bill.
 */
export default function ApAgingPage() {
  const auth = useAuth();
  const p = useStatementParams('as_of');
  const [bills, setBills] = useState(true);
  const query = useApAging(p, p.valid && (!auth.isSuperAdmin || p.companyId > 0));
  return (
    <StatementLayout
      title={TITLE}
      route="/reports/ap-aging"
      params={p}
      query={query}
      compare={false}
      filters={<FormControlLabel control={<Switch checked={bills} onChange={(e) => setBills(e.target.checked)} />} label="Show each bill" />}
      isEmpty={(d) => d.rows.length === 0}
      emptyText="Nothing was owed to any vendor on this date."
    >
      {(d) => (
        <>
          <StatementTable label={TITLE} columns={COLUMNS} lines={linesOf(d, bills, p.companyId)} />
          {d.payable_balance !== d.totals.total && (
            <Alert severity="info" sx={{ m: 2 }}>
              Accounts Payable on the trial balance is {statementAmount(d.payable_balance)}: journal entries posted to Accounts Payable outside any bill are not
              in this report.
            </Alert>
          )}
        </>
      )}
    </StatementLayout>
  );
}

function linesOf(d: ApAging, withBills: boolean, companyId: number): StatementLine[] {
  const lines: StatementLine[] = [];
  for (const v of d.rows) {
    // From the vendor's oldest open bill: the statement then lists every bill behind the figures.
    const oldest = [d.as_of, ...v.bills.map((b) => b.bill_date)].sort()[0]; // ISO days sort as dates
    const statement = vendorStatementLink(v.vendor_id, oldest, d.as_of, companyId);
    lines.push({
      key: `v${v.vendor_id}`,
      label: v.vendor_name,
      kind: withBills ? 'heading' : 'row',
      amounts: [...AGING_BUCKETS.map((b) => v[b]), v.total],
      links: COLUMNS.map(() => statement),
    });
    if (!withBills) continue;
    for (const b of v.bills) {
      const age = b.days_past_due > 0 ? `${b.days_past_due} day${b.days_past_due === 1 ? '' : 's'} past due` : `due ${formatDate(b.bill_due)}`;
      lines.push({
        key: `b${b.bill_id}`,
        label: `Bill #${b.bill_number} (${b.reference}) · ${age}`,
        kind: 'row',
        depth: 1,
        amounts: [...AGING_BUCKETS.map((k) => (k === b.bucket ? b.open_amount : null)), b.open_amount],
        links: COLUMNS.map(() => billLink(b.bill_id)),
      });
    }
  }
  lines.push({ key: 'total', label: 'Total', kind: 'total', amounts: [...AGING_BUCKETS.map((b) => d.totals[b]), d.totals.total] });
  return lines;
}
