import { changePasswordRequest, M } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { api } from '../../api/typed';
import { useDialogs } from '../../components/DialogProvider';
import { FormText } from '../../components/FormText';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value || '—'}</Typography>
    </Box>
  );
}

export default function AccountPage() {
  const dialogs = useDialogs();
  const { data, isLoading } = useQuery({ queryKey: ['account'], queryFn: () => api.get('/account').then((r) => r.data) });
  const { control, handleSubmit, formState, reset, setError } = useForm<z.input<typeof changePasswordRequest>>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await api.post('/account/password', { body: values });
      reset();
      await dialogs.success(res.message ?? M.passwordChanged);
    } catch (err) {
      if (err instanceof ApiError && err.first('current_password')) setError('current_password', { message: err.first('current_password') });
      else await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    }
  });
  if (isLoading) return <LoadingOverlay />;
  const name = [data?.first_name, data?.middle_name, data?.last_name].filter(Boolean).join(' ');
  return (
    <>
      <PageHeader title="My Profile" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" gutterBottom>
              Profile
            </Typography>
            <Stack spacing={1.5}>
              <Field label="Name" value={name} />
              <Field label="Email" value={data?.email} />
              <Field label="Contact number" value={data?.contact_number} />
              <Field label="Company" value={data?.comapnay_name ?? (data?.role_name === 'Super-Admin' ? M.superAdminLabel : null)} />
              <Field label="Position" value={data?.role_name} />
              <Field label="Access level" value={data?.acess_level_name} />
              {data?.approver ? <Field label="Supervisor" value="Yes (approves purchase orders)" /> : null}
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" gutterBottom>
              Change password
            </Typography>
            <Box component="form" noValidate onSubmit={onSubmit}>
              <Stack spacing={2}>
                <FormText control={control} name="current_password" label="Current password" type="password" autoComplete="current-password" />
                <FormText
                  control={control}
                  name="password"
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                  helperText="At least 8 characters, with a letter"
                />
                <FormText control={control} name="password_confirmation" label="Confirm new password" type="password" autoComplete="new-password" />
                <Box>
                  <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
                    Change password
                  </Button>
                </Box>
              </Stack>
            </Box>
          </Paper>
        </Grid>
      </Grid>
    </>
  );
}
