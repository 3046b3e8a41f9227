import { M } from '@app/contract';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import { Box, Button, Dialog, DialogActions, DialogContent, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { Open } from './DialogProvider';

/** The view of DialogProvider's popups (loaded lazily by it): icon, title, text and the buttons. */
export default function PopupDialog({ popup: open, onClose }: { popup: Open | null; onClose(ok: boolean, reason?: string): void }) {
  // The optional reason of a void (issue 28.5): empty for each new popup.
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (open) setReason('');
  }, [open]);
  const close = (ok: boolean) => onClose(ok, open?.askReason ? reason.trim() : undefined);
  const Icon = open?.kind === 'success' ? CheckCircleOutline : open?.kind === 'warning' ? ErrorOutline : HelpOutline;
  const color = open?.kind === 'success' ? 'success.main' : open?.kind === 'warning' ? 'warning.main' : 'primary.main';
  return (
    <Dialog
      open={!!open}
      onClose={() => close(false)}
      maxWidth={open?.text?.includes('\n') ? 'sm' : 'xs'}
      fullWidth
      aria-labelledby="popup-title"
      role={open?.kind === 'confirm' ? 'alertdialog' : 'dialog'}
    >
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <Icon sx={{ fontSize: 64, color }} />
        <Typography id="popup-title" variant="h6" sx={{ mt: 1 }}>
          {open?.title}
        </Typography>
        {open?.text && (
          // A text of several lines (a void naming its cascade) reads as a left-aligned list, its breaks kept.
          <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line', textAlign: open.text.includes('\n') ? 'left' : 'center' }}>
            {open.text}
          </Typography>
        )}
        {open?.askReason && (
          <TextField
            label="Reason for the void (optional)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            inputProps={{ maxLength: 500 }}
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        {open?.kind === 'confirm' ? (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" color="inherit" onClick={() => close(false)}>
              {M.noCancel}
            </Button>
            <Button variant="contained" color="error" onClick={() => close(true)} autoFocus={!open.askReason}>
              {M.yesSure}
            </Button>
          </Box>
        ) : (
          // No 'Ok' on a closing popup (null while its exit runs): a click on it did nothing, and once left the
          // next popup open (a journey clicked it between a confirmation and the success that followed).
          open && (
            <Button variant="contained" onClick={() => close(true)} autoFocus>
              {M.ok}
            </Button>
          )
        )}
      </DialogActions>
    </Dialog>
  );
}
