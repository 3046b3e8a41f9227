import { COUNTRIES, US_STATES } from '@app/contract';
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useRef } from 'react';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  useController,
  useWatch,
} from 'react-hook-form';

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

interface ChooserProps<T extends FieldValues> extends Omit<Props<T>, 'control'> {
  field: ControllerRenderProps<T, Path<T>>;
  fieldState: ControllerFieldState;
  options: ReadonlyArray<Option>;
}

/** A list chooser that stores the code ('US', 'TX') and shows the name. */
function CodeChooser<T extends FieldValues>({ field, fieldState, name, label, options, required, disabled, id }: ChooserProps<T>) {
  return (
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
  );
}

export function CountryField<T extends FieldValues>({ control, ...props }: Props<T>) {
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field, fieldState }) => <CodeChooser {...props} field={field} fieldState={fieldState} options={COUNTRIES} />}
    />
  );
}

const upper = (v: unknown) => String(v ?? '').toUpperCase();
const isUsState = (v: unknown) => US_STATES.some((s) => s.code === upper(v));

/**
 * Whether a state still applies after the user moved from one country to another: only a US state code
 * in the US; a state typed for another country does not carry over either (Ontario is not in Mexico).
 */
export function stateStillApplies(state: unknown, from: unknown, to: unknown): boolean {
  if (!String(state ?? '').trim()) return true;
  if (upper(to) === 'US') return isUsState(state);
  return !upper(from); // typed before any country was chosen: kept
}

/** A list of US states when the country is US; free text elsewhere. A country change clears a state that no longer applies. */
export function StateField<T extends FieldValues>(props: Props<T> & { countryName: Path<T> }) {
  const { control, countryName, ...rest } = props;
  const country = useWatch({ control, name: countryName });
  const { field, fieldState } = useController({ control, name: rest.name });
  const last = useRef({ country, state: field.value });
  useEffect(() => {
    const before = last.current;
    last.current = { country, state: field.value };
    if (upper(before.country) === upper(country)) return;
    // Country and state changed at once: a record loaded into the form, not the user's choice.
    if (before.state !== field.value) return;
    if (!stateStillApplies(field.value, before.country, country)) field.onChange('');
  }, [country, field]);

  if (upper(country) === 'US') return <CodeChooser {...rest} field={field} fieldState={fieldState} options={US_STATES} />;
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      id={rest.id ?? String(rest.name)}
      label={rest.label}
      required={rest.required}
      disabled={rest.disabled}
      error={!!fieldState.error}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { maxLength: 100 } }}
    />
  );
}
