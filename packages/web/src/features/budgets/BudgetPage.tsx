import { formatDate, fromCents, toCents } from '@app/contract';
import { Alert, Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { approveBudget, useBudget, useRefreshBudgets } from './api';
import { usd } from './money';

type Line = NonNullable<ReturnType<typeof useBudget>['data']>['lines'][number];
const SPREAD = { even: 'Even', last_year: 'Like last year', manual: 'Month by month' } as const;
/** A quarter's sum of a line's months (the screen shows quarters; the PDF and API carry the twelve months). */
const quarter = (l: Line, q: number) => usd(fromCents(l.months.slice(q * 3, q * 3 + 3).reduce((a, m) => a + (toCents(m) ?? 0), 0)));

/** '14:05' of an ISO time, in the user's own clock. */
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });

/** One budget: its lines by quarter, its status, approval, and the revisions that changed it. */
export default function BudgetPage() {
  const id = Number(useParams().id);
  const auth = useAuth();
  const dialogs = useDialogs();
  const refresh = useRefreshBudgets();
  const budget = useBudget(id);
  const [busy, setBusy] = useState(false);
  const b = budget.data;
  const canEdit = auth.can('Budgets_Edit') || auth.isSuperAdmin;
  if (budget.isLoading) return <LoadingOverlay />;
  if (!b) return <Alert severity="error">This budget could not be found.</Alert>;

  const approve = async () => {
    if (!(await dialogs.confirm('Approve this budget?', `Budget ${b.year} becomes the approved budget; afterwards it changes only by a recorded revision.`)))
      return;
    setBusy(true);
    try {
      await approveBudget(b.id);
      await refresh();
      await dialogs.success('The budget has been approved.');
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : 'The budget could not be approved. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title={`Budget ${b.year}`}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {b.status === 'draft' && canEdit && (
              <Button variant="contained" onClick={approve} disabled={busy}>
                Approve budget
              </Button>
            )}
            {b.status === 'draft' && canEdit && (
              <Button component={RouterLink} to={`/app/budgets/${b.id}/edit`} variant="outlined">
                Edit draft
              </Button>
            )}
            {b.status === 'approved' && canEdit && (
              <Button component={RouterLink} to={`/app/budgets/${b.id}/revise`} variant="contained">
                Revise budget
              </Button>
            )}
            <Button component={RouterLink} to={`/app/budget-vs-actual?year=${b.year}`} variant="outlined">
              Budget against Actual
            </Button>
            <Button component={RouterLink} to="/app/budgets" variant="outlined" color="inherit">
              Back to Budgets
            </Button>
          </Box>
        }
      />
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}
        component="section"
        aria-label="Budget status"
      >
        <Chip color={b.status === 'approved' ? 'success' : 'default'} label={b.status === 'approved' ? 'Approved' : 'Draft: not yet approved'} />
        <Typography variant="body2">{b.company_name}</Typography>
        <Typography variant="body2">Income {usd(b.income_total)}</Typography>
        <Typography variant="body2">Expenses {usd(b.expense_total)}</Typography>
        <Typography variant="body2">Net {usd(fromCents((toCents(b.income_total) ?? 0) - (toCents(b.expense_total) ?? 0)))}</Typography>
        {b.approved_by && (
          <Typography variant="body2">
            Approved by {b.approved_by} on {formatDate(b.approved_at)}
          </Typography>
        )}
        {b.revision > 0 && <Typography variant="body2">Revision {b.revision}</Typography>}
      </Paper>
      <DataTable<Line>
        label="Budget lines"
        rows={b.lines}
        perPage={200}
        pageNumber={1}
        onPageChange={() => {}}
        rowKey={(l) => l.id}
        columns={[
          { key: 'account', header: 'Account', truncate: 260, render: (l) => `${l.account_number} ${l.account_name}` },
          { key: 'kind', header: 'Type', nowrap: true, render: (l) => (l.account_kind === 'income' ? 'Income' : 'Expense') },
          { key: 'fund', header: 'Fund/Program', truncate: true, render: (l) => l.fund_program_name ?? 'All funds' },
          { key: 'spread', header: 'Spread', nowrap: true, render: (l) => SPREAD[l.spread] },
          ...[0, 1, 2, 3].map((q) => ({ key: `q${q}`, header: `Q${q + 1}`, align: 'right' as const, render: (l: Line) => quarter(l, q) })),
          { key: 'annual', header: 'Annual', align: 'right', render: (l) => <strong>{usd(l.annual)}</strong> },
        ]}
      />
      {b.revisions.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-label="Revisions">
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            Revisions
          </Typography>
          {b.revisions.map((r) => (
            <Typography key={r.revision} variant="body2">
              Revision {r.revision} on {formatDate(r.revised_at)} at {timeOf(r.revised_at)} by {r.revised_by}: {r.reason} ({r.previous.length} line
              {r.previous.length === 1 ? '' : 's'} replaced)
            </Typography>
          ))}
        </Paper>
      )}
    </>
  );
}
