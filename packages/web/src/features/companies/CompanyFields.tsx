import { ACCESS_LEVELS, COMPANY_TYPES, M, WORDS_GROUPING_NAMES, WORDS_GROUPINGS } from '@app/contract';
import { FormControlLabel, Grid, Switch, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import dayjs from 'dayjs';
import { type Control, Controller, type Path } from 'react-hook-form';
import { CountryField, StateField } from '../../components/CountryStateFields';
import { CompanySelect } from '../../components/CompanySelect';
import { FormSelect } from '../../components/FormSelect';
import { useAuth } from '../../app/auth-store';
import { FormText } from '../../components/FormText';
import { useNamedList } from './api';
import type { CompanyForm } from './form';
import { LogoField } from './LogoField';

const third = { xs: 12, sm: 6, md: 4 };

const text = (control: Control<CompanyForm>, name: Path<CompanyForm>, label: string, opts: { required?: boolean; max?: number; numeric?: boolean } = {}) => (
  <Grid size={third}>
    <FormText
      control={control}
      name={name}
      label={label}
      required={opts.required}
      slotProps={{ htmlInput: { maxLength: opts.max ?? 255, ...(opts.numeric ? { inputMode: 'numeric' } : {}) } }}
    />
  </Grid>
);

/** Every field of the Company entity. The location is fixed once the company exists. */
export function CompanyFields({ control, editing, companyId }: { control: Control<CompanyForm>; editing: boolean; companyId?: number }) {
  const auth = useAuth();
  const locations = useNamedList('location');
  const ministries = useNamedList('ministry');
  const noLocations = !locations.isLoading && (locations.data ?? []).length === 0;
  return (
    <Grid container spacing={2}>
      {text(control, 'legal_name', 'Legal Name', { required: true })}
      <Grid size={third}>
        <FormSelect control={control} name="company_type" label="Company Type" required options={COMPANY_TYPES.map((t) => ({ value: t, label: t }))} />
      </Grid>
      {text(control, 'ein', 'EIN', { required: true, max: 50 })}

      <Grid size={12}>
        <Typography variant="subtitle2" color="text.secondary">
          Primary contact
        </Typography>
      </Grid>
      {text(control, 'primary_first_name', 'First Name', { required: true })}
      {text(control, 'primary_middle_name', 'Middle Name')}
      {text(control, 'primary_last_name', 'Last Name', { required: true })}
      <Grid size={12}>
        <Typography variant="subtitle2" color="text.secondary">
          Secondary contact
        </Typography>
      </Grid>
      {text(control, 'secondary_first_name', 'First Name')}
      {text(control, 'secondary_middle_name', 'Middle Name')}
      {text(control, 'secondary_last_name', 'Last Name')}

      <Grid size={12}>
        <Typography variant="subtitle2" color="text.secondary">
          Address and contact
        </Typography>
      </Grid>
      {text(control, 'address_line_1', 'Address Line 1')}
      {text(control, 'address_line_2', 'Address Line 2')}
      {text(control, 'city', 'City', { max: 100 })}
      <Grid size={third}>
        <CountryField control={control} name="country" label="Country" />
      </Grid>
      <Grid size={third}>
        <StateField control={control} name="state" countryName="country" label="State" />
      </Grid>
      {text(control, 'zip_code', 'Zip Code', { max: 5, numeric: true })}
      {text(control, 'email', 'Email', { required: true })}
      {text(control, 'telephone_number', 'Telephone', { max: 12, numeric: true })}
      {text(control, 'fax', 'Fax', { max: 20 })}
      {text(control, 'url', 'Website')}

      <Grid size={third}>
        <Controller
          control={control}
          name="fiscal_year"
          render={({ field, fieldState }) => (
            <DatePicker
              label="Fiscal Year"
              views={['year']}
              openTo="year"
              value={field.value ? dayjs(`${field.value}-01-01`) : null}
              onChange={(d) => field.onChange(d?.isValid() ? d.year() : null)}
              slotProps={{
                textField: { id: 'fiscal_year', size: 'small', fullWidth: true, error: !!fieldState.error, helperText: fieldState.error?.message },
                field: { clearable: true },
              }}
            />
          )}
        />
      </Grid>
      <Grid size={third}>
        <FormSelect
          control={control}
          name="amount_words_grouping"
          label={M.wordsGroupingLabel}
          helperText="Written on each check when it is made"
          options={WORDS_GROUPINGS.map((g) => ({ value: g, label: WORDS_GROUPING_NAMES[g] }))}
        />
      </Grid>
      <Grid size={third}>
        <FormSelect control={control} name="access_level" label="Access Level" required options={ACCESS_LEVELS.map((l) => ({ value: l.id, label: l.name }))} />
      </Grid>
      <Grid size={third}>
        {/* The denomination's tree (issue 27): only Super-Admin moves a company in it; the server refuses a cycle. */}
        <Controller
          control={control}
          name="parent_company_id"
          render={({ field, fieldState }) => (
            <CompanySelect
              name="parent_company_id"
              label="Parent Company"
              allOption
              allLabel="None (top of the tree)"
              value={Number(field.value) || 0}
              onChange={(id) => field.onChange(id || null)}
              error={fieldState.error?.message}
              disabled={!auth.isSuperAdmin}
              exclude={companyId}
            />
          )}
        />
      </Grid>
      <Grid size={third}>
        <FormSelect
          control={control}
          name="location"
          label="Location"
          required
          disabled={editing || noLocations}
          helperText={noLocations ? 'Add a location first (Manage Locations on the company list)' : undefined}
          options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
        />
      </Grid>
      <Grid size={third}>
        <FormSelect
          control={control}
          name="ministry"
          label="Ministry"
          emptyLabel="None"
          options={(ministries.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
        />
      </Grid>
      <Grid size={third}>
        <Controller
          control={control}
          name="authentication"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} inputRef={field.ref} />}
              label="Two-factor authentication for its users"
            />
          )}
        />
      </Grid>
      <Grid size={third}>
        <Controller
          control={control}
          name="refuse_fund_overdraft"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} inputRef={field.ref} />}
              label={M.refuseFundOverdraftLabel}
            />
          )}
        />
      </Grid>
      <Grid size={third}>
        <Controller
          control={control}
          name="logo"
          render={({ field, fieldState }) => <LogoField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
      </Grid>
    </Grid>
  );
}
