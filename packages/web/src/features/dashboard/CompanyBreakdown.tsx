import type { DashboardCompanyRow } from '@app/contract';
import { Button } from '@mui/material';
import { type Column, DataTable } from '../../components/DataTable';
import { usd } from '../../components/money';
import { BREAKDOWN_PER_PAGE } from './api';
import { SummaryCard } from './SummaryCard';

const money = (v: { count: number; total: string } | null) => (v ? (v.count ? `${v.count} · ${usd(v.total)}` : '—') : '');
const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

interface Props {
  /** the server's page of companies (by name) */
  rows: DashboardCompanyRow[] | undefined;
  /** how many companies there are in all */
  total: number;
  page: number;
  onPageChange(page: number): void;
  loading: boolean;
  onFocus(id: number): void;
}

/**
 * Super-Admin over every company: one row per company, a server page of BREAKDOWN_PER_PAGE at a time (a
 * denomination has thousands); a row's button focuses the dashboard on it.
 */
export function CompanyBreakdown({ rows, total, page, onPageChange, loading, onFocus }: Props) {
  const columns: Column<DashboardCompanyRow>[] = [
    {
      key: 'company_name',
      header: 'Company',
      render: (r) => (
        <Button size="small" onClick={() => onFocus(r.company_id)} sx={{ textTransform: 'none', textAlign: 'left', p: 0, minWidth: 0 }}>
          {r.company_name}
        </Button>
      ),
    },
    { key: 'bank', header: 'Bank Balance', align: 'right', render: (r) => nowrap(r.bank_balance === null ? '' : usd(r.bank_balance)) },
    { key: 'overdue', header: 'Overdue Bills', align: 'right', render: (r) => nowrap(money(r.overdue)) },
    { key: 'due', header: 'Due in 14 Days', align: 'right', render: (r) => nowrap(money(r.due_soon)) },
    { key: 'unchecked', header: 'Awaiting a Check', align: 'right', render: (r) => nowrap(money(r.unchecked_payments)) },
  ];
  // A figure the user may not see (null) leaves its column out.
  const first = rows?.[0];
  const hidden = new Set(
    first
      ? [
          first.bank_balance === null && 'bank',
          first.overdue === null && 'overdue',
          first.due_soon === null && 'due',
          first.unchecked_payments === null && 'unchecked',
        ]
      : [],
  );
  return (
    <SummaryCard id="per-company" title="By Company" loading={loading} empty={rows?.length === 0 && 'No companies yet'}>
      <DataTable
        label="By Company"
        columns={columns.filter((c) => !hidden.has(c.key))}
        page={{ data: rows ?? [], current_page: page, per_page: BREAKDOWN_PER_PAGE, total, last_page: Math.max(1, Math.ceil(total / BREAKDOWN_PER_PAGE)) }}
        perPage={BREAKDOWN_PER_PAGE}
        pageNumber={page}
        onPageChange={onPageChange}
        rowKey={(r) => r.company_id}
      />
    </SummaryCard>
  );
}
