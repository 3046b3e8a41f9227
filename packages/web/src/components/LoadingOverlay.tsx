import { M } from '@app/contract';
import { Backdrop, CircularProgress, Typography } from '@mui/material';

/** The specification's loading overlay: 'Loading your content...'. */
export function LoadingOverlay({ open = true }: { open?: boolean }) {
  return (
    <Backdrop open={open} sx={{ color: '#fff', zIndex: (t) => t.zIndex.modal + 1, flexDirection: 'column', gap: 2 }}>
      <CircularProgress color="inherit" />
      <Typography>{M.loading}</Typography>
    </Backdrop>
  );
}
