import { M } from '@app/contract';
import { Box, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/client';
import { api } from '../../api/typed';
import { useDialogs } from '../../components/DialogProvider';
import { AuthCard } from './AuthCard';
import { AuthField } from './AuthField';
import { useAuthForm } from './useAuthForm';

export default function ForgotPasswordPage() {
  const dialogs = useDialogs();
  const form = useAuthForm(() => import('./schemas').then((m) => m.forgotRequest), { email: '' });
  const onSubmit = form.onSubmit(async (values) => {
    try {
      const res = await api.post('/password/email', { token: '', body: values });
      sessionStorage.setItem('reset_email', res.data.email);
      await dialogs.success(res.message ?? M.resetMailSent);
      form.reset();
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    }
  });
  return (
    <AuthCard title="Forgot password" subtitle="Enter the email of your account and we will mail you a link to choose a new password.">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <AuthField {...form.field('email')} label="Email" type="email" autoFocus inputProps={{ maxLength: 255 }} />
          <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
            Send reset link
          </Button>
          <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
            Back to sign in
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
