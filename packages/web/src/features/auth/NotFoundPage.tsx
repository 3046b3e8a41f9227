import { M } from '@app/contract';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../components/useDocumentTitle';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography variant="h1" color="primary" fontWeight={700}>
          404
        </Typography>
        <Typography variant="h5" sx={{ mb: 3 }}>
          {M.notFound}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/app/dashboard">
          Go to the dashboard
        </Button>
      </Box>
    </Box>
  );
}
