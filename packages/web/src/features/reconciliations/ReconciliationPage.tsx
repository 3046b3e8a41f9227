import { type BookLine, formatDate, M, type ReconciliationDetail, RECON_TEXT, type StatementLineRow, toCents } from '@app/contract';
import { Alert, Box, Button, Checkbox, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { api, downloadFrom } from '../../api/typed';
import { useAuth } from '../../app/auth-store';
import { type Column, DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { usd } from '../../components/money';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';
import { useReconciliation, useRefreshReconciliations } from './api';
import { BookLineDialog } from './BookLineDialog';

const sum = (amounts: string[]) => amounts.reduce((s, a) => s + (toCents(a) ?? 0), 0);
const money = (cents: number) => usd((cents / 100).toFixed(2));

/** The totals the treasurer works toward, kept in sight while the lists scroll. */
function StickyBar({ d, children }: { d: ReconciliationDetail; children?: React.ReactNode }) {
  const zero = d.difference === '0.00';
  const figure = (label: string, value: string, id: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" data-testid={id} sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
        {usd(value)}
      </Typography>
    </Box>
  );
  return (
    <Paper
      elevation={3}
      component="section"
      aria-label="Reconciliation totals"
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: 3,
        p: 1.5,
        mb: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1.5, md: 3 },
        alignItems: 'center',
      }}
    >
      {figure('Statement balance', d.statement_ending_balance, 'statement-balance')}
      {figure('Beginning balance', d.beginning_balance, 'beginning-balance')}
      {figure('Cleared deposits', d.cleared_deposits, 'cleared-deposits')}
      {figure('Cleared payments', d.cleared_payments, 'cleared-payments')}
      {figure('Cleared balance', d.cleared_balance, 'cleared-balance')}
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          Difference
        </Typography>
        <Chip data-testid="difference" label={usd(d.difference)} color={zero ? 'success' : 'warning'} sx={{ fontWeight: 700 }} />
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      {children}
    </Paper>
  );
}

