import { Checkbox } from '@mui/material';
import { useEffect, useRef } from 'react';

interface Props {
  label: string;
  checked: boolean;
  /** some rows chosen, not all */
  indeterminate: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

/**
 * The "select all" box over a table of rows to choose. MUI marks a part-chosen box with aria-checked="mixed"
 * on a native checkbox that is not checked, which axe refuses (the two states disagree); here the native
 * input's own `indeterminate` state says "mixed" instead, as browsers expose it.
 */
export function SelectAllCheckbox({ label, checked, indeterminate, disabled, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Checkbox
      size="small"
      checked={checked}
      indeterminate={indeterminate}
      disabled={disabled}
      inputRef={input}
      onChange={(e) => onChange(e.target.checked)}
      slotProps={{ input: { 'aria-label': label, 'aria-checked': undefined } as object }}
    />
  );
}
