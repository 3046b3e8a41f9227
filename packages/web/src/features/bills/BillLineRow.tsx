import { type Form1099Box, FORM_1099_BOX_LABELS, FORM_1099_BOXES } from '@app/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, IconButton } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelect, type SelectOption } from '../../components/FormSelect';
import { FormText } from '../../components/FormText';
import { FormMoney } from '../../components/MoneyField';
import { BILL_SELECTS, type BillChoices } from './BillFields';
import type { BillFormValues } from './form';

/** The 1099 box choices: '' (none chosen) means the vendor's default box (its W-9 section's). */
export const BOX_OPTIONS: SelectOption[] = FORM_1099_BOXES.map((b) => ({ value: b, label: FORM_1099_BOX_LABELS[b] }));

/**
 * The select of a line's (or a one-line bill's) 1099 box (issue 28.7). None chosen is the vendor's default box,
 * named here, and followed by the 1099 report even if the vendor's box changes later (a W-9 received in January).
 */
export function Form1099BoxSelect<T extends FieldValues>({
  control,
  name,
  disabled,
  vendorBox,
}: {
  control: Control<T>;
  name: Path<T>;
  disabled?: boolean;
  vendorBox?: Form1099Box;
}) {
  // Not "Vendor's default": the closed field's text is part of its accessible name, and "Vendor" is the vendor select's.
  const empty = vendorBox ? `W-9 default: ${FORM_1099_BOX_LABELS[vendorBox]}` : 'W-9 default';
  return <FormSelect control={control} name={name} label="1099 Box" disabled={disabled} options={BOX_OPTIONS} emptyLabel={empty} />;
}

/** A line's selects, in the order they show, each with the bill form's own label, empty choice and options. */
const LINE_SELECTS = ['account_id', 'fund_program_id', 'funtional_expenses_id'] as const;

interface Props {
  control: Control<BillFormValues>;
  choices: BillChoices;
  index: number;
  disabled?: boolean;
  vendorBox?: Form1099Box;
  /** absent when the line cannot be removed (the last one, or view mode) */
  onRemove?: () => void;
}

/** One line of a split bill: COA, fund program, functional expense, 1099 box, memo and amount. */
export function BillLineRow({ control, choices, index: i, disabled, vendorBox, onRemove }: Props) {
  const at = <K extends string>(field: K) => `lines.${i}.${field}` as Path<BillFormValues>;
  return (
    <Box
      role="group"
      aria-label={`Line ${i + 1}`}
      sx={{ display: 'grid', gap: 1, mb: 1.5, gridTemplateColumns: { xs: '1fr', md: '2fr 1.5fr 1.5fr 1.5fr 2fr 1fr auto' }, alignItems: 'start' }}
    >
      {LINE_SELECTS.map((name) => {
        const s = BILL_SELECTS[name];
        return (
          <FormSelect
            key={name}
            control={control}
            name={at(name)}
            label={s.label}
            required
            disabled={disabled}
            options={choices[s.choices]}
            emptyLabel={s.empty}
          />
        );
      })}
      <Form1099BoxSelect control={control} name={at('form_1099_box')} disabled={disabled} vendorBox={vendorBox} />
      <FormText control={control} name={at('memo')} label="Line memo" fullWidth disabled={disabled} slotProps={{ htmlInput: { maxLength: 500 } }} />
      <FormMoney control={control} name={at('amount')} label="Amount" required fullWidth disabled={disabled} dollarSign maxLength={22} />
      {!disabled && (
        <IconButton aria-label={`Remove line ${i + 1}`} onClick={onRemove} disabled={!onRemove} sx={{ mt: 1 }}>
          <DeleteOutline />
        </IconButton>
      )}
    </Box>
  );
}
