import { toCents } from '@app/contract';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { groupedAmount, plainAmount } from './money';

/**
 * What leaving the field writes back: 'grouped' "1,234.50" (a dollar amount read by people), 'plain'
 * "1234.50" (the wire's form), 'keep' the text as typed (the form's schema reads it on submit).
 */
export type MoneyBlur = 'grouped' | 'plain' | 'keep';

const ON_BLUR: Record<MoneyBlur, (text: string) => string> = { grouped: groupedAmount, plain: plainAmount, keep: (text) => text };

export type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** the amount as typed */
  value: string;
  onChange(text: string): void;
  /** cents out: the amount after every change, null while the text is not an amount (blank included) */
  onCents?(cents: number | null): void;
  /** default 'grouped' */
  blur?: MoneyBlur;
  /** a '$' before the amount */
  dollarSign?: boolean;
  /** the input's name for screen readers when it has no label (a table cell) */
  ariaLabel?: string;
  maxLength?: number;
  align?: 'left' | 'right';
};

/**
 * The one money input: keeps what is typed (a discount shows '5,432.10' while typed), formats on blur
 * (`blur`), gives cents out (`onCents`), decimal keyboard, right-aligned. Amounts are checked by the
 * form's contract rules (toCents), never here.
 */
export function MoneyField({
  value,
  onChange,
  onCents,
  onBlur,
  blur = 'grouped',
  dollarSign,
  ariaLabel,
  maxLength = 20,
  align = 'right',
  slotProps,
  ...rest
}: MoneyFieldProps) {
  const change = (text: string) => {
    onChange(text);
    onCents?.(text.trim() === '' ? null : toCents(text));
  };
  return (
    <TextField
      placeholder="0.00"
      {...rest}
      value={value}
      onChange={(e) => change(e.target.value)}
      onBlur={(e) => {
        const shown = ON_BLUR[blur](value);
        if (shown !== value) change(shown);
        onBlur?.(e);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', maxLength, style: { textAlign: align }, ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) },
        ...(dollarSign ? { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } } : {}),
      }}
    />
  );
}

type FormMoneyProps<T extends FieldValues> = Omit<MoneyFieldProps, 'value' | 'onChange' | 'name'> & { control: Control<T>; name: Path<T> };

/** A MoneyField bound to react-hook-form; shows the field's validation message under it (as FormText). */
export function FormMoney<T extends FieldValues>({ control, name, ...rest }: FormMoneyProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyField
          {...rest}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={rest.id ?? String(name)}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? rest.helperText}
        />
      )}
    />
  );
}
