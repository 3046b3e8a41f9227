import { M, type SignInData } from '@app/contract';
import { Box, Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { api } from '../../api/typed';
import { authStore } from '../../app/auth-store';
import { useDialogs } from '../../components/DialogProvider';
import { AuthCard } from './AuthCard';
import { AuthField } from './AuthField';

/** /two-factor-auth?first_name=&access_token=&id= : the emailed 6-digit code. */
export default function TwoFactorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const token = params.get('access_token') ?? '';
  const id = params.get('id') ?? '';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // The contract's rule, loaded with zod on submit (see useAuthForm).
    const { otpRequest } = await import('./schemas');
    const parsed = otpRequest.safeParse({ otp, id });
    if (!parsed.success) {
      setError(parsed.error.issues.find((i) => i.path[0] === 'otp')?.message ?? M.otpRequired);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const res = await api.post('/user/otp-verify', { token, body: parsed.data });
      const pending = sessionStorage.getItem('pending_signin');
      sessionStorage.removeItem('pending_signin');
      await dialogs.success(res.message ?? M.codeVerified);
      if (!pending) {
        navigate('/login', { replace: true });
        return;
      }
      // The token in this page's URL has ended: the session goes on with the one the server just answered.
      authStore.signIn({ ...(JSON.parse(pending) as SignInData), access_token: res.data.access_token });
      navigate('/app/dashboard', { replace: true });
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
      if (err instanceof ApiError && err.status === 401) navigate('/login', { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Two-factor verification" subtitle={`Hello ${params.get('first_name') ?? ''}, enter the 6-digit code we emailed you.`}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <AuthField
            name="otp"
            label="Verification code"
            value={otp}
            onChange={(e) => {
              setOtp(e.target.value.trim());
              setError(undefined); // the message was about the code as it was
            }}
            error={error}
            helperText="The code is valid for 10 minutes."
            autoFocus
            autoComplete="one-time-code"
            inputProps={{ inputMode: 'numeric', maxLength: 6 }}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Verify
          </Button>
          <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
            Back to sign in
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
