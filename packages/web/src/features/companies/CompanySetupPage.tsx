import { type CompanyRequest, companyCreateRequest, companyUpdateRequest, M } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { type Control, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { useDialogs } from '../../components/DialogProvider';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { useClearErrorsOnChange } from '../../components/useClearErrorsOnChange';
import { createCompany, updateCompany, useCompany, useRefreshCompanies } from './api';
import { CompanyFields } from './CompanyFields';
import { CompanyUserDialog } from './CompanyUserDialog';
import { CompanyUsersTable } from './CompanyUsersTable';
import { type CompanyForm, emptyCompany, toForm, type UserEntry } from './form';
import { ClosingDatePanel } from '../closing-date/ClosingDatePanel';
import { UserChangesPanel } from './UserChangesPanel';

/** /app/company-setup (new) and /app/company-setup/{id} (edit): the company and its users, saved together. */
export default function CompanySetupPage() {
  const { id } = useParams();
  const auth = useAuth();
  const companyId = id ? Number(id) : null;
  if (companyId !== null && !(companyId > 0)) return <Navigate to="/404" replace />;
  if (companyId ? !auth.can('CompanyInformation_View') : !auth.isSuperAdmin) return <Navigate to="/404" replace />;
  // A new key per company: the form starts clean when the page moves from one company to another.
  return <CompanySetup key={companyId ?? 'new'} companyId={companyId} />;
}

function CompanySetup({ companyId }: { companyId: number | null }) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const auth = useAuth();
  const refresh = useRefreshCompanies();
  const loaded = useCompany(companyId);
  const [dialog, setDialog] = useState<{ index: number | null } | null>(null);
  const editing = companyId !== null;
  const form = useForm<CompanyForm, unknown, CompanyRequest>({
    resolver: zodResolver(editing ? companyUpdateRequest : companyCreateRequest) as never,
    defaultValues: emptyCompany(),
  });
  const { control, handleSubmit, reset, setValue, setError, formState } = form;
  // A user entry corrected in its dialog reaches the form by setValue, which re-checks nothing: without this
  // the alert would keep naming the email the server refused.
  useClearErrorsOnChange(form);
  useEffect(() => {
    if (loaded.data) reset(toForm(loaded.data));
  }, [loaded.data, reset]);

  const users = useWatch({ control, name: 'users' }) ?? [];
  const level = Number(useWatch({ control, name: 'access_level' })) || null;
  const levelMismatch = users.some((u) => u.access_level && Number(u.access_level) !== level);
  const userError = formState.errors.users;
  // A problem with one user's entry names that user, since the entry's fields live in the dialog.
  const firstUserError =
    userError?.message ??
    (Array.isArray(userError)
      ? userError
          .map((e, i) => {
            const message = Object.values(e ?? {}).map((x) => (x as { message?: string })?.message)[0];
            return message ? `${users[i]?.email ?? `User ${i + 1}`}: ${message}` : undefined;
          })
          .find(Boolean)
      : undefined);

  const saveUser = (entry: UserEntry) => {
    const next = [...users];
    if (dialog?.index !== null && dialog?.index !== undefined) next[dialog.index] = entry;
    else next.push(entry);
    setValue('users', next, { shouldDirty: true });
    setDialog(null);
  };
  const removeUser = async (index: number) => {
    const u = users[index];
    const text = u.id ? 'The user will be removed from this company and signed out when you save the company.' : undefined;
    if (!(await dialogs.confirm(`Remove ${u.email}?`, text))) return;
    setValue(
      'users',
      users.filter((_, i) => i !== index),
      { shouldDirty: true },
    );
  };

  const showFieldErrors = (err: ApiError) => {
    for (const [field, messages] of Object.entries(err.errors)) setError(field as FieldPath<CompanyForm>, { message: messages[0] });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (editing) {
        const res = await updateCompany(companyId, values);
        await refresh();
        await dialogs.success(res.message);
        navigate('/app/company-list');
      } else {
        const res = await createCompany(values);
        await refresh();
        await dialogs.success(res.message);
        navigate(`/app/company-setup/${res.lastInsertedId}`, { replace: true });
      }
    } catch (err) {
      const apiErr = err instanceof ApiError ? err : null;
      await dialogs.warning(apiErr?.message ?? M.serverError);
      if (apiErr?.status === 422) return showFieldErrors(apiErr); // the entries stay, with the fields marked
      if (!editing) {
        // The specification: after a failed create, a blank company setup.
        reset(emptyCompany());
        navigate('/app/company-setup', { replace: true });
      }
    }
  });

  if (editing && loaded.isLoading) return <LoadingOverlay />;
  if (editing && loaded.error) return <Alert severity="warning">{(loaded.error as Error).message}</Alert>;
  return (
    <>
      <PageHeader title={editing ? `Company Setup: ${loaded.data?.legal_name ?? ''}` : 'Company Setup'} />
      <form noValidate onSubmit={onSubmit}>
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Company Information
          </Typography>
          <CompanyFields control={control as unknown as Control<CompanyForm>} editing={editing} companyId={companyId ?? undefined} />
        </Paper>

        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              Company Users
            </Typography>
            <Button variant="outlined" onClick={() => setDialog({ index: null })}>
              + Add User
            </Button>
          </Box>
          {!level && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Choose the access level of the company first: it decides the positions its users can have.
            </Alert>
          )}
          {levelMismatch && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              The access level changed: edit each user and choose a position of the new access level.
            </Alert>
          )}
          {firstUserError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {firstUserError}
            </Alert>
          )}
          <CompanyUsersTable users={users} onEdit={(index) => setDialog({ index })} onRemove={removeUser} />
        </Paper>

        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate('/app/company-list')}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save Company
          </Button>
        </Stack>
      </form>
      {editing && (
        <Box sx={{ mt: 3 }}>
          <ClosingDatePanel companyId={companyId} />
        </Box>
      )}
      {editing && auth.isSuperAdmin && (
        <Box sx={{ mt: 3 }}>
          <UserChangesPanel companyId={companyId} />
        </Box>
      )}
      <CompanyUserDialog
        open={!!dialog}
        entry={dialog?.index != null ? users[dialog.index] : null}
        level={level}
        takenEmails={users.filter((_, i) => i !== dialog?.index).map((u) => String(u.email).toLowerCase())}
        onSave={saveUser}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
