import { Box, Paper, Typography } from '@mui/material';
import { useAppInfo } from '../../api/app-info';
import { useAuth } from '../../app/auth-store';
import { PendingPoCard } from './PendingPoCard';

export default function DashboardPage() {
  const { data } = useAppInfo();
  const { user } = useAuth();
  return (
    <>
      <Paper sx={{ p: 4, mb: 3, background: 'linear-gradient(120deg, #0d2b5e, #3a5a8c)', color: '#fff' }}>
        <Typography variant="h4" component="h1">
          Welcome to {data?.org_name ?? ''}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.85 }}>Hello {user?.firstName}, here is your accounting and payables workspace.</Typography>
      </Paper>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <PendingPoCard />
      </Box>
    </>
  );
}
