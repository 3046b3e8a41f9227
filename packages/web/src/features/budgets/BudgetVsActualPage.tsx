import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, apiDownload } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { localToday } from '../../components/today';
import { useBudgetChoices, useBudgetVsActual } from './api';
import { BoardPacketPanel } from './BoardPacketPanel';
import { MONTHS, usd, varianceWords } from './money';

type Report = NonNullable<ReturnType<typeof useBudgetVsActual>['data']>;
type Figures = Report['income'];
interface Row extends Figures {
  key: string;
  label: string;
  total?: boolean;
}

/** A variance with its meaning beside it: favourable in green, unfavourable in red. */
function Variance({ v }: { v: string }) {
  const words = varianceWords(v);
  const color = words === 'Favourable' ? 'success.main' : words === 'Unfavourable' ? 'error.main' : 'text.secondary';
  return (
    <Box component="span" sx={{ color, whiteSpace: 'nowrap' }}>
      {usd(v)}
      <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>
        {words}
      </Box>
    </Box>
  );
}

/** Budget against actual (issue 29 point 2): a month and the year to date per account, with the board packet below. */
export default function BudgetVsActualPage() {
  const auth = useAuth();
  const dialogs = useDialogs();
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const year = Number(params.get('year') ?? today.slice(0, 4));
  const month = Number(params.get('month') ?? today.slice(5, 7));
  const companyId = Number(params.get('company_id') ?? 0);
  const fundId = Number(params.get('fund_program_id') ?? 0) || 0;
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(params);
    // A filter back on 'All' leaves the URL; a year being typed stays as typed.
    if ((k === 'fund_program_id' || k === 'company_id') && (!v || v === '0')) next.delete(k);
    else next.set(k, v);
    // Another company's funds are not this one's.
    if (k === 'company_id') next.delete('fund_program_id');
    setParams(next, { replace: true });
  };
  const ready = !auth.isSuperAdmin || companyId > 0;
  const report = useBudgetVsActual(companyId, year, month, fundId, ready);
  const funds = useBudgetChoices(companyId, ready).data?.fund_programs ?? [];
  const [busy, setBusy] = useState(false);
  const d = report.data;

  const download = async (format: 'pdf' | 'xlsx') => {
    setBusy(true);
    try {
      const q = new URLSearchParams({ year: String(year), month: String(month), format });
      if (companyId) q.set('company_id', String(companyId));
      if (fundId) q.set('fund_program_id', String(fundId));
      await apiDownload(`/reports/budget-vs-actual?${q}`, `budget-vs-actual.${format}`);
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : 'The report could not be downloaded. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const rows: Row[] = d
    ? [
        ...d.rows.filter((r) => r.kind === 'income').map((r) => ({ ...r, key: `a${r.account_id}`, label: `${r.account_number} ${r.account_name}` })),
        { ...d.income, key: 'income', label: 'Total income', total: true },
        ...d.rows.filter((r) => r.kind === 'expense').map((r) => ({ ...r, key: `a${r.account_id}`, label: `${r.account_number} ${r.account_name}` })),
        { ...d.expenses, key: 'expenses', label: 'Total expenses', total: true },
        { ...d.net, key: 'net', label: 'Net (income less expenses)', total: true },
      ]
    : [];
  const bold = (r: Row, text: React.ReactNode) => (r.total ? <strong>{text}</strong> : text);

  return (
    <>
      <PageHeader
        title="Budget against Actual"
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" startIcon={<Download />} disabled={!ready || busy} onClick={() => download('pdf')}>
              Download PDF
            </Button>
            <Button variant="outlined" startIcon={<Download />} disabled={!ready || busy} onClick={() => download('xlsx')}>
              Download Excel
            </Button>
          </Box>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        {auth.isSuperAdmin && <CompanySelect label="Company" value={companyId} onChange={(id) => set('company_id', String(id ?? 0))} />}
        <TextField label="Year" type="number" value={year} onChange={(e) => set('year', e.target.value)} sx={{ width: 120 }} />
        <TextField select label="Month" value={month} onChange={(e) => set('month', e.target.value)} sx={{ width: 170 }}>
          {MONTHS.map((m, i) => (
            <MenuItem key={m} value={i + 1}>
              {m}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Fund/Program"
          value={fundId}
          onChange={(e) => set('fund_program_id', String(e.target.value))}
          sx={{ width: 240, maxWidth: '100%' }}
          disabled={!ready}
        >
          <MenuItem value={0}>All funds</MenuItem>
          {funds.map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {!ready && <Alert severity="info">Choose a company.</Alert>}
      {report.error && <Alert severity="error">{report.error instanceof ApiError ? report.error.message : 'The report could not be loaded.'}</Alert>}
      {ready && report.isLoading && <LoadingOverlay />}
      {d && (
        <>
          {d.budget_status === null && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              There is no budget for {year}: only the actuals are shown.
            </Alert>
          )}
          {d.budget_status === 'draft' && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              The {year} budget is a draft: it has not been approved yet.
            </Alert>
          )}
          <Typography variant="body2" sx={{ mb: 1 }}>
            {d.company_name}
            {d.fund_program_name ? ` · ${d.fund_program_name} only` : ''} · {MONTHS[month - 1]} {year} and the year to date. A variance is favourable when
            income is above budget or spending below it.
          </Typography>
          <DataTable<Row>
            label="Budget against actual"
            rows={rows}
            perPage={500}
            pageNumber={1}
            onPageChange={() => {}}
            rowKey={(r) => r.key}
            emptyText="No budget and nothing posted this year."
            columns={[
              { key: 'account', header: 'Account', truncate: 240, render: (r) => bold(r, r.label) },
              { key: 'ma', header: 'Month actual', align: 'right', render: (r) => bold(r, usd(r.month_actual)) },
              { key: 'mb', header: 'Month budget', align: 'right', render: (r) => bold(r, usd(r.month_budget)) },
              { key: 'mv', header: 'Month variance', align: 'right', render: (r) => <Variance v={r.month_variance} /> },
              { key: 'ya', header: 'YTD actual', align: 'right', render: (r) => bold(r, usd(r.ytd_actual)) },
              { key: 'yb', header: 'YTD budget', align: 'right', render: (r) => bold(r, usd(r.ytd_budget)) },
              { key: 'yv', header: 'YTD variance', align: 'right', render: (r) => <Variance v={r.ytd_variance} /> },
              { key: 'an', header: 'Annual budget', align: 'right', render: (r) => bold(r, usd(r.annual_budget)) },
              { key: 'pu', header: '% used', align: 'right', render: (r) => (r.percent_used === null ? '—' : `${r.percent_used.toFixed(1)}%`) },
            ]}
          />
        </>
      )}
      {ready && <BoardPacketPanel companyId={companyId} year={year} month={month} />}
    </>
  );
}
