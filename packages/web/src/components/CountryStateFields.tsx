import { COUNTRIES, US_STATES } from '@app/contract';
import { Autocomplete, TextField } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { FormText } from './FormText';

type Option = { code: string; name: string };

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** the input's id when the page holds two forms with the same field names */
  id?: string;
}

/** A list chooser that stores the code ('US', 'TX') and shows the name. */
function CodeChooser<T extends FieldValues>({ control, name, label, options, required, disabled, id }: Props<T> & { options: ReadonlyArray<Option> }) {
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
              id={id ?? name}
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

export function CountryField<T extends FieldValues>(props: Props<T>) {
  return <CodeChooser {...props} options={COUNTRIES} />;
}

/** A list of US states when the country is US; free text elsewhere. */
export function StateField<T extends FieldValues>(props: Props<T> & { countryName: Path<T> }) {
  const { countryName, ...rest } = props;
  const country = useWatch({ control: props.control, name: countryName });
  if (String(country ?? '').toUpperCase() === 'US') return <CodeChooser {...rest} options={US_STATES} />;
  return (
    <FormText
      control={rest.control}
      name={rest.name}
      id={rest.id}
      label={rest.label}
      required={rest.required}
      disabled={rest.disabled}
      slotProps={{ htmlInput: { maxLength: 100 } }}
    />
  );
}
