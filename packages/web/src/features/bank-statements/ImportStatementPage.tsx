import { BANK_STATEMENT_FORMAT_NAMES, type BankStatementLine, type BankStatementRow, type CsvMappingRequest, formatDate } from '@app/contract';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { type Column, DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { usd } from '../../components/money';
import { importStatement, saveMapping, useStatement, useStatements } from './api';
import { BankAccountPicker } from './BankAccountPicker';
import { CsvMappingForm } from './CsvMappingForm';
import { StatementFigures } from './StatementFigures';

const lineColumns: Column<BankStatementLine>[] = [
  { key: 'posted_on', header: 'Date', nowrap: true, render: (l) => formatDate(l.posted_on) },
  { key: 'description', header: 'Description', truncate: 360 },
  { key: 'check_number', header: 'Check#', nowrap: true, render: (l) => l.check_number ?? '' },
  { key: 'amount', header: 'Amount', align: 'right', render: (l) => usd(l.amount) },
  { key: 'bank_ref', header: 'Bank Ref', nowrap: true },
];

/** /app/bank-statements: import a bank's file (OFX, QFX, CAMT.053, CSV with a remembered layout), its figures and lines, and the account's past imports. */
export default function ImportStatementPage() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [companyId, setCompanyId] = useState(0);
  const [bankId, setBankId] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mappingErrors, setMappingErrors] = useState<Record<string, string[]>>({});
  const [columns, setColumns] = useState<string[] | null>(null);
  const [result, setResult] = useState<Awaited<ReturnType<typeof importStatement>> | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [listPage, setListPage] = useState(1);
  const statements = useStatements(bankId, listPage);
  const statement = useStatement(shown);
  const canImport = auth.can('BankReconciliation_Create');

  const run = async () => {
    if (!bankId) return setError('Choose a bank account of this company.');
    if (!file) return setError('Choose the statement file to import.');
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const data = await importStatement(bankId, file);
      setResult(data);
      setShown(data.statement_id);
      setColumns(null);
      await queryClient.invalidateQueries({ queryKey: ['bank-statements'] });
    } catch (e) {
      const err = e as ApiError;
      if (err.errors?.csv_columns) setColumns(err.errors.csv_columns);
      else setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run();
  };
  const saveAndImport = async (m: CsvMappingRequest) => {
    setBusy(true);
    try {
      await saveMapping(bankId, m);
      setMappingErrors({});
    } catch (e) {
      setMappingErrors((e as ApiError).errors ?? {});
      setBusy(false);
      return;
    }
    await run();
  };

  const statementColumns: Column<BankStatementRow>[] = [
    { key: 'imported_at', header: 'Imported', nowrap: true, render: (s) => formatDate(s.imported_at.slice(0, 10)) },
    { key: 'file_name', header: 'File', truncate: 200 },
    { key: 'format', header: 'Format', nowrap: true, render: (s) => BANK_STATEMENT_FORMAT_NAMES[s.format] },
    {
      key: 'period',
      header: 'Period',
      nowrap: true,
      render: (s) => (s.period_start && s.period_end ? `${formatDate(s.period_start)} – ${formatDate(s.period_end)}` : ''),
    },
    { key: 'opening_balance', header: 'Opening', align: 'right', render: (s) => (s.opening_balance === null ? '' : usd(s.opening_balance)) },
    { key: 'closing_balance', header: 'Closing', align: 'right', render: (s) => (s.closing_balance === null ? '' : usd(s.closing_balance)) },
    { key: 'lines_imported', header: 'Lines', align: 'right' },
    { key: 'duplicates_skipped', header: 'Duplicates', align: 'right' },
    { key: 'imported_by', header: 'By', truncate: 140 },
    {
      key: 'view',
      header: '',
      render: (s) => (
        <Button size="small" onClick={() => setShown(s.id)} aria-label={`View lines of statement ${s.id}`}>
          Lines
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader title="Import Bank Statement" />
      <BankAccountPicker
        companyId={companyId}
        onCompany={setCompanyId}
        bankAccountId={bankId}
        onBank={(id) => {
          setBankId(id);
          setResult(null);
          setShown(null);
          setColumns(null);
        }}
      />
      {canImport && (
        <Paper component="form" onSubmit={submit} sx={{ p: 2, mb: 2 }} aria-label="Statement file">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Download the statement from your bank's website as OFX, QFX (Quicken / "Web Connect"), CAMT.053 or CSV. Lines already imported are skipped, so an
            overlapping download is safe.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button component="label" variant="outlined" startIcon={<UploadFile />}>
              Choose File
              <input
                hidden
                type="file"
                name="file"
                accept=".ofx,.qfx,.qbo,.xml,.csv,.txt"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setError(null);
                  setColumns(null);
                }}
              />
            </Button>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{file ? file.name : 'No file chosen'}</Typography>
            <Button type="submit" variant="contained" disabled={busy}>
              Import
            </Button>
          </Stack>
        </Paper>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {columns && <CsvMappingForm columns={columns} errors={mappingErrors} busy={busy} onSave={saveAndImport} onCancel={() => setColumns(null)} />}
      {result && (
        <>
          <Alert severity={result.lines_imported ? 'success' : 'info'} sx={{ mb: 2 }}>
            {result.lines_imported
              ? `Imported ${result.lines_imported} new line${result.lines_imported === 1 ? '' : 's'}${result.duplicates_skipped ? `; ${result.duplicates_skipped} already imported and skipped` : ''}.`
              : `Nothing new: all ${result.duplicates_skipped} lines of this file were already imported.`}
          </Alert>
          <StatementFigures data={result} />
        </>
      )}
      {shown && statement.data && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {`Lines of ${statement.data.statement.file_name || `statement ${shown}`}`}
          </Typography>
          <DataTable
            label="Statement lines"
            columns={lineColumns}
            rows={statement.data.lines}
            perPage={1000}
            pageNumber={1}
            onPageChange={() => {}}
            emptyText="No new lines: every line of this file was imported before."
          />
        </Box>
      )}
      {bankId > 0 && (
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            Imported statements of this account
          </Typography>
          <DataTable
            label="Imported statements"
            columns={statementColumns}
            page={statements.data}
            perPage={10}
            pageNumber={listPage}
            onPageChange={setListPage}
            loading={statements.isFetching}
            emptyText="No statement imported yet."
          />
        </Box>
      )}
    </Box>
  );
}
