import { DEPOSIT_METHOD_NAMES, DEPOSIT_STATUS, DEPOSIT_TEXT, type DepositDetail, type DepositLineRow, formatDate, M } from '@app/contract';
import { Alert, Box, Button, Chip, Grid, Link, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { type Column, DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { LedgerEntries } from '../../components/LedgerEntries';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { usd } from '../../components/money';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyField } from '../../components/ReadOnlyField';
import { VoidReasonNote } from '../bills/VoidReasonNote';
import { DepositForm } from './DepositForm';
import { LIST, openTicket, useDeposit } from './api';
import { ReturnCheckDialog } from './ReturnCheckDialog';
import { useVoidDeposit } from './useVoidDeposit';

const third = { xs: 12, md: 4 };

/** /app/record-deposit (the form) and /app/deposit/view/{id} (the deposit, its lines, what it holds for others). */
export default function DepositPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const { data, isLoading, error } = useDeposit(valid ? id : null);
  if (!valid) return <Navigate to="/404" replace />;
  if (id === null)
    return (
      <>
        <PageHeader title="Record Deposit" />
        <DepositForm />
      </>
    );
  if (isLoading) return <LoadingOverlay />;
  if (error || !data)
    return (
      <>
        <PageHeader title="Deposit" />
        <Alert severity="warning">{error?.message}</Alert>
      </>
    );
  return <DepositView detail={data} />;
}

function DepositView({ detail }: { detail: DepositDetail }) {
  const auth = useAuth();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const voidDeposit = useVoidDeposit();
  const [returning, setReturning] = useState<DepositLineRow | null>(null);
  const d = detail.data;
  const live = d.status !== DEPOSIT_STATUS.Void;
  const canReturn = live && auth.can('Deposit_Edit');
  const own = detail.lines.filter((l) => !l.held_for_others);
  const held = detail.lines.filter((l) => l.held_for_others);

  const print = async () => {
    try {
      await openTicket(d.id);
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    }
  };

  const columns: Column<DepositLineRow>[] = [
    { key: 'line_no', header: '#', nowrap: true },
    { key: 'account_name', truncate: true, header: 'Account', render: (l) => `${l.account_number} ${l.account_name}` },
    { key: 'fund_program_name', truncate: true, header: 'Fund Program' },
    { key: 'method', header: 'Method', nowrap: true, render: (l) => (l.method === 'check' ? `Check #${l.check_number}` : DEPOSIT_METHOD_NAMES[l.method]) },
    { key: 'payer', truncate: true, header: 'Payer', render: (l) => l.payer ?? '' },
    { key: 'memo', truncate: true, header: 'Memo', render: (l) => l.memo ?? '' },
    { key: 'amount', header: 'Amount', align: 'right', render: (l) => usd(l.amount) },
    {
      key: 'returned',
      header: 'Status',
      nowrap: true,
      render: (l) =>
        l.returned ? (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={`${DEPOSIT_TEXT.returnedLabel} ${formatDate(l.returned_on)}${l.return_fee && l.return_fee !== '0.00' ? ` · fee ${usd(l.return_fee)}` : ''}`}
          />
        ) : canReturn && l.method === 'check' ? (
          <Button size="small" color="error" onClick={() => setReturning(l)} aria-label={`Return check ${l.check_number} of line ${l.line_no}`}>
            Return
          </Button>
        ) : (
          ''
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={`Deposit #${d.id}`}
        actions={
          <>
            <Button variant="outlined" onClick={print}>
              Print Deposit Ticket
            </Button>
            {live && auth.can('Deposit_Delete') && (
              <Button variant="contained" color="error" onClick={async () => (await voidDeposit(d)) && navigate(LIST)}>
                Void
              </Button>
            )}
          </>
        }
      >
        <Chip variant="outlined" label={d.status_name} color={live ? 'success' : 'default'} />
      </PageHeader>
      <VoidReasonNote reason={detail.void_reason} />
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }} component="section" aria-label="Deposit">
        <Grid container spacing={2}>
          <Grid size={third}>
            <ReadOnlyField label="Company" value={d.companyName} />
          </Grid>
          <Grid size={third}>
            <ReadOnlyField label="Bank Account" value={`${d.bank_account_number} ${d.bank_account_name}`} />
          </Grid>
          <Grid size={third}>
            <ReadOnlyField label="Deposit Date" value={formatDate(d.deposit_date)} />
          </Grid>
          <Grid size={third}>
            <ReadOnlyField label="Counted by" value={d.counted_by.join(' and ')} />
          </Grid>
          <Grid size={third}>
            <ReadOnlyField label="Cash / Checks" value={`${usd(d.cash_total)} / ${usd(d.check_total)}`} />
          </Grid>
          <Grid size={third}>
            <ReadOnlyField label="Total" value={usd(d.total)} />
          </Grid>
          {d.memo && (
            <Grid size={12}>
              <ReadOnlyField label="Memo" value={d.memo} />
            </Grid>
          )}
        </Grid>
      </Paper>

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        The church's money
      </Typography>
      <DataTable
        label="Deposit lines"
        columns={columns}
        rows={own}
        perPage={Math.max(own.length, 1)}
        pageNumber={1}
        onPageChange={() => {}}
        emptyText="No lines of the church's own"
      />

      {held.length > 0 && (
        <Box component="section" aria-label={DEPOSIT_TEXT.heldForOthers} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {DEPOSIT_TEXT.heldForOthers}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Money received for others (a mission offering, a trust fund) is a liability, not the church's revenue. The bill that pays it out debits the same
            liability account and fund and so clears it.
          </Typography>
          <DataTable label="Lines held for others" columns={columns} rows={held} perPage={Math.max(held.length, 1)} pageNumber={1} onPageChange={() => {}} />
          {detail.held_for_others.map((h) => (
            <Paper key={`${h.account_id}-${h.fund_program_id}`} variant="outlined" sx={{ p: 2, mt: 1 }}>
              <Typography variant="subtitle2">
                {h.account_name} · {h.fund_program_name}: this deposit holds {usd(h.held)}; still held for others (all deposits and bills): {usd(h.still_held)}
              </Typography>
              {h.bills.length ? (
                <Box component="ul" sx={{ my: 0.5 }}>
                  {h.bills.map((b) => (
                    <li key={b.bill_id}>
                      <Link component={RouterLink} to={`/app/pay-bills/view/${b.bill_id}`}>
                        Bill #{b.bill_number}
                      </Link>{' '}
                      to {b.vendor_name}, {usd(b.amount)} ({b.status_name}) pays it out
                    </li>
                  ))}
                </Box>
              ) : (
                <Typography variant="body2">No bill pays it out yet: enter a bill on {h.account_name} in this fund to pass the money on.</Typography>
              )}
            </Paper>
          ))}
        </Box>
      )}

      <LedgerEntries
        entries={detail.journalEntries.map((e) => ({ ...e, memo: e.memo ?? '' }))}
        note="A deposit posts Dr the bank per fund / Cr each line's account in its fund. A returned check posts its reversal and the bank's fee; a void reverses everything."
        // The deposit's own entry is its first; each later one that reverses nothing is a returned check.
        postedKind={(_, e) => (e.id === Math.min(...detail.journalEntries.filter((x) => !x.reverses_entry_id).map((x) => x.id)) ? 'Deposit' : 'Returned check')}
      />
      <ReturnCheckDialog depositId={d.id} companyId={d.company_id} line={returning} onClose={() => setReturning(null)} />
    </>
  );
}
