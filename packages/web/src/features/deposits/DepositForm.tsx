import {
  BANK_ACCOUNT_TYPES,
  DEPOSIT_LINE_TYPES,
  DEPOSIT_LIABILITY_TYPES,
  DEPOSIT_METHOD_NAMES,
  DEPOSIT_METHODS,
  DEPOSIT_TEXT,
  type DepositMethod,
  fromCents,
  M,
  toCents,
} from '@app/contract';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Grid,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, newIdempotencyKey } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { FormCompany, useFormCompany } from '../../components/CompanySelect';
import { useDialogs } from '../../components/DialogProvider';
import { FormSelect } from '../../components/FormSelect';
import { FormText } from '../../components/FormText';
import { MoneyField } from '../../components/MoneyField';
import { usd } from '../../components/money';
import { localToday } from '../../components/today';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';
import { useFundPrograms, useJournalAccounts } from '../journals/api';
import { createDeposit, viewPath } from './api';

interface Header {
  company_id: number | '';
  bank_account_id: number | '';
  deposit_date: string;
  memo: string;
  counter1: string;
  counter2: string;
}

interface Line {
  key: number;
  account_id: number | '';
  fund_program_id: number | '';
  amount: string;
  method: DepositMethod;
  check_number: string;
  payer: string;
  memo: string;
}

let lineKeys = 0;
const newLine = (over: Partial<Line> = {}): Line => ({
  key: ++lineKeys,
  account_id: '',
  fund_program_id: '',
  amount: '',
  method: 'cash',
  check_number: '',
  payer: '',
  memo: '',
  ...over,
});
const half = { xs: 12, md: 6 };
const third = { xs: 12, md: 4 };
const centsOf = (lines: Line[], method?: DepositMethod) =>
  lines.filter((l) => !method || l.method === method).reduce((s, l) => s + (toCents(l.amount.replace(/,/g, '')) ?? 0), 0);

