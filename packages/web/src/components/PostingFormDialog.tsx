import { M } from '@app/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../api/client';
import { useDialogs } from './DialogProvider';

type FieldErrors = Record<string, string>;

interface Props {
  open: boolean;
  title: ReactNode;
  /** what the posting will do, in words, above the fields */
  text: ReactNode;
  submitLabel: string;
  /** the submit button in red (an undoing, e.g. a returned check) */
  danger?: boolean;
  /** false keeps the submit button off (a required choice not made yet) */
  ready?: boolean;
  /** sends the form and refreshes what it changed; a refusal's field errors show under the fields */
  send(): Promise<void>;
  /** the success message after the dialog closed */
  success: string;
  onClose(): void;
  /** the fields, given the refusal's messages by field name */
  children(errors: FieldErrors): ReactNode;
}

/**
 * A small dialog that posts one entry from a few choices (a statement line booked to an account and fund, a
 * returned check's fee account): the text of what it does, the fields, and one submit that shows the server's
 * field errors or its message.
 */
export function PostingFormDialog({ open, title, text, submitLabel, danger, ready = true, send, success, onClose, children }: Props) {
  const dialogs = useDialogs();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await send();
      onClose();
      await dialogs.success(success);
    } catch (err) {
      if (!(err instanceof ApiError)) return dialogs.warning(M.serverError);
      setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]])));
      if (!Object.keys(err.errors).length) await dialogs.warning(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          <Stack spacing={2}>{children(errors)}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={busy || !ready}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface IdSelectProps {
  label: string;
  value: number | '';
  onChange(id: number | ''): void;
  options: ReadonlyArray<{ id: number; label: string }>;
  error?: string;
  /** an empty first choice ('None') */
  none?: string;
}

/** A select of records by id (an account, a fund) outside react-hook-form, with the server's message under it. */
export function IdSelect({ label, value, onChange, options, error, none }: IdSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      error={!!error}
      helperText={error}
    >
      {none !== undefined && <MenuItem value="">{none}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An account as its select shows it: number · name. */
export const accountOption = (a: { id: number; account_number?: string | null; account_name: string }) => ({
  id: a.id,
  label: `${a.account_number ?? ''} · ${a.account_name}`,
});
