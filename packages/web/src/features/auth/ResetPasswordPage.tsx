import { M } from '@app/contract';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { api } from '../../api/typed';
import { useDialogs } from '../../components/DialogProvider';
import { AuthCard } from './AuthCard';
import { AuthField } from './AuthField';
import { useAuthForm } from './useAuthForm';

/** Reached from the emailed link (forgotten password or invitation): ?token=...&email=... */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? sessionStorage.getItem('reset_email') ?? '';
  const form = useAuthForm(() => import('./schemas').then((m) => m.resetForm), { password: '', password_confirmation: '' });
  const onSubmit = form.onSubmit(async (values) => {
    try {
      const res = await api.post('/password/reset', { token: '', body: { email, token, ...values } });
      sessionStorage.removeItem('reset_email');
      await dialogs.success(res.message ?? M.passwordChanged);
      navigate('/login', { replace: true });
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    }
  });
  return (
    <AuthCard title="Choose a new password" subtitle={email ? `For ${email}` : undefined}>
      {!token ? (
        <Alert severity="warning">
          This page opens from the link in your email.{' '}
          <Link component={RouterLink} to="/forgot-password">
            Ask for a new link
          </Link>
          .
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <AuthField
              {...form.field('password')}
              label="New password"
              type="password"
              autoComplete="new-password"
              autoFocus
              helperText="At least 8 characters, with a letter"
            />
            <AuthField {...form.field('password_confirmation')} label="Confirm password" type="password" autoComplete="new-password" />
            <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
              Change password
            </Button>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}
