import { SHIPPING_METHODS, type VendorOption } from '@app/contract';
import { Box, Grid, InputAdornment, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { AddVendorButton } from '../../components/AddVendorButton';
import { CompanySelect } from '../../components/CompanySelect';
import { FormSelect } from '../../components/FormSelect';
import { FormText } from '../../components/FormText';
import { ReadOnlyField } from '../../components/ReadOnlyField';
import type { PoForm } from './form';
import { localToday } from '../../components/today';
import { FormMoney } from '../../components/MoneyField';

interface Props {
  control: Control<PoForm>;
  isSuperAdmin: boolean;
  /** a company user's own company, shown read-only */
  ownCompanyName?: string;
  companyError?: string;
  vendors: VendorOption[];
  editable: boolean;
  /** the company cannot change once the order exists */
  companyLocked: boolean;
  canAddVendor: boolean;
  onCompanyChange(id: number): void;
  onVendorChange(id: number): void;
  /** the order's company (0 or '' before one is chosen): the new vendor's */
  companyId: number | '';
  onAddVendor(): void;
  onNoCompany(): void;
}

const third = { xs: 12, md: 4 };

/** Company, vendor (with 'Adding New Vendor'), shipping method, payment terms, required-by date, freight, sales tax. */
export function PoHeaderFields(p: Props) {
  const { control, editable } = p;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2.5, mb: 2 }} aria-labelledby="po-details-title">
      <Typography id="po-details-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        Order Details
      </Typography>
      <Grid container spacing={2}>
        <Grid size={third}>
          {p.isSuperAdmin ? (
            <Controller
              control={control}
              name="company_id"
              render={({ field }) => (
                <CompanySelect
                  label="Company"
                  value={field.value}
                  onChange={(id) => p.onCompanyChange(id)}
                  error={p.companyError}
                  disabled={!editable || p.companyLocked}
                />
              )}
            />
          ) : (
            <ReadOnlyField label="Company" value={p.ownCompanyName ?? ''} />
          )}
        </Grid>
        <Grid size={third}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Controller
              control={control}
              name="vendor_id"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  id="vendor_id"
                  label="Vendor"
                  required
                  fullWidth
                  name={field.name}
                  inputRef={field.ref}
                  value={p.vendors.some((v) => v.id === field.value) ? field.value : ''}
                  onChange={(e) => p.onVendorChange(Number(e.target.value))}
                  disabled={!editable}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                >
                  {p.vendors.map((v) => (
                    <MenuItem key={v.id} value={v.id}>
                      {v.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {editable && p.canAddVendor && <AddVendorButton companyId={p.companyId} onOpen={p.onAddVendor} onNoCompany={p.onNoCompany} />}
          </Box>
        </Grid>
        <Grid size={third}>
          <FormSelect
            control={control}
            id="po-shipping_method"
            name="shipping_method"
            label="Shipping Method"
            emptyLabel="None"
            options={SHIPPING_METHODS.map((m) => ({ value: m, label: m }))}
            disabled={!editable}
          />
        </Grid>
        <Grid size={third}>
          <FormText
            control={control}
            id="po-payment_terms"
            name="payment_terms"
            label="Payment Terms"
            placeholder="Net 30"
            fullWidth
            disabled={!editable}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        </Grid>
        <Grid size={third}>
          <FormText
            control={control}
            id="po-required_by_date"
            name="required_by_date"
            label="Required By"
            type="date"
            fullWidth
            disabled={!editable}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localToday() } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <FormMoney
            control={control}
            id="po-freight"
            name="freight"
            label="Freight"
            fullWidth
            disabled={!editable}
            blur="keep"
            dollarSign
            align="left"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <FormText
            control={control}
            id="po-sales_tax"
            name="sales_tax"
            label="Sales Tax"
            fullWidth
            disabled={!editable}
            placeholder="0"
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              inputLabel: { shrink: true },
              htmlInput: { inputMode: 'decimal', maxLength: 7 },
            }}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}
