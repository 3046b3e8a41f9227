import { formatDate } from '@app/contract';
import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & { control: Control<T>; name: Path<T> };

/**
 * A MUI text field bound to react-hook-form; shows the field's validation message under it. A date that
 * cannot be changed (a read-only view) reads 'MMM dd, yyyy' like every other date, not the browser's 12/14/2026.
 */
export function FormText<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  const shownAsText = rest.type === 'date' && rest.disabled;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          type={shownAsText ? 'text' : rest.type}
          value={shownAsText ? formatDate(field.value) : (field.value ?? '')}
          id={rest.id ?? String(name)}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? rest.helperText}
        />
      )}
    />
  );
}
