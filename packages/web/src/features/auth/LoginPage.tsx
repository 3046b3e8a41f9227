import { M } from '@app/contract';
import { Box, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { api } from '../../api/typed';
import { authStore } from '../../app/auth-store';
import { useDialogs } from '../../components/DialogProvider';
import { AuthCard } from './AuthCard';
import { AuthField } from './AuthField';
import { useAuthForm } from './useAuthForm';

/** A stable id for this browser, sent with sign-in as the specification's browser_id. */
function browserId() {
  let id = localStorage.getItem('browser_id');
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem('browser_id', id);
  }
  return id;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const dialogs = useDialogs();
  const form = useAuthForm(() => import('./schemas').then((m) => m.loginRequest), { email: '', password: '' });

  const onSubmit = form.onSubmit(async (values) => {
    try {
      const res = await api.post('/login', {
        token: '',
        body: { email: values.email, password: values.password, browser_information: navigator.userAgent, browser_id: browserId() },
      });
      const data = res.data;
      if (data.authentication) {
        // Kept for this tab only until the emailed code is verified.
        sessionStorage.setItem('pending_signin', JSON.stringify(data));
        const q = new URLSearchParams({ first_name: data.first_name, access_token: data.access_token, id: String(data.id) });
        navigate(`/two-factor-auth?${q}`);
        return;
      }
      authStore.signIn(data);
      // Shown in place of an /app page: stay there; otherwise go to the dashboard.
      if (!location.pathname.startsWith('/app')) navigate('/app/dashboard', { replace: true });
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    }
  });

  return (
    <AuthCard title="Sign in" subtitle="Use the email and password of your account.">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <AuthField {...form.field('email')} label="Email" type="email" autoComplete="username" autoFocus inputProps={{ maxLength: 255 }} />
          <AuthField {...form.field('password')} label="Password" type="password" autoComplete="current-password" inputProps={{ maxLength: 255 }} />
          <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
            {M.signIn}
          </Button>
          <Box sx={{ textAlign: 'center', typography: 'body2' }}>
            Forgot your password?{' '}
            <Link component={RouterLink} to="/forgot-password">
              {M.clickToReset}
            </Link>
          </Box>
        </Stack>
      </Box>
    </AuthCard>
  );
}
