import { Box, MenuItem, type SxProps, TextField, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/typed';
import { useAuth } from '../app/auth-store';

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
}

/** The Super-Admin company chooser of lists and forms. */
export function CompanySelect({ value, onChange, allOption, allLabel = 'All Company', label = 'Choose Company', error, disabled, name = 'company_id' }: Props) {
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
      {data.map((c) => (
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
