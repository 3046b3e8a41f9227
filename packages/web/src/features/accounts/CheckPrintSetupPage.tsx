import {
  CHECK_STOCK_NAMES,
  CHECK_STOCKS,
  type CheckPrintSetup,
  type CheckPrintSetupInput,
  type CheckPrintSetupRequest,
  checkPrintSetupRequest,
  M,
  PREPRINTED_ELEMENTS,
  PREPRINTED_NAMES,
  WORDS_GROUPING_NAMES,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Grid, Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { downloadFrom } from '../../api/typed';
import { useAuth } from '../../app/auth-store';
import { useDialogs } from '../../components/DialogProvider';
import { FormSelect } from '../../components/FormSelect';
import { FormText } from '../../components/FormText';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyFieldset } from '../../components/ReadOnlyFieldset';
import { ACCOUNTS_KEY } from './api';
import { savePrintSetup, usePrintSetup } from './print-setup-api';
import { setupPath } from './routes';

const half = { xs: 12, md: 6 };
const third = { xs: 12, sm: 6, md: 4 };

const toForm = (s: CheckPrintSetup): CheckPrintSetupInput => ({
  bank_name: s.bank_name,
  bank_address_line_1: s.bank_address_line_1,
  bank_address_line_2: s.bank_address_line_2,
  routing_number: s.routing_number,
  account_number: s.account_number,
  stock: s.stock,
  preprinted: s.preprinted,
  offset_x: s.offset_x,
  offset_y: s.offset_y,
  first_check_number: s.first_check_number === null ? '' : String(s.first_check_number),
});

/**
 * /app/check-print-setup/{bankAccountId}: how a bank account's checks print (the bank's own name, address,
 * routing and account number; the stock and what it already carries; offsets; the first check number), with
 * a 'Print alignment test' of what is saved. Opened from the bank account's page in the chart of accounts.
 */
