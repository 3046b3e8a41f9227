import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useAppInfo } from '../../api/app-info';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** The frame of the public screens: logo, organisation, a card. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { data } = useAppInfo();
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(160deg, #061a3a 0%, #0d2b5e 55%, #3a5a8c 100%)', p: 2 }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth: 420, p: 4 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <img src="/logo.svg" alt="Logo" width={44} height={44} />
          <Box>
            <Typography variant="subtitle1" fontWeight={600} lineHeight={1.2}>
              Church Accounting
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {data?.org_name}
            </Typography>
          </Box>
        </Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
