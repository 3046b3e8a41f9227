import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  value: string | number;
  label: string;
  /** options with a group are listed under its heading, in the order given (e.g. the COA's account types) */
  group?: string;
}

/** The menu's items: a heading before each new group, then its options. */
function menuItems(options: ReadonlyArray<SelectOption>) {
  let group: string | undefined;
  return options.flatMap((o) => {
    const heading = o.group && o.group !== group ? [<ListSubheader key={`group-${o.group}`}>{o.group}</ListSubheader>] : [];
    group = o.group;
    return [
      ...heading,
      <MenuItem key={o.value} value={o.value}>
        {o.label}
      </MenuItem>,
    ];
  });
}

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: ReadonlyArray<SelectOption>;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** an empty first choice ('None', 'Choose Status'), shown in the closed field too */
  emptyLabel?: string;
  id?: string;
}

/** A MUI select bound to react-hook-form; shows the field's validation message under it. */
export function FormSelect<T extends FieldValues>({ control, name, label, options, required, disabled, helperText, emptyLabel, id }: Props<T>) {
  const showEmpty = emptyLabel !== undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          id={id ?? name}
          label={label}
          required={required}
          disabled={disabled}
          fullWidth
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={showEmpty ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
        >
          {showEmpty && <MenuItem value="">{emptyLabel}</MenuItem>}
          {menuItems(options)}
        </TextField>
      )}
    />
  );
}
