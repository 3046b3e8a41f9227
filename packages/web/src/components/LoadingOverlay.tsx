import { M } from '@app/contract';
import { Backdrop, Box, CircularProgress, Typography } from '@mui/material';

/** The specification's loading overlay: 'Loading your content...' (white on solid navy: readable over any page). */
export function LoadingOverlay({ open = true }: { open?: boolean }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (t) => t.zIndex.modal + 1 }}>
      <Box
        role="status"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, px: 4, py: 3, borderRadius: 2, bgcolor: 'primary.dark', color: '#fff' }}
      >
        <CircularProgress color="inherit" aria-label={M.loading} />
        <Typography>{M.loading}</Typography>
      </Box>
    </Backdrop>
  );
}
