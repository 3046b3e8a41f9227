import { type CheckRegisterRow, formatDate } from '@app/contract';
import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, Chip, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { downloadFrom } from '../../api/typed';
import { type Column, DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { usd } from '../../components/money';
import type { SortState } from '../../components/useListParams';
import { useDialogs } from '../../components/DialogProvider';
import { useCheckRegister } from './api';
import { BankAccountPicker } from './BankAccountPicker';

/** /app/check-register: every check of a bank account in number order, gaps in the numbering marked, exportable. */
export default function CheckRegisterPage() {
  const dialogs = useDialogs();
  const [companyId, setCompanyId] = useState(0);
  const [bankId, setBankId] = useState(0);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>({ key: 'check_number', dir: 'asc' });
  const register = useCheckRegister(bankId, { page, search, sort: sort.key, dir: sort.dir });

  const columns: Column<CheckRegisterRow>[] = [
    {
      key: 'check_number',
      header: 'Check#',
      sortKey: 'check_number',
      nowrap: true,
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{r.check_number}</span>
          {r.missing_before && <Chip size="small" color="warning" label={r.missing_before} />}
        </Stack>
      ),
    },
    { key: 'check_date', header: 'Date', sortKey: 'check_date', nowrap: true, render: (r) => formatDate(r.check_date) },
    { key: 'payee', header: 'Payee', sortKey: 'payee', truncate: true },
    { key: 'memo', header: 'Memo', truncate: 200 },
    { key: 'check_type', header: 'Type', nowrap: true, render: (r) => (r.check_type === 'voucher' ? 'Bill payment' : 'Standard') },
    { key: 'amount', header: 'Amount', sortKey: 'amount', align: 'right', render: (r) => usd(r.amount) },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      nowrap: true,
      render: (r) => <Chip size="small" label={r.status_name} color={r.status === 2 ? 'default' : 'success'} />,
    },
    { key: 'cleared_on', header: 'Cleared', nowrap: true, render: (r) => (r.cleared_on ? formatDate(r.cleared_on) : 'Outstanding') },
  ];
  const exportAs = (format: 'csv' | 'xlsx') =>
    downloadFrom(
      '/check-register/export',
      { query: { bank_account_id: bankId, format, sort: sort.key as never, dir: sort.dir, ...(search ? { search } : {}) } },
      `check-register.${format}`,
    ).catch((e) => dialogs.warning((e as Error).message));

  return (
    <Box>
      <PageHeader
        title="Check Register"
        actions={
          bankId > 0 && (
            <>
              <Button startIcon={<Download />} variant="outlined" onClick={() => exportAs('csv')}>
                CSV
              </Button>
              <Button startIcon={<Download />} variant="outlined" onClick={() => exportAs('xlsx')}>
                Excel
              </Button>
            </>
          )
        }
      />
      <BankAccountPicker
        companyId={companyId}
        onCompany={setCompanyId}
        bankAccountId={bankId}
        onBank={(id) => {
          setBankId(id);
          setPage(1);
        }}
      />
      {bankId > 0 && (
        <>
          {(register.data?.gaps.length ?? 0) > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }} role="status">
              {`Gaps in the check numbering: ${register.data?.gaps.join(', ')}. Find these checks (spoiled, lost or unrecorded) and void or record them.`}
            </Alert>
          )}
          <TextField
            size="small"
            label="Search"
            name="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            sx={{ mb: 2, width: { xs: '100%', sm: 280 } }}
          />
          <DataTable
            label="Check register"
            columns={columns}
            page={register.data}
            perPage={25}
            pageNumber={page}
            onPageChange={setPage}
            loading={register.isFetching}
            sort={sort}
            onSortChange={(s) => {
              setSort(s);
              setPage(1);
            }}
            emptyText="No checks written on this account."
          />
        </>
      )}
    </Box>
  );
}
