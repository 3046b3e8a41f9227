import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/routes';
import { theme } from './app/theme';
import { DialogProvider } from './components/DialogProvider';

// Only what every page needs: the signed-in providers (queries, date pickers) live in src/app/AuthenticatedShell.tsx.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <DialogProvider>
        <RouterProvider router={router} />
      </DialogProvider>
    </ThemeProvider>
  </StrictMode>,
);
