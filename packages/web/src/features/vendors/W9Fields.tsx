import { FORM_1099_BOX_LABELS, FORM_1099_BOXES, TAX_CLASSIFICATION_LABELS, TAX_CLASSIFICATIONS, TIN_TYPES } from '@app/contract';
import { Checkbox, FormControlLabel, Grid, TextField } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { FormSelect } from '../../components/FormSelect';
import type { VendorForm } from './form';

const half = { xs: 12, md: 6 };
const CLASSES = TAX_CLASSIFICATIONS.map((c) => ({ value: c, label: TAX_CLASSIFICATION_LABELS[c] }));
const BOXES = FORM_1099_BOXES.map((b) => ({ value: b, label: FORM_1099_BOX_LABELS[b] }));
const TINS = TIN_TYPES.map((t) => ({ value: t, label: t }));

/**
 * The W-9's facts the 1099-NEC report needs (issue 28 point 7): how the payee is taxed, which kind of TIN the
 * EIN field holds, legal services (a corporation paid for them still gets a 1099-NEC), when the W-9 came, and
 * where its payments usually go.
 */
export function W9Fields({ control }: { control: Control<VendorForm> }) {
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <FormSelect control={control} name="tax_classification" label="Tax Classification (W-9)" options={CLASSES} emptyLabel="Not known yet" />
      </Grid>
      <Grid size={half}>
        <FormSelect
          control={control}
          name="tin_type"
          label="TIN Type"
          options={TINS}
          emptyLabel="Not known yet"
          helperText="Which number the EIN field holds"
        />
      </Grid>
      <Grid size={half}>
        <FormSelect control={control} name="default_1099_box" label="1099 Box" options={BOXES} helperText="Where this payee's payments usually go" />
      </Grid>
      <Grid size={half}>
        <Controller
          control={control}
          name="w9_received_on"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              id="w9_received_on"
              type="date"
              label="W-9 Received On"
              fullWidth
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? ' '}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="legal_services"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} inputRef={field.ref} />}
              label="Provides legal services (an attorney gets a 1099-NEC even as a corporation)"
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
