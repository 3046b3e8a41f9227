import { Autocomplete, Box, type SxProps, TextField, type Theme } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
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

/** How many companies the chooser offers at once (the server's default; typing narrows them). */
const CHOICES = 50;
/** Typing pauses this long before the chooser asks the server again. */
const SEARCH_DELAY_MS = 250;

/** `text` trimmed, once typing has paused SEARCH_DELAY_MS (what a searched chooser asks the server for). */
export function usePausedSearch(text: string) {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return search;
}

/** The first companies by name whose legal name contains `search` (the server's searched chooser). */
export function useCompanySearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['companies', 'options', 'search', search],
    queryFn: () => api.get('/getWholeCompanyData', { query: { search, limit: CHOICES } }).then((r) => r.data),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The query of one company by id; its answer is null when the caller cannot see it. */
export const companyOptionQuery = (id: number) => ({
  queryKey: ['companies', 'options', 'id', id],
  queryFn: () =>
    api
      .get('/getWholeCompanyData', { query: { id } })
      .then((r) => r.data[0] ?? null)
      .catch(() => null),
  staleTime: 60_000,
});

/** One company by id (a chooser's chosen value, a form's company name). */
export function useCompanyOption(id: number, enabled = true) {
  return useQuery({ ...companyOptionQuery(id), enabled: enabled && id > 0 });
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
  const companyId = isSuperAdmin ? Number(chosen) || 0 : 0;
  const company = useCompanyOption(companyId, lookUp && isSuperAdmin);
  return {
    companyId,
    ready: !isSuperAdmin || companyId > 0,
    name: isSuperAdmin ? (company.data?.legal_name ?? undefined) : own.data?.legal_name,
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
  /** a form's field: marked required, as wide as its cell, with a hint under it when there is no error */
  required?: boolean;
  fullWidth?: boolean;
  helperText?: string;
}

/**
 * The Super-Admin company chooser of lists and forms (issue 23 point 4): type to search; it offers the first
 * 50 companies by name whose legal name contains what is typed (never every company: a denomination has
 * thousands) and shows the chosen one, read by its id.
 */
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
  required,
  fullWidth,
  helperText,
}: Props) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = usePausedSearch(typed);
  const [picked, setPicked] = useState<CompanyOption | null>(null);
  const found = useCompanySearch(search, open);
  // One object per label: the Autocomplete puts its value's label back into the input whenever the value
  // changes identity, which would wipe what is being typed on every render.
  const all = useMemo<CompanyOption | null>(
    () => (allOption ? { id: 0, legal_name: allLabel, access_level: null, acess_level_name: null } : null),
    [allOption, allLabel],
  );
  const known = value > 0 && picked?.id === value ? picked : undefined;
  const byId = useCompanyOption(value, value > 0 && !known);
  const chosen = value > 0 ? (known ?? byId.data ?? null) : all;
  const options = [...(all && !search ? [all] : []), ...(found.data ?? []).filter((c) => c.id !== exclude)];
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setTyped('');
      }}
      options={options}
      value={chosen}
      loading={found.isFetching}
      disabled={disabled}
      filterOptions={(x) => x}
      getOptionLabel={(c) => c.legal_name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={found.isFetching ? 'Searching...' : 'No company has this in its name'}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      onChange={(_, c) => {
        setPicked(c && c.id > 0 ? c : null);
        onChange(c?.id ?? 0, c && c.id > 0 ? c : undefined);
      }}
      renderOption={(props, c) => (
        <li {...props} key={c.id}>
          {c.legal_name}
        </li>
      )}
      renderInput={(params) => <TextField {...params} name={name} label={label} required={required} error={!!error} helperText={error ?? helperText} />}
      fullWidth={fullWidth}
      sx={{ minWidth: 240 }}
    />
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
