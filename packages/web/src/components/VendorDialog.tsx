import { M, type VendorData, type VendorRequest, vendorDialogRequest, vendorRequestToWire } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Grid, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../api/client';
import { AddressFields } from '../features/vendors/AddressFields';
import { saveVendor, useRefreshVendors } from '../features/vendors/api';
import { revealFirstError, showServerErrors, TermsFields } from '../features/vendors/fields';
import { emptyVendor, type VendorForm, withoutEmptyShipping } from '../features/vendors/form';
import { useDialogs } from './DialogProvider';
import { FormText } from './FormText';

export interface VendorDialogProps {
  open: boolean;
  /** the company chosen on the form that opens the dialog (0: none chosen yet) */
  companyId: number;
  /** shown in the title so the user sees whose vendor this becomes */
  companyName?: string;
  onClose(): void;
  /** the saved vendor, for the opening form to select it */
  onCreated(vendor: VendorData): void;
}

const half = { xs: 12, sm: 6 };

/**
 * 'Adding New Vendor': the smaller vendor form of the purchase-order, bill and check screens. It saves through
 * POST /vendor/add (the caller needs Vendor_Create), refreshes every vendor picker and hands the new vendor back.
 */
export function VendorDialog({ open, companyId, companyName, onClose, onCreated }: VendorDialogProps) {
  const dialogs = useDialogs();
  const refresh = useRefreshVendors();
  const { control, handleSubmit, reset, setError, formState } = useForm<VendorForm, unknown, VendorRequest>({
    resolver: zodResolver(vendorDialogRequest),
    defaultValues: emptyVendor(companyId),
  });
  useEffect(() => {
    if (open) reset(emptyVendor(companyId));
  }, [open, companyId, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await saveVendor(null, vendorRequestToWire(withoutEmptyShipping(values)));
      refresh();
      onCreated(res.data);
      onClose();
      await dialogs.success(res.message);
    } catch (err) {
      if (err instanceof ApiError) {
        showServerErrors(setError, err.errors);
        await dialogs.warning(err.message);
      } else {
        await dialogs.warning(M.serverError);
      }
    }
  }, revealFirstError);

  const companyError = formState.errors.company_id?.message;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="vendor-dialog-title">
      {/* The dialog opens from another form; its submit must not reach that form through the React tree. */}
      <form
        noValidate
        onSubmit={(e) => {
          e.stopPropagation();
          onSubmit(e);
        }}
      >
        <DialogTitle id="vendor-dialog-title">Adding New Vendor</DialogTitle>
        <DialogContent>
          {companyName && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              For {companyName}
            </Typography>
          )}
          {(companyError || !companyId) && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {M.selectCompany}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={half}>
              <FormText control={control} name="name" label="Name" required autoFocus fullWidth slotProps={{ htmlInput: { maxLength: 255 } }} />
            </Grid>
            <Grid size={half}>
              <FormText control={control} name="email" label="Email" type="email" required fullWidth slotProps={{ htmlInput: { maxLength: 255 } }} />
            </Grid>
            <Grid size={half}>
              <FormText control={control} name="ein" label="EIN" required fullWidth placeholder="12-3456789" slotProps={{ htmlInput: { maxLength: 20 } }} />
            </Grid>
            <Grid size={half}>
              <FormText
                control={control}
                name="contact_number"
                label="Contact Number"
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 12, inputMode: 'tel' } }}
              />
            </Grid>
            <Grid size={half}>
              <FormText control={control} name="contact_person" label="Contact Person" fullWidth slotProps={{ htmlInput: { maxLength: 255 } }} />
            </Grid>
          </Grid>
          <Divider sx={{ my: 2 }} textAlign="left">
            Billing Address
          </Divider>
          <AddressFields control={control} side="billing" required />
          <Divider sx={{ my: 2 }} textAlign="left">
            Shipping and Tax
          </Divider>
          <TermsFields control={control} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Add Vendor
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