/** Record Deposit: the count sheet (lines by account and fund, cash and checks apart as on a deposit ticket) and its two counters. */
export function DepositForm() {
  const auth = useAuth();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const refresh = useRefreshAfterPosting('deposit');
  const idempotencyKey = useRef(newIdempotencyKey());
  const [lines, setLines] = useState<Line[]>(() => [newLine()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setValue } = useForm<Header>({
    defaultValues: { company_id: '', bank_account_id: '', deposit_date: localToday(), memo: '', counter1: '', counter2: '' },
  });
  const chosenCompany = useWatch({ control, name: 'company_id' });
  const company = useFormCompany(chosenCompany, { lookUp: !auth.isSuperAdmin });
  const live = !auth.isSuperAdmin || company.companyId > 0;
  const accounts = useJournalAccounts(company.companyId, live);
  const funds = useFundPrograms(company.companyId, live);

  const banks = (accounts.data ?? []).filter((a) => BANK_ACCOUNT_TYPES.has(a.master_ac_type_id));
  const lineAccounts = (accounts.data ?? []).filter((a) => DEPOSIT_LINE_TYPES.has(a.master_ac_type_id));
  const heldIds = new Set(lineAccounts.filter((a) => DEPOSIT_LIABILITY_TYPES.has(a.master_ac_type_id)).map((a) => a.id));
  const set = (key: number, patch: Partial<Line>) => setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const err = (field: string) => errors[field];

  const onSubmit = handleSubmit(async (h) => {
    setBusy(true);
    setErrors({});
    try {
      const res = await createDeposit(
        {
          company_id: h.company_id || null,
          bank_account_id: h.bank_account_id,
          deposit_date: h.deposit_date,
          memo: h.memo,
          counted_by: [h.counter1, h.counter2],
          lines: lines.map((l) => ({
            account_id: l.account_id,
            fund_program_id: l.fund_program_id,
            amount: l.amount.replace(/,/g, ''),
            method: l.method,
            check_number: l.method === 'check' ? l.check_number : null,
            payer: l.payer || null,
            memo: l.memo || null,
          })),
        },
        idempotencyKey.current,
      );
      await refresh();
      await dialogs.success(DEPOSIT_TEXT.created);
      navigate(viewPath(res.data.id));
    } catch (e) {
      idempotencyKey.current = newIdempotencyKey();
      if (!(e instanceof ApiError)) return dialogs.warning(M.serverError);
      setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0]])));
      await dialogs.warning(e.message);
    } finally {
      setBusy(false);
    }
  });

  const cash = centsOf(lines, 'cash');
  const checks = centsOf(lines, 'check');
  const electronic = centsOf(lines, 'electronic');
  const counterError = err('counted_by') ?? err('counted_by.0') ?? err('counted_by.1');

  return (
    <form noValidate onSubmit={onSubmit}>
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }} component="section" aria-label="Deposit">
        <Grid container spacing={2}>
          <Grid size={third}>
            <FormCompany control={control} choose={auth.isSuperAdmin} name={company.name ?? ''} onChosen={() => setValue('bank_account_id', '')} />
          </Grid>
          <Grid size={third}>
            <FormSelect
              control={control}
              name="bank_account_id"
              label="Bank Account"
              required
              options={banks.map((a) => ({ value: a.id, label: `${a.account_number} · ${a.account_name}` }))}
              helperText={err('bank_account_id')}
            />
          </Grid>
          <Grid size={third}>
            <FormText
              control={control}
              name="deposit_date"
              type="date"
              label="Deposit Date"
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!err('deposit_date')}
              helperText={err('deposit_date')}
            />
          </Grid>
          <Grid size={half}>
            <FormText control={control} name="counter1" label="Counted by" required fullWidth error={!!counterError} helperText={counterError} />
          </Grid>
          <Grid size={half}>
            <FormText control={control} name="counter2" label="Second counter" required fullWidth error={!!counterError} helperText="A different person" />
          </Grid>
          <Grid size={12}>
            <FormText control={control} name="memo" label="Memo" fullWidth />
          </Grid>
        </Grid>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }} component="section" aria-label="Count sheet">
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Count sheet
        </Typography>
        {err('lines') && <Alert severity="warning">{err('lines')}</Alert>}
        <TableContainer tabIndex={0} role="group" aria-label="Deposit lines">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Account</TableCell>
                <TableCell>Fund Program</TableCell>
                <TableCell>Method</TableCell>
                <TableCell>Check No.</TableCell>
                <TableCell>Payer</TableCell>
                <TableCell>Memo</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((l, i) => (
                <TableRow key={l.key}>
                  <TableCell sx={{ minWidth: 200 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      label={`Account of line ${i + 1}`}
                      value={l.account_id}
                      onChange={(e) => set(l.key, { account_id: Number(e.target.value) })}
                      error={!!err(`lines.${i}.account_id`)}
                      helperText={err(`lines.${i}.account_id`) ?? (l.account_id && heldIds.has(l.account_id) ? DEPOSIT_TEXT.heldForOthers : undefined)}
                    >
                      {lineAccounts.map((a) => (
                        <MenuItem key={a.id} value={a.id}>
                          {a.account_number} · {a.account_name}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      label={`Fund of line ${i + 1}`}
                      value={l.fund_program_id}
                      onChange={(e) => set(l.key, { fund_program_id: Number(e.target.value) })}
                      error={!!err(`lines.${i}.fund_program_id`)}
                      helperText={err(`lines.${i}.fund_program_id`)}
                    >
                      {(funds.data ?? []).map((f) => (
                        <MenuItem key={f.id} value={f.id}>
                          {f.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell sx={{ minWidth: 130 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      label={`Method of line ${i + 1}`}
                      value={l.method}
                      onChange={(e) => set(l.key, { method: e.target.value as DepositMethod })}
                    >
                      {DEPOSIT_METHODS.map((m) => (
                        <MenuItem key={m} value={m}>
                          {DEPOSIT_METHOD_NAMES[m]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell sx={{ minWidth: 110 }}>
                    <TextField
                      size="small"
                      label={`Check number of line ${i + 1}`}
                      value={l.check_number}
                      disabled={l.method !== 'check'}
                      onChange={(e) => set(l.key, { check_number: e.target.value })}
                      error={!!err(`lines.${i}.check_number`)}
                      helperText={err(`lines.${i}.check_number`)}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 150 }}>
                    <TextField size="small" label={`Payer of line ${i + 1}`} value={l.payer} onChange={(e) => set(l.key, { payer: e.target.value })} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 150 }}>
                    <TextField size="small" label={`Memo of line ${i + 1}`} value={l.memo} onChange={(e) => set(l.key, { memo: e.target.value })} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 130 }}>
                    <MoneyField
                      size="small"
                      label={`Amount of line ${i + 1}`}
                      value={l.amount}
                      onChange={(amount) => set(l.key, { amount })}
                      error={!!err(`lines.${i}.amount`)}
                      helperText={err(`lines.${i}.amount`)}
                    />
                  </TableCell>
                  <TableCell>
                    <IconButton
                      aria-label={`Remove line ${i + 1}`}
                      disabled={lines.length === 1}
                      onClick={() => setLines((all) => all.filter((x) => x.key !== l.key))}
                    >
                      <Delete fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Button
          startIcon={<Add />}
          sx={{ mt: 1 }}
          onClick={() => {
            // A new line starts like the last one (the same account, fund and method): a stack of checks goes fast.
            const last = lines[lines.length - 1];
            setLines((all) => [...all, newLine(last ? { account_id: last.account_id, fund_program_id: last.fund_program_id, method: last.method } : {})]);
          }}
        >
          Add line
        </Button>
        <Box
          component="dl"
          aria-label="Deposit totals"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: 0.5, columnGap: 3, ml: 'auto', mt: 2, width: 'max-content' }}
        >
          <dt>Cash total</dt>
          <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {usd(fromCents(cash))}
          </Box>
          <dt>Checks total ({lines.filter((l) => l.method === 'check').length})</dt>
          <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {usd(fromCents(checks))}
          </Box>
          {electronic > 0 && (
            <>
              <dt>Electronic</dt>
              <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                {usd(fromCents(electronic))}
              </Box>
            </>
          )}
          <Box component="dt" sx={{ fontWeight: 700 }}>
            Deposit total
          </Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}>
            {usd(fromCents(cash + checks + electronic))}
          </Box>
        </Box>
      </Paper>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          Record Deposit
        </Button>
      </Stack>
    </form>
  );
}
