import { REMITTANCE_TEXT, type RemittanceRule, type RemittanceStatusRow } from '@app/contract';
import { Alert, Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { type Column, DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { PageHeader } from '../../components/PageHeader';
import { statementAmount as formatMoney } from '../statements/amounts';
import { runMonth, saveRule, useRefreshRemittances, useRemittanceRules, useRemittanceStatus } from './api';

const statusColumns: Column<RemittanceStatusRow>[] = [
  { key: 'company_name', header: 'Company', truncate: true, render: (r) => r.company_name },
  { key: 'owed', header: 'Owed', align: 'right', nowrap: true, render: (r) => formatMoney(r.owed) },
  { key: 'paid', header: 'Paid', align: 'right', nowrap: true, render: (r) => formatMoney(r.paid) },
  { key: 'outstanding', header: 'Outstanding', align: 'right', nowrap: true, render: (r) => formatMoney(r.outstanding) },
  { key: 'balance', header: 'Unpaid to date', align: 'right', nowrap: true, render: (r) => formatMoney(r.balance) },
  {
    key: 'current',
    header: 'Status',
    nowrap: true,
    render: (r) => <Chip size="small" color={r.current ? 'success' : 'warning'} label={r.current ? 'Current' : 'Behind'} />,
  },
];

/** What the parent does with the trust money its children pass on (the runs follow the first rule's choice). */
const TRUST_LABELS: Record<RemittanceRule['trust_money'], string> = {
  pass_on: 'Passed on again (a liability)',
  own_revenue: "The parent's own (revenue)",
};

const ruleColumns: Column<RemittanceRule>[] = [
  { key: 'name', header: 'Rule', truncate: true, render: (r) => r.name },
  {
    key: 'basis',
    header: 'Basis',
    render: (r) => (r.basis === 'fixed' ? `${formatMoney(r.amount ?? '0')} a month` : `${r.percent} % of revenue without donor restrictions`),
  },
  { key: 'trust_money', header: 'Trust money', render: (r) => TRUST_LABELS[r.trust_money] },
];

const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * /app/remittances: what each company below the caller's owes it month by month (issue 27 point 3), who is
 * behind, the rules, and running a month (Rollup_Create). Super-Admin chooses the parent company.
 */
export default function RemittancesPage() {
  const auth = useAuth();
  const dialogs = useDialogs();
  const refresh = useRefreshRemittances();
  const [parentId, setParentId] = useState(0);
  const [month, setMonth] = useState(thisMonth());
  const [rule, setRule] = useState({ name: '', basis: 'unrestricted_revenue', percent: '', amount: '', trust: 'pass_on' });
  const [busy, setBusy] = useState(false);
  const needsParent = auth.isSuperAdmin && !parentId;
  const status = useRemittanceStatus(needsParent ? -1 : parentId, needsParent ? '' : month);
  const rules = useRemittanceRules(parentId);
  const canRun = auth.isSuperAdmin || auth.can('Rollup_Create');
  const rows = status.data?.rows ?? [];
  const behind = rows.filter((r) => !r.current).length;

  const act = async (work: () => Promise<{ message?: string }>, fallback: string) => {
    setBusy(true);
    try {
      const res = await work();
      await refresh();
      await dialogs.success(res.message ?? fallback);
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const run = () =>
    act(async () => {
      const res = await runMonth(parentId, month);
      return { message: REMITTANCE_TEXT.ran(res.data.posted) };
    }, '');

  const addRule = () =>
    act(async () => {
      const body =
        rule.basis === 'fixed'
          ? { parent_company_id: parentId || null, name: rule.name, basis: 'fixed', amount: rule.amount, trust_money: rule.trust }
          : { parent_company_id: parentId || null, name: rule.name, basis: 'unrestricted_revenue', percent: rule.percent, trust_money: rule.trust };
      const res = await saveRule(body);
      setRule({ ...rule, name: '', percent: '', amount: '' });
      return res;
    }, REMITTANCE_TEXT.saved);

  return (
    <>
      <PageHeader title="Remittances" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        {auth.isSuperAdmin && <CompanySelect label="Parent company" value={parentId} onChange={(id) => setParentId(id)} />}
        <TextField
          label="Month"
          type="month"
          size="small"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { sm: 200 } }}
        />
        {canRun && (
          <Button variant="contained" onClick={run} disabled={busy || needsParent}>
            Run Month
          </Button>
        )}
      </Stack>
      {needsParent ? (
        <Alert severity="info">Choose the parent company to see what its companies owe.</Alert>
      ) : (
        <>
          {!status.isFetching && rows.length > 0 && (
            <Alert severity={behind ? 'warning' : 'success'} sx={{ mb: 2 }} data-testid="remittance-summary">
              {behind ? `${behind} of ${rows.length} ${rows.length === 1 ? 'company is' : 'companies are'} behind.` : 'Every company is current.'}
            </Alert>
          )}
          <DataTable
            label="Remittance status"
            columns={statusColumns}
            rows={rows}
            perPage={Math.max(1, rows.length)}
            pageNumber={1}
            onPageChange={() => {}}
            loading={status.isFetching}
            emptyText="No company is below this one"
            rowKey={(r) => r.company_id}
          />
          <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-label="Remittance rules">
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Rules
            </Typography>
            <DataTable
              label="Remittance rules"
              columns={ruleColumns}
              rows={rules.data ?? []}
              perPage={Math.max(1, rules.data?.length ?? 1)}
              pageNumber={1}
              onPageChange={() => {}}
              loading={rules.isFetching}
              emptyText="No rule yet: a month's run posts nothing but the trust money passed on"
              rowKey={(r) => r.id}
            />
            {canRun && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}>
                <TextField label="Rule name" size="small" value={rule.name} onChange={(e) => setRule({ ...rule, name: e.target.value })} />
                <TextField
                  select
                  label="Basis"
                  size="small"
                  value={rule.basis}
                  onChange={(e) => setRule({ ...rule, basis: e.target.value })}
                  sx={{ minWidth: 220 }}
                >
                  <MenuItem value="unrestricted_revenue">Percent of revenue</MenuItem>
                  <MenuItem value="fixed">Fixed monthly amount</MenuItem>
                </TextField>
                {rule.basis === 'fixed' ? (
                  <TextField label="Amount" size="small" value={rule.amount} onChange={(e) => setRule({ ...rule, amount: e.target.value })} />
                ) : (
                  <TextField label="Percent" size="small" value={rule.percent} onChange={(e) => setRule({ ...rule, percent: e.target.value })} />
                )}
                <TextField
                  select
                  label="Trust money"
                  size="small"
                  value={rule.trust}
                  onChange={(e) => setRule({ ...rule, trust: e.target.value })}
                  sx={{ minWidth: 270 }}
                >
                  {Object.entries(TRUST_LABELS).map(([value, label]) => (
                    <MenuItem key={value} value={value}>
                      {label}
                    </MenuItem>
                  ))}
                </TextField>
                <Box>
                  <Button variant="outlined" onClick={addRule} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
                    Add Rule
                  </Button>
                </Box>
              </Stack>
            )}
          </Paper>
        </>
      )}
    </>
  );
}
