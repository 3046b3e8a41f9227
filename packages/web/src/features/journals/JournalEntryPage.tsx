import { formatUsd, FUND_TEXT, type JournalEntryInput, journalEntryInput, LEDGER_TEXT, M } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Grid,
  IconButton,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { Controller, type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { ApiError, newIdempotencyKey } from '../../api/client';
import { CompanySelect, useFormCompany } from '../../components/CompanySelect';
import { useDialogs } from '../../components/DialogProvider';
import { FormText } from '../../components/FormText';
import { PageHeader } from '../../components/PageHeader';
import { useClearErrorsOnChange } from '../../components/useClearErrorsOnChange';
import { postJournal, useFunctionalExpenses, useFundPrograms, useJournalAccounts } from './api';
import { typedCents } from '../../components/money';
import { localToday } from '../../components/today';
import { FormMoney } from '../../components/MoneyField';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';

type Form = JournalEntryInput;

/** The funds whose lines do not balance (untagged lines are a fund of their own), as the server names them. */
function fundImbalances(lines: Form['lines'], programs: Array<{ id: number; name: string }>) {
  const net = new Map<number, number>();
  for (const l of lines) {
    const fund = Number(l.fund_program_id) || 0;
    net.set(fund, (net.get(fund) ?? 0) + typedCents(l.debit) - typedCents(l.credit));
  }
  return [...net]
    .filter(([, cents]) => cents !== 0)
    .map(([fund, cents]) => ({
      name: fund ? (programs.find((p) => p.id === fund)?.name ?? `Fund ${fund}`) : FUND_TEXT.noFund,
      amount: formatUsd(Math.abs(cents)).replace('$', ''),
      debitsOver: cents > 0,
    }));
}
type Line = Form['lines'][number];
const LIST = '/app/journal-entries';
const blankLine = (): Line => ({ account_id: '', debit: '', credit: '', fund_program_id: '', funtional_expenses_id: '', memo: '' });

/**
 * /app/journal-entry: a manual entry (opening balances, corrections) with date, memo and lines that must
 * balance. Each line: account, debit or credit, and optionally fund program and functional expense.
 */
export default function JournalEntryPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const refresh = useRefreshAfterPosting('manual');
  const idempotencyKey = useRef(newIdempotencyKey());
  const [serverLinesError, setServerLinesError] = useState<string | null>(null);

  const form = useForm<Form, unknown, ReturnType<typeof journalEntryInput.parse>>({
    resolver: zodResolver(journalEntryInput),
    defaultValues: { company_id: auth.isSuperAdmin ? '' : null, entry_date: localToday(), memo: '', lines: [blankLine(), blankLine()] },
  });
  const { control, handleSubmit, getValues, setError, setValue, formState } = form;
  // The server's message about the lines goes once a line changes.
  const clearLinesError = useCallback((name: string) => {
    if (name.startsWith('lines')) setServerLinesError(null);
  }, []);
  useClearErrorsOnChange(form, clearLinesError);
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const [companyValue, lines] = useWatch({ control, name: ['company_id', 'lines'] });
  const { companyId, ready } = useFormCompany(companyValue, { lookUp: false });
  const accounts = useJournalAccounts(companyId, ready);
  const programs = useFundPrograms(companyId, ready);
  const expenses = useFunctionalExpenses(companyId, ready);

  const interfund = useWatch({ control, name: 'interfund' });
  const debit = (lines ?? []).reduce((s, l) => s + typedCents(l.debit), 0);
  const credit = (lines ?? []).reduce((s, l) => s + typedCents(l.credit), 0);
  // Issue 24: each fund must balance on its own; when the entry balances but its funds do not, it must say
  // whether it is an interfund loan or transfer (the server completes it), as the select below asks.
  const fundsOff = debit === credit && debit > 0 ? fundImbalances(lines ?? [], programs.data ?? []) : [];
  const entryToSend = () => ({ ...getValues(), interfund: fundsOff.length ? getValues().interfund || undefined : undefined });
  const linesError = serverLinesError ?? (formState.errors.lines?.root?.message || formState.errors.lines?.message);

  // The schema checked the entry; the wire takes it as typed (amounts as decimal strings, not the parsed cents).
  const onSubmit = handleSubmit(async () => {
    setServerLinesError(null);
    try {
      let res: Awaited<ReturnType<typeof postJournal>>;
      try {
        res = await postJournal(entryToSend(), idempotencyKey.current);
      } catch (err) {
        // A bank account would go below zero: the server says which and to what; posted only if confirmed.
        const belowZero = err instanceof ApiError && err.status === 409 ? err.first('confirm_below_zero') : undefined;
        if (!belowZero) throw err;
        if (!(await dialogs.confirm(M.bankBelowZeroTitle, belowZero))) return;
        idempotencyKey.current = newIdempotencyKey(); // another body: another submission
        res = await postJournal({ ...entryToSend(), confirm_below_zero: true }, idempotencyKey.current);
      }
      await refresh();
      await dialogs.success(res.message);
      navigate(LIST);
    } catch (err) {
      if (!(err instanceof ApiError)) return dialogs.warning(M.serverError);
      for (const [field, messages] of Object.entries(err.errors)) {
        if (field === 'lines') setServerLinesError(messages[0]);
        else setError(field as FieldPath<Form>, { message: messages[0] });
      }
      await dialogs.warning(err.message);
    }
  });

  const tagSelect = (i: number, name: 'fund_program_id' | 'funtional_expenses_id', label: string, options: Array<{ id: number; name: string }>) => (
    <Controller
      control={control}
      name={`lines.${i}.${name}`}
      render={({ field, fieldState }) => (
        <TextField
          select
          size="small"
          fullWidth
          {...field}
          value={field.value ?? ''}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { 'aria-label': `Line ${i + 1} ${label}` }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {options.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  const amount = (i: number, side: 'debit' | 'credit') => (
    <FormMoney control={control} name={`lines.${i}.${side}`} size="small" fullWidth blur="keep" ariaLabel={`Line ${i + 1} ${side}`} />
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <PageHeader title="New Journal Entry" />
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }}>
        <Grid container spacing={2}>
          {auth.isSuperAdmin && (
            <Grid size={{ xs: 12, md: 4 }}>
              <Controller
                control={control}
                name="company_id"
                render={({ field, fieldState }) => (
                  <CompanySelect
                    label="Company"
                    value={Number(field.value) || 0}
                    onChange={(id) => {
                      field.onChange(id);
                      // Accounts belong to one company: lines chosen for another no longer apply.
                      for (let i = 0; i < fields.length; i++) setValue(`lines.${i}.account_id`, '');
                    }}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 3 }}>
            <FormText control={control} name="entry_date" label="Date" type="date" required fullWidth slotProps={{ inputLabel: { shrink: true } }} />
          </Grid>
          <Grid size={{ xs: 12, md: auth.isSuperAdmin ? 5 : 9 }}>
            <FormText
              control={control}
              name="memo"
              label="Memo"
              required
              fullWidth
              placeholder="e.g. Opening balance from the bank statement"
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Grid>
        </Grid>
      </Paper>

      {!ready && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Choose the company first: its accounts fill the lines.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <TableContainer>
          {/* Tight cells: seven columns fit a laptop screen. */}
          <Table size="small" aria-label="Journal lines" sx={{ '& td, & th': { px: 0.75 } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 250 }}>Account</TableCell>
                <TableCell sx={{ minWidth: 120 }} align="right">
                  Debit
                </TableCell>
                <TableCell sx={{ minWidth: 120 }} align="right">
                  Credit
                </TableCell>
                <TableCell sx={{ minWidth: 130 }}>Fund/Program</TableCell>
                <TableCell sx={{ minWidth: 150 }}>Functional Expenses</TableCell>
                <TableCell sx={{ minWidth: 120 }}>Line Memo</TableCell>
                <TableCell sx={{ width: 40 }} />
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((f, i) => (
                <TableRow key={f.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell>
                    <Controller
                      control={control}
                      name={`lines.${i}.account_id`}
                      render={({ field, fieldState }) => (
                        <Autocomplete
                          size="small"
                          options={accounts.data ?? []}
                          loading={accounts.isFetching}
                          disabled={!ready}
                          value={(accounts.data ?? []).find((a) => a.id === Number(field.value)) ?? null}
                          onChange={(_, a) => field.onChange(a?.id ?? '')}
                          getOptionLabel={(a) => `${a.account_number} · ${a.account_name}`}
                          isOptionEqualToValue={(a, b) => a.id === b.id}
                          renderOption={(props, a) => (
                            <li {...props} key={a.id}>
                              <Box>
                                <Typography variant="body2">{`${a.account_number} · ${a.account_name}`}</Typography>
                                <Typography variant="caption" color="text.secondary">
                                  {a.account_type}
                                </Typography>
                              </Box>
                            </li>
                          )}
                          renderInput={(p) => (
                            <TextField
                              {...p}
                              inputRef={field.ref}
                              onBlur={field.onBlur}
                              placeholder="Choose an account"
                              error={!!fieldState.error}
                              helperText={fieldState.error?.message}
                              slotProps={{ htmlInput: { ...p.inputProps, 'aria-label': `Line ${i + 1} account` } }}
                            />
                          )}
                        />
                      )}
                    />
                  </TableCell>
                  <TableCell>{amount(i, 'debit')}</TableCell>
                  <TableCell>{amount(i, 'credit')}</TableCell>
                  <TableCell>{tagSelect(i, 'fund_program_id', 'fund program', programs.data ?? [])}</TableCell>
                  <TableCell>{tagSelect(i, 'funtional_expenses_id', 'functional expense', expenses.data ?? [])}</TableCell>
                  <TableCell>
                    <Controller
                      control={control}
                      name={`lines.${i}.memo`}
                      render={({ field }) => (
                        <TextField
                          size="small"
                          fullWidth
                          {...field}
                          value={field.value ?? ''}
                          slotProps={{ htmlInput: { maxLength: 500, 'aria-label': `Line ${i + 1} memo` } }}
                        />
                      )}
                    />
                  </TableCell>
                  <TableCell>
                    <IconButton aria-label={`Remove line ${i + 1}`} onClick={() => remove(i)} disabled={fields.length <= 2} size="small">
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell>
                  <Button startIcon={<AddIcon />} onClick={() => append(blankLine())} size="small">
                    Add line
                  </Button>
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary' }} aria-label="Total debits">
                  {formatUsd(debit)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary' }} aria-label="Total credits">
                  {formatUsd(credit)}
                </TableCell>
                <TableCell colSpan={4}>
                  <Typography variant="body2" color={debit === credit && !fundsOff.length ? 'success.main' : 'warning.main'} sx={{ fontWeight: 600 }}>
                    {debit === credit
                      ? debit > 0
                        ? fundsOff.length
                          ? 'Balanced in total, not within each fund'
                          : 'Balanced'
                        : ''
                      : `Out of balance by ${formatUsd(Math.abs(debit - credit))}`}
                  </Typography>
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      </Paper>
      {fundsOff.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'warning.main' }} aria-label="Funds out of balance">
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {FUND_TEXT.fundsUnbalanced(fundsOff)} Unless it moves money between funds, give each fund's lines the same totals.
          </Typography>
          <Controller
            control={control}
            name="interfund"
            render={({ field }) => (
              <TextField
                select
                size="small"
                label="Money between funds"
                sx={{ width: { xs: '100%', sm: 480 } }}
                {...field}
                value={field.value ?? ''}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                helperText={
                  interfund === 'loan'
                    ? 'Each fund gets its line on Due to / Due from other funds: the loan is to be paid back'
                    : interfund === 'transfer'
                      ? 'Each fund gets its line on Interfund transfers in / out: given for good'
                      : 'Choose what this entry is, or correct the lines'
                }
              >
                <MenuItem value="">
                  <em>Neither: I will correct the lines</em>
                </MenuItem>
                <MenuItem value="loan">{FUND_TEXT.interfundKinds.loan}</MenuItem>
                <MenuItem value="transfer">{FUND_TEXT.interfundKinds.transfer}</MenuItem>
              </TextField>
            )}
          />
        </Paper>
      )}
      {/* The unbalanced message goes once the totals agree (the footer shows the live difference). */}
      {linesError && !(linesError === LEDGER_TEXT.unbalanced && debit === credit) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {linesError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mb: 4 }}>
        <Button component={RouterLink} to={LIST} color="inherit" variant="outlined">
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Post Entry
        </Button>
      </Box>
    </form>
  );
}
