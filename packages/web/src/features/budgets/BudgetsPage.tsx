import { Alert, Box, Button, Chip, Link, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { PageHeader } from '../../components/PageHeader';
import { localToday } from '../../components/today';
import { copyBudget, useBudgets, useRefreshBudgets } from './api';
import { usd } from './money';

type Row = NonNullable<ReturnType<typeof useBudgets>['data']>[number];

/** Budgets (issue 29): the company's years, and a new draft copied from last year's actuals or budget. */
export default function BudgetsPage() {
  const auth = useAuth();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const refresh = useRefreshBudgets();
  const [companyId, setCompanyId] = useState(0);
  const thisYear = Number(localToday().slice(0, 4));
  const [form, setForm] = useState({ from_year: String(thisYear - 1), to_year: String(thisYear), source: 'actuals' as 'actuals' | 'budget', percent: '0' });
  const [busy, setBusy] = useState(false);
  const list = useBudgets(companyId);
  const canCreate = auth.can('Budgets_Create') || auth.isSuperAdmin;

  const create = async () => {
    setBusy(true);
    try {
      const res = await copyBudget({
        company_id: companyId || null,
        from_year: Number(form.from_year),
        to_year: Number(form.to_year),
        source: form.source,
        percent: Number(form.percent || 0),
      });
      await refresh();
      navigate(`/app/budgets/${res.data.id}`);
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : 'The budget could not be created. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Budgets"
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {canCreate && (
              <Button component={RouterLink} to="/app/budgets/new" variant="contained">
                New budget
              </Button>
            )}
            <Button component={RouterLink} to="/app/budget-vs-actual" variant="outlined">
              Budget against Actual
            </Button>
          </Box>
        }
      />
      {auth.isSuperAdmin && (
        <Box sx={{ mb: 2 }}>
          <CompanySelect label="Company" value={companyId} onChange={(id) => setCompanyId(id ?? 0)} />
        </Box>
      )}
      {canCreate && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="New budget">
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            New budget from a year's figures
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <TextField
              select
              label="Copy"
              value={form.source}
              onChange={(e) => setForm({ ...form, source: e.target.value as 'actuals' | 'budget' })}
              sx={{ width: 180 }}
            >
              <MenuItem value="actuals">Actuals of</MenuItem>
              <MenuItem value="budget">Budget of</MenuItem>
            </TextField>
            <TextField
              label="From year"
              type="number"
              value={form.from_year}
              onChange={(e) => setForm({ ...form, from_year: e.target.value })}
              sx={{ width: 130 }}
            />
            <TextField
              label="Budget year"
              type="number"
              value={form.to_year}
              onChange={(e) => setForm({ ...form, to_year: e.target.value })}
              sx={{ width: 130 }}
            />
            <TextField
              label="Change %"
              type="number"
              value={form.percent}
              onChange={(e) => setForm({ ...form, percent: e.target.value })}
              helperText="3 = up 3 %, -5 = down 5 %"
              sx={{ width: 200 }}
            />
            <Button variant="contained" onClick={create} disabled={busy || (auth.isSuperAdmin && !companyId)}>
              Create draft budget
            </Button>
          </Box>
          {auth.isSuperAdmin && !companyId && (
            <Alert severity="info" sx={{ mt: 1 }}>
              Choose a company first.
            </Alert>
          )}
        </Paper>
      )}
      <DataTable<Row>
        label="Budgets"
        rows={list.data ?? []}
        loading={list.isLoading}
        perPage={25}
        pageNumber={1}
        onPageChange={() => {}}
        emptyText="No budget yet: create one from last year's actuals above, or type a new one."
        rowKey={(r) => r.id}
        columns={[
          { key: 'year', header: 'Year', nowrap: true, render: (r) => <Link component={RouterLink} to={`/app/budgets/${r.id}`}>{`Budget ${r.year}`}</Link> },
          ...(auth.isSuperAdmin ? [{ key: 'company', header: 'Company', truncate: true, render: (r: Row) => r.company_name }] : []),
          {
            key: 'status',
            header: 'Status',
            nowrap: true,
            render: (r) => (
              <Chip
                size="small"
                color={r.status === 'approved' ? 'success' : 'default'}
                label={r.status === 'approved' ? (r.revision ? `Approved, revision ${r.revision}` : 'Approved') : 'Draft'}
              />
            ),
          },
          { key: 'income', header: 'Income', align: 'right', render: (r) => usd(r.income_total) },
          { key: 'expense', header: 'Expenses', align: 'right', render: (r) => usd(r.expense_total) },
          { key: 'approved', header: 'Approved by', truncate: true, render: (r) => r.approved_by ?? '—' },
        ]}
      />
    </>
  );
}
