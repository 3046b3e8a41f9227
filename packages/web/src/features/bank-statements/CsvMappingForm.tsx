import { CSV_DATE_FORMATS, type CsvMappingRequest } from '@app/contract';
import { Alert, Button, Grid, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';

type Fields = Record<
  'date_column' | 'date_format' | 'amount_column' | 'debit_column' | 'credit_column' | 'description_column' | 'check_number_column' | 'reference_column',
  string
>;

/** The CSV column mapping step: which of the file's columns hold what. Saved once per bank account. */
export function CsvMappingForm(props: {
  columns: string[];
  errors: Record<string, string[]>;
  busy: boolean;
  onSave(m: CsvMappingRequest): void;
  onCancel(): void;
}) {
  const guess = (re: RegExp) => props.columns.find((c) => re.test(c)) ?? '';
  const [f, setF] = useState<Fields>({
    date_column: guess(/date/i),
    date_format: 'MM/DD/YYYY',
    amount_column: guess(/amount/i),
    debit_column: '',
    credit_column: '',
    description_column: guess(/desc|memo|payee|name/i),
    check_number_column: guess(/check|chk|slip/i),
    reference_column: '',
  });
  const [split, setSplit] = useState(false);
  const pick = (key: keyof Fields, label: string, optional = false) => (
    <TextField
      select
      fullWidth
      name={key}
      label={label}
      value={f[key]}
      onChange={(e) => setF({ ...f, [key]: e.target.value })}
      error={!!props.errors[key]}
      helperText={props.errors[key]?.[0]}
    >
      {optional && <MenuItem value="">(none)</MenuItem>}
      {props.columns.map((c) => (
        <MenuItem key={c} value={c}>
          {c}
        </MenuItem>
      ))}
    </TextField>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSave({
      ...f,
      date_format: f.date_format as CsvMappingRequest['date_format'],
      amount_column: split ? null : f.amount_column || null,
      debit_column: split ? f.debit_column || null : null,
      credit_column: split ? f.credit_column || null : null,
      check_number_column: f.check_number_column || null,
      reference_column: f.reference_column || null,
    });
  };
  return (
    <Paper component="form" onSubmit={submit} sx={{ p: 2, mb: 2 }} aria-label="CSV column mapping">
      <Typography variant="h6" component="h2" gutterBottom>
        Which columns hold what?
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        This bank account has no CSV layout saved yet. Choose the columns once: every later CSV file of this account is read the same way.
      </Alert>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>{pick('date_column', 'Date column')}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            name="date_format"
            label="Dates are written"
            value={f.date_format}
            onChange={(e) => setF({ ...f, date_format: e.target.value })}
          >
            {CSV_DATE_FORMATS.map((d) => (
              <MenuItem key={d} value={d}>
                {d}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>{pick('description_column', 'Description column')}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            name="amount_layout"
            label="Amounts"
            value={split ? 'split' : 'one'}
            onChange={(e) => setSplit(e.target.value === 'split')}
          >
            <MenuItem value="one">One column (money out negative)</MenuItem>
            <MenuItem value="split">Two columns: debit and credit</MenuItem>
          </TextField>
        </Grid>
        {split ? (
          <>
            <Grid size={{ xs: 12, md: 4 }}>{pick('debit_column', 'Debit (money out) column')}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>{pick('credit_column', 'Credit (money in) column')}</Grid>
          </>
        ) : (
          <Grid size={{ xs: 12, md: 4 }}>{pick('amount_column', 'Amount column')}</Grid>
        )}
        <Grid size={{ xs: 12, md: 4 }}>{pick('check_number_column', 'Check number column', true)}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>{pick('reference_column', "Bank's reference column", true)}</Grid>
      </Grid>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={props.busy}>
          Save Layout and Import
        </Button>
        <Button onClick={props.onCancel}>Cancel</Button>
      </Stack>
    </Paper>
  );
}
