import { M, RECON_TEXT, type StatementLineRow } from '@app/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { api } from '../../api/typed';
import { useDialogs } from '../../components/DialogProvider';
import { usd } from '../../components/money';
import { useFundPrograms, useJournalAccounts } from '../journals/api';

interface Props {
  reconciliationId: number;
  line: StatementLineRow | null;
  onClose(): void;
  onBooked(): Promise<void>;
}

/** An unmatched statement line (a fee, interest) becomes a journal entry dated its day, in one step. */
export function BookLineDialog({ reconciliationId, line, onClose, onBooked }: Props) {
  const dialogs = useDialogs();
  const [account, setAccount] = useState<number | ''>('');
  const [fund, setFund] = useState<number | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const accounts = useJournalAccounts(0, !!line);
  const funds = useFundPrograms(0, !!line);
  const out = (line?.amount ?? '').startsWith('-');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!line) return;
    setBusy(true);
    setErrors({});
    try {
      await api.post('/reconciliations/{id}/lines/{lineId}/book', {
        path: { id: reconciliationId, lineId: line.id },
        body: { account_id: account, fund_program_id: fund } as never,
      });
      await onBooked();
      onClose();
      await dialogs.success(RECON_TEXT.booked);
    } catch (err) {
      if (!(err instanceof ApiError)) return dialogs.warning(M.serverError);
      setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]])));
      if (!Object.keys(err.errors).length) await dialogs.warning(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={!!line} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle>Book a statement line</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {line?.description || 'The line'} of {usd(line?.amount ?? '0')} becomes a journal entry dated {line?.date}:{' '}
            {out ? 'the account you choose is debited and the bank credited' : 'the bank is debited and the account you choose credited'}, in the fund you
            choose.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              select
              label="Account"
              value={account}
              onChange={(e) => setAccount(Number(e.target.value))}
              error={!!errors.account_id}
              helperText={errors.account_id}
            >
              {(accounts.data ?? []).map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.account_number} · {a.account_name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Fund program"
              value={fund}
              onChange={(e) => setFund(Number(e.target.value))}
              error={!!errors.fund_program_id}
              helperText={errors.fund_program_id}
            >
              {(funds.data ?? []).map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy || !account || !fund}>
            Book It
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
