import { ACCESS_LEVELS, type CompanyUser, companyUserInput, M } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Close from '@mui/icons-material/Close';
import {
  AppBar,
  Button,
  Checkbox,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  IconButton,
  MenuItem,
  TextField,
  Toolbar,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useAuth } from '../../app/auth-store';
import { useDialogs } from '../../components/DialogProvider';
import { FormText } from '../../components/FormText';
import { usePositions, useRoleMatrix } from '../roles/api';
import { PermissionMatrix } from '../roles/PermissionMatrix';
import { CountryField, StateField } from '../../components/CountryStateFields';
import { emptyUser, type UserEntry } from './form';

interface Props {
  open: boolean;
  /** the entry being edited; null adds a user */
  entry: UserEntry | null;
  /** the company's access level: positions are those of this level */
  level: number | null;
  /** emails already in the list (the edited entry's own excluded) */
  takenEmails: string[];
  onSave(entry: UserEntry): void;
  onClose(): void;
}

const half = { xs: 12, md: 6 };

/** The full-screen 'Add Company User' dialog, with the read-only permissions of the chosen position. */
export function CompanyUserDialog({ open, entry, level, takenEmails, onSave, onClose }: Props) {
  const dialogs = useDialogs();
  // The server refuses the flag from anyone else (DESIGN.md section 4): the box only shows it.
  const { isSuperAdmin } = useAuth();
  const [showPermissions, setShowPermissions] = useState(false);
  const { control, handleSubmit, reset } = useForm<UserEntry, unknown, CompanyUser>({
    resolver: zodResolver(companyUserInput),
    defaultValues: emptyUser(level),
  });
  useEffect(() => {
    if (open) reset(entry ? { ...entry, access_level: level } : emptyUser(level));
  }, [open, entry, level, reset]);
  const positions = usePositions(level);
  const position = Number(useWatch({ control, name: 'position' })) || null;
  const matrix = useRoleMatrix(showPermissions ? position : null);
  const levelName = ACCESS_LEVELS.find((l) => l.id === level)?.name ?? '';

  const onSubmit = handleSubmit(async (values) => {
    if (takenEmails.includes(values.email)) {
      await dialogs.warning(M.userAlreadyAdded(values.email));
      return;
    }
    const name = positions.data?.find((p) => p.id === values.position)?.name ?? null;
    onSave({ ...entry, ...values, approver: values.approver, position_name: name, password_set: entry?.password_set });
  });

  const text = (name: keyof UserEntry & string, label: string, required = false, max = 255) => (
    <Grid size={half}>
      <FormText control={control} name={name} id={`user_${name}`} label={label} required={required} slotProps={{ htmlInput: { maxLength: max } }} />
    </Grid>
  );

  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="company-user-title">
      <form noValidate onSubmit={onSubmit}>
        <AppBar position="sticky" elevation={0}>
          <Toolbar>
            <IconButton edge="start" color="inherit" onClick={onClose} aria-label="Close">
              <Close />
            </IconButton>
            <Typography id="company-user-title" variant="h6" component="h2" sx={{ ml: 2, flexGrow: 1 }}>
              {entry ? 'Edit Company User' : 'Add Company User'}
            </Typography>
            <Button color="inherit" type="submit" variant="outlined">
              {entry ? 'Update User' : 'Add User'}
            </Button>
          </Toolbar>
        </AppBar>
        <Container maxWidth="md" sx={{ py: 3 }}>
          <Grid container spacing={2}>
            {text('first_name', 'First Name', true)}
            {text('middle_name', 'Middle Name')}
            {text('last_name', 'Last Name', true)}
            {text('email', 'Email', true)}
            {text('contact_number', 'Contact Number', false, 12)}
            {text('address_line_1', 'Address Line 1', true)}
            {text('address_line_2', 'Address Line 2')}
            <Grid size={half}>
              <CountryField control={control} name="country" id="user_country" label="Country" required />
            </Grid>
            <Grid size={half}>
              <StateField control={control} name="state" id="user_state" countryName="country" label="State" required />
            </Grid>
            {text('city', 'City', true, 100)}
            <Grid size={half}>
              <FormText
                control={control}
                name="zip_code"
                id="user_zip_code"
                label="Zip Code"
                required
                slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={half}>
              <TextField
                label="Access Level"
                value={levelName}
                disabled
                helperText={level ? 'The access level of the company' : 'Choose the access level of the company first'}
              />
            </Grid>
            <Grid size={half}>
              <Controller
                control={control}
                name="position"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    id="user_position"
                    label="Position"
                    required
                    disabled={!level || positions.isLoading}
                    name={field.name}
                    inputRef={field.ref}
                    value={positions.data?.some((p) => p.id === Number(field.value)) ? Number(field.value) : ''}
                    onChange={(e) => field.onChange(Number(e.target.value))}
                    onBlur={field.onBlur}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  >
                    {(positions.data ?? []).map((p) => (
                      <MenuItem key={p.id} value={p.id}>
                        {p.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={half}>
              <Controller
                control={control}
                name="approver"
                render={({ field }) => (
                  <FormControlLabel
                    disabled={!isSuperAdmin}
                    control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} inputRef={field.ref} />}
                    label="Supervisor"
                  />
                )}
              />
              <Typography variant="caption" color="text.secondary" display="block">
                A supervisor approves purchase orders.{isSuperAdmin ? '' : ` ${M.approverAdminOnly}`}
              </Typography>
            </Grid>
            <Grid size={half} sx={{ display: 'flex', alignItems: 'flex-start' }}>
              <Button variant="outlined" disabled={!position} onClick={() => setShowPermissions(true)}>
                View permissions
              </Button>
            </Grid>
          </Grid>
          {!entry && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
              When the company is saved, the user receives an email with a link to choose their password.
            </Typography>
          )}
        </Container>
      </form>
      <Dialog open={showPermissions} onClose={() => setShowPermissions(false)} maxWidth="md" fullWidth aria-labelledby="permissions-title">
        <DialogTitle id="permissions-title">Permissions</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {matrix.data ? `${matrix.data.role.name} (${matrix.data.role.acess_level_name})` : ''}
          </Typography>
          <PermissionMatrix rows={matrix.data?.permissions ?? []} loading={matrix.isFetching} readOnly />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setShowPermissions(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
