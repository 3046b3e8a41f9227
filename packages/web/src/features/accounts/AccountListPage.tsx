import { ACCOUNT_SORTS, type AccountRow } from '@app/contract';
import { Box, Button, Chip, Link, MenuItem, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import type { Column } from '../../components/DataTable';
import { ListDataTable } from '../../components/ListDataTable';
import { ListToolbar } from '../../components/ListToolbar';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { useListParams } from '../../components/useListParams';
import { accountExportPath, PER_PAGE, useAccountLookups, useAccountPage } from './api';
import { usd } from '../../components/money';
import { ledgerPath, setupPath } from './routes';

/**
 * /app/financial-accounts (Super-Admin) and /app/user-financial-accounts: the Chart Of Accounts with the
 * ledger's Debit, Credit and Balance; the balance opens the account's ledger.
 */
export default function AccountListPage() {
  const auth = useAuth();
  // Page, search, sort, company and level live in the URL: reload, back and forward keep them.
  const list = useListParams(ACCOUNT_SORTS, { key: 'company', dir: 'asc' });
  const companyId = Number(list.filter('company_id') ?? 0);
  const level = Number(list.filter('level') ?? 0);
  const inPath = (q: URLSearchParams) => {
    q.delete('company_id');
    q.delete('level');
    return q;
  };
  const lookups = useAccountLookups();
  const { data, isLoading, isFetching, error } = useAccountPage(companyId, level, inPath(list.query(PER_PAGE)));
  // A chosen company (or a company user's own) has one access level: the level chooser shows it, fixed.
  const fixedLevel = !auth.isSuperAdmin || companyId > 0;
  const levelShown = fixedLevel ? (data?.companyLevel?.id ?? 0) : level;

  const columns: Column<AccountRow>[] = [
    {
      // One word that never wraps; its header may take two lines ('Account / Number') so the row fits 1366 px.
      key: 'account_number',
      header: 'Account Number',
      sortKey: 'account_number',
      // Everyone who sees the chart may open an account: a form with ChartofAccounts_Edit, a view without.
      render: (r) => (
        <Link component={RouterLink} to={`${setupPath(auth)}/${r.id}`}>
          {r.account_number}
        </Link>
      ),
    },
    { key: 'account_name', truncate: true, header: 'Account Name', sortKey: 'account_name' },
    ...(auth.isSuperAdmin && !companyId ? [{ key: 'company_name', truncate: true, header: 'Company', sortKey: 'company' }] : []),
    { key: 'account_type', truncate: true, header: 'Acc Type', sortKey: 'account_type' },
    { key: 'acess_level_name', truncate: true, header: 'Access Level', sortKey: 'level' },
    { key: 'description', truncate: true, header: 'Description', sortKey: 'description' },
    {
      key: 'status',
      nowrap: true,
      header: 'Status',
      sortKey: 'status',
      render: (r) => <Chip size="small" label={r.status} color={r.status === 'Active' ? 'success' : 'default'} variant="outlined" />,
    },
    { key: 'users', truncate: true, header: 'User', render: (r) => r.users ?? '—' },
    { key: 'debit', header: 'Debit', align: 'right', render: (r) => usd(r.debit) },
    { key: 'credit', header: 'Credit', align: 'right', render: (r) => usd(r.credit) },
    {
      key: 'balance',
      header: 'Balance',
      align: 'right',
      render: (r) => (
        <Link component={RouterLink} to={ledgerPath(r.id)} aria-label={`Ledger of ${r.account_number} ${r.account_name}: ${usd(r.balance)}`}>
          {usd(r.balance)}
        </Link>
      ),
    },
  ];

  if (isLoading) return <LoadingOverlay />;
  return (
    <>
      <PageHeader
        title="Chart Of Accounts"
        actions={
          auth.can('ChartofAccounts_Create') && (
            <Button variant="contained" component={RouterLink} to={setupPath(auth)}>
              + Add New Account
            </Button>
          )
        }
      />
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        placeholder="Number, name, description or type"
        exportPath={accountExportPath(companyId, level, inPath(list.exportQuery()))}
        exportLabel="chart of accounts"
      >
        {auth.isSuperAdmin && (
          <Box sx={{ width: { xs: '100%', sm: 320 } }}>
            <CompanySelect allOption value={companyId} onChange={(id) => list.setFilters({ company_id: id || null, level: null })} />
          </Box>
        )}
        <TextField
          select
          id="level"
          label="Level"
          value={levelShown}
          disabled={fixedLevel}
          onChange={(e) => list.setFilter('level', Number(e.target.value) || null)}
          sx={{ width: { xs: '100%', sm: 260 } }}
        >
          <MenuItem value={0}>All Level</MenuItem>
          {(lookups.data?.accessLevel ?? []).map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      </ListToolbar>
      <ListDataTable
        list={list}
        perPage={PER_PAGE}
        label="Chart Of Accounts"
        columns={columns}
        page={data?.data}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={error ? error.message : list.search ? 'No account matches the search' : 'No accounts yet'}
      />
    </>
  );
}