export default function CheckPrintSetupPage() {
  const id = Number(useParams().bankAccountId);
  const valid = Number.isInteger(id) && id > 0;
  const auth = useAuth();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const setup = usePrintSetup(valid ? id : null);
  const readOnly = !auth.can('ChartofAccounts_Edit');
  const [printing, setPrinting] = useState(false);
  const form = useForm<CheckPrintSetupInput, unknown, CheckPrintSetupRequest>({ resolver: zodResolver(checkPrintSetupRequest) });
  const { control, handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (setup.data) reset(toForm(setup.data));
  }, [setup.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await savePrintSetup(id, values);
      queryClient.setQueryData([...ACCOUNTS_KEY, 'print-setup', id], res.data);
      reset(toForm(res.data));
      await dialogs.success(res.message);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      for (const [field, messages] of Object.entries(err.errors ?? {})) {
        setError(field.split('.')[0] as keyof CheckPrintSetupInput, { message: messages[0] });
      }
      await dialogs.warning(err.message);
    }
  });

  const printTest = async () => {
    if (formState.isDirty) {
      await dialogs.warning('Save the set-up first: the alignment test prints what is saved.');
      return;
    }
    setPrinting(true);
    try {
      await downloadFrom('/printCheckAlignmentTest/{bankAccountId}', { path: { bankAccountId: id } }, 'check-alignment');
    } catch (err) {
      await dialogs.warning(err instanceof Error ? err.message : M.serverError);
    } finally {
      setPrinting(false);
    }
  };

  if (!valid || setup.isError)
    return (
      <>
        <PageHeader title={M.printSetupTitle} />
        <Alert severity="warning">{setup.error instanceof ApiError ? setup.error.message : M.notFoundRecord}</Alert>
      </>
    );
  if (!setup.data) return <LoadingOverlay />;
  const s = setup.data;

  return (
    <form noValidate onSubmit={onSubmit}>
      <PageHeader title={M.printSetupTitle}>
        <Button variant="outlined" onClick={printTest} disabled={printing}>
          {M.printSetupAlignment}
        </Button>
      </PageHeader>
      <Typography sx={{ mb: 2 }}>
        Checks drawn on <strong>{s.bank_account_name}</strong> ({s.company_name}). Next check number: <strong>{s.next_check_number}</strong>.
      </Typography>
      <ReadOnlyFieldset readOnly={readOnly} what="print set-up">
        <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }}>
          <Typography component="h2" variant="subtitle1" sx={{ mb: 1.5 }}>
            The bank
          </Typography>
          <Grid container spacing={2}>
            <Grid size={third}>
              <FormText control={control} name="bank_name" label="Bank name" slotProps={{ htmlInput: { maxLength: 100 } }} />
            </Grid>
            <Grid size={third}>
              <FormText control={control} name="bank_address_line_1" label="Bank address" slotProps={{ htmlInput: { maxLength: 100 } }} />
            </Grid>
            <Grid size={third}>
              <FormText control={control} name="bank_address_line_2" label="Bank city, state and ZIP" slotProps={{ htmlInput: { maxLength: 100 } }} />
            </Grid>
            <Grid size={third}>
              <FormText control={control} name="routing_number" label="Routing number" slotProps={{ htmlInput: { maxLength: 9, inputMode: 'numeric' } }} />
            </Grid>
            <Grid size={third}>
              <FormText control={control} name="account_number" label="Account number" slotProps={{ htmlInput: { maxLength: 17, inputMode: 'numeric' } }} />
            </Grid>
            <Grid size={third}>
              <FormText
                control={control}
                name="first_check_number"
                label="First check number"
                helperText="Where the checkbook starts"
                slotProps={{ htmlInput: { maxLength: 15, inputMode: 'numeric' } }}
              />
            </Grid>
          </Grid>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }}>
          <Typography component="h2" variant="subtitle1" sx={{ mb: 1.5 }}>
            The stock and the printer
          </Typography>
          <Grid container spacing={2}>
            <Grid size={half}>
              <FormSelect control={control} name="stock" label="Check stock" options={CHECK_STOCKS.map((k) => ({ value: k, label: CHECK_STOCK_NAMES[k] }))} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <FormText
                control={control}
                name="offset_x"
                label="Move right (1/100 in)"
                type="number"
                slotProps={{ htmlInput: { min: -100, max: 100, step: 1 } }}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <FormText
                control={control}
                name="offset_y"
                label="Move down (1/100 in)"
                type="number"
                slotProps={{ htmlInput: { min: -100, max: 100, step: 1 } }}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="preprinted"
                render={({ field, fieldState }) => (
                  <FormControl component="fieldset" error={!!fieldState.error}>
                    <FormLabel component="legend">Already printed on the stock (left out when printing)</FormLabel>
                    <FormGroup>
                      {PREPRINTED_ELEMENTS.map((e) => {
                        const value = (field.value ?? []) as string[];
                        return (
                          <FormControlLabel
                            key={e}
                            label={PREPRINTED_NAMES[e]}
                            control={
                              <Checkbox
                                checked={value.includes(e)}
                                onChange={(ev) => field.onChange(ev.target.checked ? [...value, e] : value.filter((x) => x !== e))}
                              />
                            }
                          />
                        );
                      })}
                    </FormGroup>
                  </FormControl>
                )}
              />
            </Grid>
          </Grid>
          <Alert severity="info" sx={{ mt: 1 }}>
            Banks read the routing and account line in magnetic ink: unless the printer has MICR toner, use stock with that line already printed.
          </Alert>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }}>
          <Typography component="h2" variant="subtitle1">
            {M.wordsGroupingLabel}
          </Typography>
          <Typography>{WORDS_GROUPING_NAMES[s.amount_words_grouping]}</Typography>
          <Typography variant="body2" color="text.secondary">
            Chosen for the company; each check keeps the words it was written with.
          </Typography>
        </Paper>
      </ReadOnlyFieldset>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`${setupPath(auth)}/${id}`} color="inherit" variant="outlined">
          Back to the account
        </Button>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        )}
      </Box>
    </form>
  );
}
