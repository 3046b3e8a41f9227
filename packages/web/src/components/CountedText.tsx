import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & { control: Control<T>; name: Path<T>; max: number };

/**
 * A text field with a character counter ('12/10'). It keeps what was typed past the limit (no maxLength that
 * silently stops the typing or cuts a paste): the counter turns red and Save refuses it with the rule's message.
 */
export function CountedText<T extends FieldValues>({ control, name, max, ...rest }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const length = String(field.value ?? '').length;
        const over = length > max;
        return (
          <TextField
            {...rest}
            {...field}
            value={field.value ?? ''}
            id={rest.id ?? String(name)}
            error={!!fieldState.error || over}
            helperText={fieldState.error?.message ?? `${length}/${max}${over ? ` · ${length - max} too many` : ''}`}
            slotProps={{ ...rest.slotProps, formHelperText: { sx: { textAlign: fieldState.error ? 'left' : 'right' } } }}
          />
        );
      }}
    />
  );
}
