import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import { CountryField, StateField } from '../../components/CountryStateFields';
import { FormText } from '../../components/FormText';
import type { VendorForm } from './form';

type Side = 'billing' | 'shipping';

interface Props {
  control: Control<VendorForm>;
  side: Side;
  /** the fields that must be filled are marked (billing) */
  required?: boolean;
  disabled?: boolean;
}

/** Address lines, country, state (a list of US states in the US, free text elsewhere), city and zip. */
export function AddressFields({ control, side, required, disabled }: Props) {
  const half = { xs: 12, md: 6 };
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <FormText
          control={control}
          name={`${side}_address_line_1`}
          label="Address Line 1"
          required={required}
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      </Grid>
      <Grid size={half}>
        <FormText
          control={control}
          name={`${side}_address_line_2`}
          label="Address Line 2"
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      </Grid>
      <Grid size={half}>
        <CountryField control={control} name={`${side}_country`} label="Country" required={required} disabled={disabled} />
      </Grid>
      <Grid size={half}>
        <StateField control={control} name={`${side}_state`} countryName={`${side}_country`} label="State" required={required} disabled={disabled} />
      </Grid>
      <Grid size={half}>
        <FormText
          control={control}
          name={`${side}_city`}
          label="City"
          required={required}
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Grid>
      <Grid size={half}>
        <FormText
          control={control}
          name={`${side}_zip_code`}
          label="Zip Code"
          required={required}
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
        />
      </Grid>
    </Grid>
  );
}
