import { PAYMENT_TERMS, PAYMENT_TERMS_NAMES, SHIPPING_METHODS } from '@app/contract';
import { Grid, InputAdornment } from '@mui/material';
import type { Control, FieldErrors, UseFormSetError } from 'react-hook-form';
import { FormSelect } from '../../components/FormSelect';
import { FormText } from '../../components/FormText';
import type { VendorForm } from './form';

/** Shipping method, freight and sales tax: what a purchase order copies from the vendor; payment terms: what a bill's due date starts from. */
export function TermsFields({ control, size = { xs: 12, md: 4 } }: { control: Control<VendorForm>; size?: { xs: number; md: number } }) {
  return (
    <Grid container spacing={2}>
      <Grid size={size}>
        <FormSelect
          control={control}
          name="shipping_method"
          label="Shipping Method"
          emptyLabel="None"
          options={SHIPPING_METHODS.map((m) => ({ value: m, label: m }))}
        />
      </Grid>
      <Grid size={size}>
        <FormText
          control={control}
          name="freight"
          label="Freight"
          fullWidth
          placeholder="0.00"
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            inputLabel: { shrink: true },
            htmlInput: { inputMode: 'decimal', maxLength: 20 },
          }}
        />
      </Grid>
      <Grid size={size}>
        <FormText
          control={control}
          name="sales_tax"
          label="Sales Tax"
          fullWidth
          placeholder="0"
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            inputLabel: { shrink: true },
            htmlInput: { inputMode: 'decimal', maxLength: 7 },
          }}
        />
      </Grid>
      <Grid size={size}>
        <FormSelect
          control={control}
          name="payment_terms"
          label="Payment Terms"
          emptyLabel="None"
          options={PAYMENT_TERMS.map((t) => ({ value: t, label: PAYMENT_TERMS_NAMES[t] }))}
        />
      </Grid>
    </Grid>
  );
}

/** After a 422, the server's per-field messages go beside the fields. */
export function showServerErrors(setError: UseFormSetError<VendorForm>, errors: Record<string, string[]>) {
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) setError(field as keyof VendorForm, { type: 'server', message: messages[0] });
  }
}

/** Bring the first wrong field into view: on a long form the message may be off screen. */
export function revealFirstError(errors: FieldErrors<VendorForm>) {
  const first = Object.keys(errors)[0];
  if (!first) return;
  const el = document.getElementById(first) ?? document.querySelector<HTMLElement>(`[name="${first}"]`);
  el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  if (el && el.getAttribute('aria-hidden') !== 'true') el.focus({ preventScroll: true });
}
