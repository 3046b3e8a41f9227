import { COUNTRIES, US_STATES } from '@app/contract';
import { Autocomplete, Grid, TextField } from '@mui/material';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { FormText } from '../../components/FormText';
import type { VendorForm } from './form';

type Side = 'billing' | 'shipping';
type Option = { code: string; name: string };

interface Props {
  control: Control<VendorForm>;
  side: Side;
  /** the fields that must be filled are marked (billing) */
  required?: boolean;
  disabled?: boolean;
}

/** A list chooser that stores the code (country 'US', state 'TX') and shows the name. */
function CodeChooser({
  control,
  name,
  label,
  options,
  required,
  disabled,
}: {
  control: Control<VendorForm>;
  name: `${Side}_country` | `${Side}_state`;
  label: string;
  options: ReadonlyArray<Option>;
  required?: boolean;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options as Option[]}
          value={options.find((o) => o.code === String(field.value ?? '').toUpperCase()) ?? null}
          onChange={(_, o) => field.onChange(o?.code ?? '')}
          onBlur={field.onBlur}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          disabled={disabled}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              id={name}
              inputRef={field.ref}
              label={label}
              required={required}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

/** Address lines, country, state (a list of US states in the US, free text elsewhere), city and zip. */
export function AddressFields({ control, side, required, disabled }: Props) {
  const country = useWatch({ control, name: `${side}_country` });
  const inUs = String(country ?? '').toUpperCase() === 'US';
  const half = { xs: 12, md: 6 };
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <FormText
          control={control}
          name={`${side}_address_line_1`}
          label="Address Line 1"
          required={required}
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      </Grid>
      <Grid size={half}>
        <FormText
          control={control}
          name={`${side}_address_line_2`}
          label="Address Line 2"
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      </Grid>
      <Grid size={half}>
        <CodeChooser control={control} name={`${side}_country`} label="Country" options={COUNTRIES} required={required} disabled={disabled} />
      </Grid>
      <Grid size={half}>
        {inUs ? (
          <CodeChooser control={control} name={`${side}_state`} label="State" options={US_STATES} required={required} disabled={disabled} />
        ) : (
          <FormText
            control={control}
            name={`${side}_state`}
            label="State"
            required={required}
            disabled={disabled}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        )}
      </Grid>
      <Grid size={half}>
        <FormText
          control={control}
          name={`${side}_city`}
          label="City"
          required={required}
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Grid>
      <Grid size={half}>
        <FormText
          control={control}
          name={`${side}_zip_code`}
          label="Zip Code"
          required={required}
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
        />
      </Grid>
    </Grid>
  );
}
