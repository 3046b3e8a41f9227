import { CHECK_TEXT, M } from '@app/contract';
import { Backdrop, CircularProgress, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useDialogs } from '../../components/DialogProvider';
import { downloadChecks } from './api';

/**
 * Print one or several checks: while the server prepares the PDF (a long run takes a while) a progress
 * indicator covers the page; the PDF then downloads. Returns [print, indicator element].
 */
export function usePrintChecks() {
  const dialogs = useDialogs();
  const [busy, setBusy] = useState<number | null>(null);
  const print = async (ids: number[], name: string) => {
    setBusy(ids.length);
    try {
      await downloadChecks(ids, name);
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    } finally {
      setBusy(null);
    }
  };
  const indicator = (
    <Backdrop open={busy !== null} sx={{ zIndex: (t) => t.zIndex.modal + 1 }}>
      <Paper role="status" aria-live="polite" sx={{ p: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={28} />
        <Typography>{CHECK_TEXT.printing(busy ?? 0)}</Typography>
      </Paper>
    </Backdrop>
  );
  return [print, indicator] as const;
}
