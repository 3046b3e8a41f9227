import { M, type VendorRequest, vendorRequest, vendorRequestToWire } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Autocomplete, Box, Button, Checkbox, FormControlLabel, Grid, Paper, TextField, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { CompanySelect, useOwnCompany } from '../../components/CompanySelect';
import { useDialogs } from '../../components/DialogProvider';
import { FormText } from '../../components/FormText';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyFieldset } from '../../components/ReadOnlyFieldset';
import { AddressFields } from './AddressFields';
import { W9Fields } from './W9Fields';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { saveVendor, useRefreshVendors, useVendor } from './api';
import { revealFirstError, showServerErrors, TermsFields } from './fields';
import { ADDRESS_PARTS, BUSINESS_TYPES, emptyVendor, fromVendor, shippingMirrorsBilling, type VendorForm, withoutEmptyShipping } from './form';

const LIST = '/app/vendor-management';
const half = { xs: 12, md: 6 };

function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2.5, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', mb: 2, gap: 2 }}>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** /app/vendor-setup and /app/vendor-setup/{id}: 'Vendor Setup', create and edit with every vendor field. */
export default function VendorSetupPage() {
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const auth = useAuth();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const refresh = useRefreshVendors();
  const own = useOwnCompany(!auth.isSuperAdmin);
  const vendor = useVendor(id && Number.isInteger(id) && id > 0 ? id : null);
  const [mirror, setMirror] = useState(false);
  // A reader of vendors (Vendor_View without Vendor_Edit) opens the same page as a view.
  const readOnly = id !== null && !auth.can('Vendor_Edit');

  const { control, handleSubmit, reset, setValue, setError, formState } = useForm<VendorForm, unknown, VendorRequest>({
    resolver: zodResolver(vendorRequest),
    defaultValues: emptyVendor(),
  });

  useEffect(() => {
    if (!vendor.data) return;
    const values = fromVendor(vendor.data);
    reset(values);
    setMirror(shippingMirrorsBilling(values));
  }, [vendor.data, reset]);

  // A company user's vendors belong to their own company: it is set, not chosen.
  useEffect(() => {
    if (id === null && own.data) setValue('company_id', own.data.id);
  }, [id, own.data, setValue]);

  // While the box is ticked, shipping follows every change of the billing address.
  const billing = useWatch({ control, name: ADDRESS_PARTS.map((p) => `billing_${p}`) as Path<VendorForm>[] });
  useEffect(() => {
    if (!mirror) return;
    ADDRESS_PARTS.forEach((p, i) => {
      setValue(`shipping_${p}`, (billing[i] as string) ?? '', { shouldValidate: formState.isSubmitted });
    });
  }, [mirror, billing, setValue, formState.isSubmitted]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await saveVendor(id, vendorRequestToWire(withoutEmptyShipping(values)));
      refresh();
      await dialogs.success(res.message);
      navigate(LIST);
    } catch (err) {
      if (err instanceof ApiError) {
        showServerErrors(setError, err.errors);
        await dialogs.warning(err.message);
      } else {
        await dialogs.warning(M.serverError);
      }
    }
  }, revealFirstError);

  if (params.id !== undefined && !(id && Number.isInteger(id) && id > 0)) return <Navigate to="/404" replace />;
  if ((id && vendor.isLoading) || (!auth.isSuperAdmin && own.isLoading)) return <LoadingOverlay />;
  if (id && vendor.error) {
    return (
      <>
        <PageHeader title="Vendor Setup" />
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={LIST}>
              Back to vendors
            </Button>
          }
        >
          {vendor.error.message}
        </Alert>
      </>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <PageHeader title={readOnly ? 'Vendor' : 'Vendor Setup'}>
        {id && vendor.data && <Typography color="text.secondary">Vendor# {vendor.data.vendor_number}</Typography>}
      </PageHeader>

      <ReadOnlyFieldset readOnly={readOnly} what="vendor">
        <Section id="vendor-company" title="Company">
          {auth.isSuperAdmin ? (
            <Controller
              control={control}
              name="company_id"
              render={({ field, fieldState }) => (
                <Box sx={{ maxWidth: 480 }}>
                  <CompanySelect
                    label="Company"
                    value={Number(field.value) || 0}
                    onChange={(companyId) => field.onChange(companyId)}
                    error={fieldState.error?.message}
                    disabled={!!id}
                  />
                </Box>
              )}
            />
          ) : (
            <TextField
              id="company_name"
              label="Company"
              value={own.data?.legal_name ?? auth.user?.companyName ?? ''}
              helperText="Vendors are added to your own company"
              slotProps={{ input: { readOnly: true } }}
              sx={{ maxWidth: 480 }}
              fullWidth
            />
          )}
          {id && auth.isSuperAdmin && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              A vendor stays with the company it was created for.
            </Typography>
          )}
        </Section>

        <Section id="vendor-details" title="Vendor Information">
          <Grid container spacing={2}>
            <Grid size={half}>
              <FormText control={control} name="name" label="Name" required fullWidth autoFocus={!id} slotProps={{ htmlInput: { maxLength: 255 } }} />
            </Grid>
            <Grid size={half}>
              <FormText control={control} name="legal_name" label="Legal Name" fullWidth slotProps={{ htmlInput: { maxLength: 255 } }} />
            </Grid>
            <Grid size={half}>
              <Controller
                control={control}
                name="bussiness_type"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    freeSolo
                    options={BUSINESS_TYPES}
                    value={String(field.value ?? '')}
                    onInputChange={(_, text) => field.onChange(text)}
                    renderInput={(p) => (
                      <TextField
                        {...p}
                        id="bussiness_type"
                        label="Business Type"
                        inputRef={field.ref}
                        onBlur={field.onBlur}
                        error={!!fieldState.error}
                        helperText={fieldState.error?.message}
                        slotProps={{ htmlInput: { ...p.inputProps, maxLength: 100 } }}
                      />
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={half}>
              <FormText control={control} name="ein" label="EIN" required fullWidth placeholder="12-3456789" slotProps={{ htmlInput: { maxLength: 20 } }} />
            </Grid>
            <Grid size={half}>
              <FormText control={control} name="contact_person" label="Contact Person" fullWidth slotProps={{ htmlInput: { maxLength: 255 } }} />
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
              <FormText control={control} name="email" label="Email" type="email" fullWidth slotProps={{ htmlInput: { maxLength: 255 } }} />
            </Grid>
          </Grid>
        </Section>

        <Section id="vendor-billing" title="Billing Address">
          <AddressFields control={control} side="billing" required />
        </Section>

        <Section
          id="vendor-shipping"
          title="Shipping Address"
          action={<FormControlLabel control={<Checkbox checked={mirror} onChange={(e) => setMirror(e.target.checked)} />} label="Same as billing address" />}
        >
          <AddressFields control={control} side="shipping" disabled={mirror} />
        </Section>

        <Section id="vendor-terms" title="Shipping and Tax">
          <Controller
            control={control}
            name="w9"
            render={({ field }) => (
              <FormControlLabel
                sx={{ mb: 2 }}
                control={
                  <Checkbox
                    checked={!!field.value && field.value !== '0' && field.value !== 'false'}
                    onChange={(e) => field.onChange(e.target.checked)}
                    inputRef={field.ref}
                  />
                }
                label="W-9 on file"
              />
            )}
          />
          <TermsFields control={control} />
        </Section>

        <Section id="vendor-w9" title="W-9 and 1099">
          <W9Fields control={control} />
        </Section>
      </ReadOnlyFieldset>
      {/* The W-9 and other papers of a saved vendor (its buttons are type=button: they never submit the form). */}
      {id && <AttachmentsPanel owner="vendor" ownerId={id} />}

      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mb: 4 }}>
        <Button component={RouterLink} to={LIST} color="inherit" variant="outlined">
          {readOnly ? 'Back to vendors' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save Vendor
          </Button>
        )}
      </Box>
    </form>
  );
}
