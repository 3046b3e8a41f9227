import { forgotRequest, M } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { ApiError, apiFetch } from '../../api/client';
import { useDialogs } from '../../components/DialogProvider';
import { FormText } from '../../components/FormText';
import { AuthCard } from './AuthCard';

export default function ForgotPasswordPage() {
  const dialogs = useDialogs();
  const { control, handleSubmit, formState, reset } = useForm<z.input<typeof forgotRequest>, unknown, z.output<typeof forgotRequest>>({
    resolver: zodResolver(forgotRequest),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ message: string; data: { email: string } }>('/password/email', { token: '', body: values });
      sessionStorage.setItem('reset_email', res.data.email);
      await dialogs.success(res.message ?? M.resetMailSent);
      reset();
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    }
  });
  return (
    <AuthCard title="Forgot password" subtitle="Enter the email of your account and we will mail you a link to choose a new password.">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <FormText control={control} name="email" label="Email" type="email" autoFocus slotProps={{ htmlInput: { maxLength: 255 } }} />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
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
