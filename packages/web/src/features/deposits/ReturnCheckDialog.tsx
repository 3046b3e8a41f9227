import { DEPOSIT_TEXT, type DepositLineRow, EXPENSE_TYPE, M } from '@app/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useDialogs } from '../../components/DialogProvider';
import { MoneyField } from '../../components/MoneyField';
import { usd } from '../../components/money';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';
import { useJournalAccounts } from '../journals/api';
import { returnCheck } from './api';

interface Props {
  depositId: number;
  companyId: number;
  line: DepositLineRow | null;
  onClose(): void;
}

/** Mark a check returned by the bank: the bank's fee (if any) and the expense account it is charged to. */
export function ReturnCheckDialog({ depositId, companyId, line, onClose }: Props) {
  const dialogs = useDialogs();
  const refresh = useRefreshAfterPosting('deposit');
  const [fee, setFee] = useState('');
  const [feeAccount, setFeeAccount] = useState<number | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const accounts = useJournalAccounts(companyId, !!line);
  const expenses = (accounts.data ?? []).filter((a) => a.master_ac_type_id === EXPENSE_TYPE);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!line) return;
    setBusy(true);
    try {
      await returnCheck(depositId, line.line_no, { fee: fee.replace(/,/g, ''), fee_account_id: feeAccount || null });
      await refresh();
      onClose();
      await dialogs.success(DEPOSIT_TEXT.returned);
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
        <DialogTitle>Return check #{line?.check_number}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The bank sent back the check of {line?.payer ?? 'an unnamed payer'} for {usd(line?.amount ?? '0')}. An entry dated today takes it out of the bank
            and out of {line?.account_name}, in the fund {line?.fund_program_name}; the bank's fee is charged to the expense account you choose, in the same
            fund.
          </DialogContentText>
          <Stack spacing={2}>
            <MoneyField label="Bank fee" value={fee} onChange={setFee} error={!!errors.fee} helperText={errors.fee} dollarSign autoFocus />
            <TextField
              select
              label="Fee expense account"
              value={feeAccount}
              onChange={(e) => setFeeAccount(Number(e.target.value))}
              error={!!errors.fee_account_id}
              helperText={errors.fee_account_id}
            >
              <MenuItem value="">None</MenuItem>
              {expenses.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.account_number} · {a.account_name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            Mark returned
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