/** One reconciliation: sticky totals, statement lines and book lines side by side (stacked on a phone), matches. */
export default function ReconciliationPage() {
  const id = Number(useParams().id);
  const auth = useAuth();
  const dialogs = useDialogs();
  const refreshAll = useRefreshReconciliations();
  const refreshBooks = useRefreshAfterPosting('manual');
  const q = useReconciliation(id);
  const [chosenLines, setChosenLines] = useState<number[]>([]);
  const [chosenBooks, setChosenBooks] = useState<number[]>([]);
  const [booking, setBooking] = useState<StatementLineRow | null>(null);
  const [busy, setBusy] = useState(false);
  const d = q.data;
  if (!d) return <LoadingOverlay open />;
  const working = d.status === 1 && (auth.can('BankReconciliation_Create') || auth.can('BankReconciliation_Edit'));
  const openBooks = [...d.outstanding_checks, ...d.deposits_in_transit].sort((a, b) => a.date.localeCompare(b.date) || a.journal_line_id - b.journal_line_id);

  const act = async (call: () => Promise<{ message?: string }>, after?: () => void) => {
    setBusy(true);
    try {
      const res = await call();
      await refreshAll();
      after?.();
      if (res.message) await dialogs.success(res.message);
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    } finally {
      setBusy(false);
    }
  };
  const path = { path: { id } };
  const matchChosen = () =>
    act(
      () => api.post('/reconciliations/{id}/matches', { ...path, body: { statement_line_ids: chosenLines, journal_line_ids: chosenBooks } }),
      () => {
        setChosenLines([]);
        setChosenBooks([]);
      },
    );
  const toggle = (list: number[], set: (v: number[]) => void, v: number) => set(list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
  const voidCheck = async (b: BookLine) => {
    if (!b.check_id || !(await dialogs.confirm(`Void check ${b.check_number}?`, 'The check and what it paid are voided; the reversal is dated today.'))) return;
    await act(async () => {
      await api.get('/voidCheck/{id}', { path: { id: b.check_id as number } });
      await refreshBooks();
      return { message: `Check ${b.check_number} has been voided.` };
    });
  };

  const lineColumns: Column<StatementLineRow>[] = [
    ...(working
      ? [
          {
            key: 'pick',
            header: 'Pick',
            render: (l: StatementLineRow) => (
              <Checkbox
                size="small"
                checked={chosenLines.includes(l.id)}
                onChange={() => toggle(chosenLines, setChosenLines, l.id)}
                slotProps={{ input: { 'aria-label': `Pick statement line ${l.description} ${l.amount}` } }}
              />
            ),
          },
        ]
      : []),
    { key: 'date', header: 'Date', nowrap: true, render: (l) => formatDate(l.date) },
    {
      key: 'description',
      header: 'Description',
      truncate: 160,
      render: (l) => [l.check_number ? `Check ${l.check_number}` : '', l.description || l.payee].filter(Boolean).join(' · '),
    },
    { key: 'amount', header: 'Amount', align: 'right', render: (l) => usd(l.amount) },
    ...(working
      ? [
          {
            key: 'book',
            header: 'Book',
            render: (l: StatementLineRow) => (
              <Button size="small" onClick={() => setBooking(l)} aria-label={`Book ${l.description || 'line'} ${l.amount}`}>
                Book
              </Button>
            ),
          },
        ]
      : []),
  ];
  const bookColumns: Column<BookLine>[] = [
    ...(working
      ? [
          {
            key: 'pick',
            header: 'Pick',
            render: (b: BookLine) => (
              <Checkbox
                size="small"
                checked={chosenBooks.includes(b.journal_line_id)}
                onChange={() => toggle(chosenBooks, setChosenBooks, b.journal_line_id)}
                slotProps={{ input: { 'aria-label': `Pick book line ${b.description}${b.memo ? ` ${b.memo}` : ''} ${b.amount}` } }}
              />
            ),
          },
        ]
      : []),
    { key: 'date', header: 'Date', nowrap: true, render: (b) => formatDate(b.date) },
    { key: 'description', header: 'Description', truncate: 160, render: (b) => `${b.description}${b.memo ? ` · ${b.memo}` : ''}` },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (b) => (
        <>
          {b.stale && <Chip size="small" color="warning" label="Stale" sx={{ mr: 1 }} />}
          {usd(b.amount)}
          {b.stale && b.check_id && working && (
            <Button size="small" color="error" onClick={() => voidCheck(b)}>
              Void
            </Button>
          )}
        </>
      ),
    },
  ];
  const pickedStatement = sum(d.unmatched_statement_lines.filter((l) => chosenLines.includes(l.id)).map((l) => l.amount));
  const pickedBooks = sum(openBooks.filter((b) => chosenBooks.includes(b.journal_line_id)).map((b) => b.amount));

  return (
    <>
      <PageHeader
        title={`Bank Reconciliation #${d.id}`}
        actions={
          <Button variant="outlined" onClick={() => downloadFrom('/reconciliations/{id}/report', path, `bank-reconciliation-${d.id}.pdf`)}>
            Report PDF
          </Button>
        }
      />
      <Typography sx={{ mb: 1 }}>
        {d.bank_account_name} · statement of {formatDate(d.statement_date)} · <strong data-testid="status">{d.status_name}</strong>
        {d.prepared_by && ` · prepared by ${d.prepared_by} on ${formatDate(d.prepared_at)}`}
        {d.approved_by && ` · approved by ${d.approved_by} on ${formatDate(d.approved_at)}`}
      </Typography>
      <StickyBar d={d}>
        {working && (
          <Button
            variant="contained"
            color="success"
            disabled={busy || d.difference !== '0.00'}
            onClick={() => act(() => api.post('/reconciliations/{id}/complete', path))}
          >
            Complete
          </Button>
        )}
        {d.can_approve && (
          <Button variant="contained" disabled={busy} onClick={() => act(() => api.post('/reconciliations/{id}/approve', path))}>
            Approve
          </Button>
        )}
        {d.is_last && auth.can('BankReconciliation_Delete') && (
          <Button
            color="error"
            disabled={busy}
            onClick={async () => {
              const reason = window.prompt('Why reopen it? (recorded)');
              if (reason) await act(() => api.post('/reconciliations/{id}/reopen', { ...path, body: { reason } }));
            }}
          >
            Reopen
          </Button>
        )}
      </StickyBar>
      {working && d.difference !== '0.00' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {RECON_TEXT.differenceNotZero(d.difference)}
        </Alert>
      )}
      {working && d.suggestions.length > 0 && (
        <Paper variant="outlined" component="section" aria-label="Suggested matches" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h6" component="h2">
            Suggested matches
          </Typography>
          <Stack spacing={1} sx={{ mt: 1 }}>
            {d.suggestions.map((s) => (
              <Stack
                key={`${s.statement_line_ids.join()}-${s.journal_line_ids.join()}`}
                direction="row"
                spacing={2}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography sx={{ flexGrow: 1 }}>
                  {usd(s.amount)}: {s.reason}
                </Typography>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy}
                  onClick={() =>
                    act(() =>
                      api.post('/reconciliations/{id}/matches', {
                        ...path,
                        body: { statement_line_ids: s.statement_line_ids, journal_line_ids: s.journal_line_ids },
                      }),
                    )
                  }
                >
                  Confirm
                </Button>
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
      {working && (chosenLines.length > 0 || chosenBooks.length > 0) && (
        <Alert
          severity={chosenLines.length && pickedStatement !== pickedBooks ? 'warning' : 'success'}
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" disabled={busy || !chosenBooks.length} onClick={matchChosen}>
              {chosenLines.length ? 'Match Selected' : 'Mark Cleared'}
            </Button>
          }
        >
          Statement lines {money(pickedStatement)} · book lines {money(pickedBooks)}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 6 }} component="section" aria-label="Unmatched statement lines">
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Bank statement ({d.unmatched_statement_lines.length} unmatched)
          </Typography>
          <DataTable
            label="Unmatched statement lines"
            columns={lineColumns}
            rows={d.unmatched_statement_lines}
            perPage={Math.max(1, d.unmatched_statement_lines.length)}
            pageNumber={1}
            onPageChange={() => {}}
            emptyText="Every statement line is matched"
            rowKey={(l) => l.id}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} component="section" aria-label="Uncleared book lines">
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Books ({d.outstanding_checks.length} outstanding checks, {d.deposits_in_transit.length} deposits in transit)
          </Typography>
          <DataTable
            label="Uncleared book lines"
            columns={bookColumns}
            rows={openBooks}
            perPage={Math.max(1, openBooks.length)}
            pageNumber={1}
            onPageChange={() => {}}
            emptyText="Every book line is cleared"
            rowKey={(b) => b.journal_line_id}
          />
        </Grid>
      </Grid>
      <Paper variant="outlined" component="section" aria-label="Matches" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Matched and cleared ({d.matches.length})
        </Typography>
        <Stack spacing={1}>
          {d.matches.map((m) => (
            <Stack key={m.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }} data-testid="match">
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2">
                  {m.statement_lines.length
                    ? m.statement_lines.map((l) => `${formatDate(l.date)} ${l.description || l.payee || ''} ${usd(l.amount)}`).join('; ')
                    : 'Cleared by hand'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  ↔ {m.book_lines.map((b) => `${formatDate(b.date)} ${b.description} ${usd(b.amount)}`).join('; ')}
                </Typography>
              </Box>
              <Chip size="small" label={m.kind === 'auto' ? 'Automatic' : m.kind === 'booked' ? 'Booked' : 'Confirmed'} />
              {working && (
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => act(() => api.delete('/reconciliations/{id}/matches/{matchId}', { path: { id, matchId: m.id } }))}
                >
                  Undo
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      </Paper>
      <BookLineDialog
        reconciliationId={id}
        line={booking}
        onClose={() => setBooking(null)}
        onBooked={async () => {
          await refreshAll();
          await refreshBooks();
        }}
      />
    </>
  );
}
