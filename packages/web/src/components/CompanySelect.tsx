import { Box, MenuItem, type SxProps, TextField, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { api } from '../api/typed';
import { useAuth } from '../app/auth-store';
import { ReadOnlyField } from './ReadOnlyField';

export interface CompanyOption {
  id: number;
  legal_name: string;
  access_level: number | null;
  acess_level_name: string | null;
}

/** Companies the caller may act for (Super-Admin: all; others: their own). */
export function useCompanyOptions(enabled = true) {
  return useQuery({
    queryKey: ['companies', 'options'],
    queryFn: () => api.get('/getWholeCompanyData').then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
}

/** The signed-in company user's own company (shown read-only on forms). */
export function useOwnCompany(enabled: boolean) {
  return useQuery({
    queryKey: ['companies', 'own'],
    queryFn: () => api.get('/getSelecetdCompanyData').then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * The company a form writes for: the Super-Admin's choice (`chosen`, the form's company_id) or the company
 * user's own. `companyId` is what look-ups take (0: the caller's own), `ready` once there is a company,
 * `name` its legal name and `id` its real id (the vendor dialog's company). `lookUp: false` reads neither
 * name nor id (a form that shows no company name).
 */
export function useFormCompany(chosen: unknown, { lookUp = true } = {}) {
  const { isSuperAdmin } = useAuth();
  const own = useOwnCompany(lookUp && !isSuperAdmin);
  const companies = useCompanyOptions(lookUp && isSuperAdmin);
  const companyId = isSuperAdmin ? Number(chosen) || 0 : 0;
  return {
    companyId,
    ready: !isSuperAdmin || companyId > 0,
    name: isSuperAdmin ? companies.data?.find((c) => c.id === companyId)?.legal_name : own.data?.legal_name,
    id: isSuperAdmin ? companyId : (own.data?.id ?? 0),
  };
}

interface Props {
  value: number;
  onChange(id: number, company: CompanyOption | undefined): void;
  /** adds the 'All Company' option (value 0) for list filters */
  allOption?: boolean;
  /** the text of the value-0 option, when it means something else than a filter's 'All Company' */
  allLabel?: string;
  label?: string;
  error?: string;
  disabled?: boolean;
  name?: string;
  /** a company not to offer (a company cannot be its own parent) */
  exclude?: number;
}

/** The Super-Admin company chooser of lists and forms. */
export function CompanySelect({
  value,
  onChange,
  allOption,
  allLabel = 'All Company',
  label = 'Choose Company',
  error,
  disabled,
  name = 'company_id',
  exclude,
}: Props) {
  const { data = [], isLoading } = useCompanyOptions();
  return (
    <TextField
      select
      name={name}
      label={label}
      value={isLoading && value ? '' : value || (allOption ? 0 : '')}
      onChange={(e) => {
        const id = Number(e.target.value);
        onChange(
          id,
          data.find((c) => c.id === id),
        );
      }}
      error={!!error}
      helperText={error}
      disabled={disabled}
      sx={{ minWidth: 240 }}
    >
      {allOption && <MenuItem value={0}>{allLabel}</MenuItem>}
      {data
        .filter((c) => c.id !== exclude)
        .map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.legal_name}
          </MenuItem>
        ))}
    </TextField>
  );
}

/** The Super-Admin 'All Company' filter above a list; company users see only their own company, so nothing. */
export function CompanyFilter({ value, onChange, sx }: { value: number; onChange(id: number): void; sx?: SxProps<Theme> }) {
  const { isSuperAdmin } = useAuth();
  if (!isSuperAdmin) return null;
  return (
    <Box sx={[{ width: 320 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <CompanySelect allOption value={value} onChange={(id) => onChange(id)} />
    </Box>
  );
}

interface FormCompanyProps<T extends FieldValues> {
  control: Control<T>;
  /** the Super-Admin writing a new record chooses; everyone else sees the company's name */
  choose: boolean;
  /** the legal name shown read-only */
  name: string | undefined;
  disabled?: boolean;
  /** after a choice: clear what belonged to the company chosen before (vendors, accounts, rows) */
  onChosen(id: number): void;
}

/** A money form's Company: the chooser bound to its company_id, or the company's name read-only. */
export function FormCompany<T extends FieldValues>({ control, choose, name, disabled, onChosen }: FormCompanyProps<T>) {
  if (!choose) return <ReadOnlyField label="Company" value={name ?? ''} disabled={disabled} />;
  return (
    <Controller
      control={control}
      name={'company_id' as Path<T>}
      render={({ field }) => (
        <CompanySelect
          label="Company"
          value={Number(field.value) || 0}
          onChange={(id) => {
            field.onChange(id);
            onChosen(id);
          }}
        />
      )}
    />
  );
}
