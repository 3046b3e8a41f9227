import type { AccountRow } from '@app/contract';
import { Box, Button, Chip, Link, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { type Column, DataTable } from '../../components/DataTable';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { PER_PAGE, useAccountLookups, useAccountPage } from './api';
import { usd } from './format';
import { ledgerPath, setupPath } from './routes';

/**
 * /app/financial-accounts (Super-Admin) and /app/user-financial-accounts: the Chart Of Accounts with the
 * ledger's Debit, Credit and Balance; the balance opens the account's ledger.
 */
export default function AccountListPage() {
  const auth = useAuth();
  const [page, setPage] = useState(1);
  const [companyId, setCompanyId] = useState(0);
  const [level, setLevel] = useState(0);
  const lookups = useAccountLookups();
  const { data, isLoading, isFetching, error } = useAccountPage(page, companyId, level);
  const canEdit = auth.can('ChartofAccounts_Edit');
  // A chosen company (or a company user's own) has one access level: the level chooser shows it, fixed.
  const fixedLevel = !auth.isSuperAdmin || companyId > 0;
  const levelShown = fixedLevel ? (data?.companyLevel?.id ?? 0) : level;

  const columns: Column<AccountRow>[] = [
    {
      key: 'account_number',
      header: 'Account Number',
      render: (r) =>
        canEdit ? (
          <Link component={RouterLink} to={`${setupPath(auth)}/${r.id}`}>
            {r.account_number}
          </Link>
        ) : (
          r.account_number
        ),
    },
    { key: 'account_name', header: 'Account Name' },
    ...(auth.isSuperAdmin && !companyId ? [{ key: 'company_name', header: 'Company' }] : []),
    { key: 'account_type', header: 'Acc Type' },
    { key: 'acess_level_name', header: 'Access Level' },
    { key: 'description', header: 'Description' },
    {
      key: 'status',
      header: 'Status',
      render: (r) => <Chip size="small" label={r.status} color={r.status === 'Active' ? 'success' : 'default'} variant="outlined" />,
    },
    { key: 'users', header: 'User', render: (r) => r.users ?? '—' },
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {auth.isSuperAdmin && (
          <CompanySelect
            allOption
            value={companyId}
            onChange={(id) => {
              setCompanyId(id);
              setLevel(0);
              setPage(1);
            }}
          />
        )}
        <TextField
          select
          id="level"
          label="Level"
          value={levelShown}
          disabled={fixedLevel}
          onChange={(e) => {
            setLevel(Number(e.target.value));
            setPage(1);
          }}
          sx={{ width: 260 }}
        >
          <MenuItem value={0}>All Level</MenuItem>
          {(lookups.data?.accessLevel ?? []).map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DataTable
        label="Chart Of Accounts"
        columns={columns}
        page={data?.data}
        perPage={PER_PAGE}
        pageNumber={page}
        onPageChange={setPage}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={error ? error.message : 'No accounts yet'}
      />
    </>
  );
}
