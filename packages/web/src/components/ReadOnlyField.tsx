import { TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'value' | 'variant'> & { value: string };

/**
 * A value the form shows but the user cannot change (own company, today's date, balances, totals): drawn
 * filled, without the outline of a field one types in, and left out of the Tab order (issue 20: Tab goes
 * from one field to type in to the next). Screen readers still read it, as read-only.
 */
export function ReadOnlyField({ value, slotProps, ...rest }: Props) {
  return (
    <TextField
      {...rest}
      value={value}
      variant="filled"
      fullWidth
      slotProps={{
        ...slotProps,
        input: { ...(slotProps?.input as object), readOnly: true, disableUnderline: true },
        htmlInput: { ...(slotProps?.htmlInput as object), tabIndex: -1, 'aria-readonly': true },
      }}
    />
  );
}
