import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';

type Props = Omit<OutlinedInputProps, 'error' | 'label' | 'name'> & {
  name: string;
  label: string;
  /** the field's message; shown in place of the helper text */
  error?: string;
  helperText?: string;
};

/**
 * The public pages' text field: MUI's TextField (small, full width, outlined) built from its parts, without
 * the select menu TextField brings along, so the login page stays light. Looks and reads exactly the same.
 */
export function AuthField({ name, label, error, helperText, ...rest }: Props) {
  const help = error ?? helperText;
  const helpId = `${name}-helper-text`;
  return (
    <FormControl fullWidth size="small" error={!!error}>
      <InputLabel htmlFor={name} id={`${name}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={name} name={name} label={label} aria-describedby={help ? helpId : undefined} {...rest} />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
