import type { AccountMappingRow, StandardAccountRow } from '@app/contract';
import { Alert, Box, MenuItem, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { useDialogs } from '../../components/DialogProvider';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { saveMapping, useAccountMappings, useRefreshMappings } from './api';

const ROLE_LABELS: Record<string, string> = {
  due_to: 'Due to',
  due_from: 'Due from',
  remittance_revenue: 'Remittance revenue',
  remittance_expense: 'Remittance expense',
};

/**
 * /app/account-mappings (issue 27 point 5): each account of a company and the standard account it reads as on
 * a roll-up. An unmapped account is named on the roll-up statements ("Unmapped: ..."), never left out.
 */
export default function AccountMappingsPage() {
  const auth = useAuth();
  const [companyId, setCompanyId] = useState(0);
  const ready = !auth.isSuperAdmin || companyId > 0;
  const query = useAccountMappings(companyId, ready);
  const unmapped = (query.data?.accounts ?? []).filter((a) => !a.standard_account_number).length;
  return (
    <>
      <PageHeader title="Standard Chart Mapping" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        {auth.isSuperAdmin && <CompanySelect label="Company" value={companyId} onChange={(id) => setCompanyId(id)} />}
      </Box>
      {!ready && <Alert severity="info">Choose a company to map its accounts.</Alert>}
      {ready && query.isLoading && <LoadingOverlay />}
      {ready && query.error && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && (
        <>
          <Alert severity={unmapped ? 'warning' : 'success'} sx={{ mb: 2 }}>
            {unmapped
              ? `${unmapped} account${unmapped === 1 ? ' is' : 's are'} not mapped: the roll-up statements name ${unmapped === 1 ? 'it' : 'them'} "Unmapped".`
              : 'Every account reads as a standard account on the roll-up statements.'}
          </Alert>
          <MappingTable rows={query.data.accounts} standard={query.data.standard_accounts} />
        </>
      )}
    </>
  );
}

function MappingTable({ rows, standard }: { rows: AccountMappingRow[]; standard: StandardAccountRow[] }) {
  const dialogs = useDialogs();
  const refresh = useRefreshMappings();
  const [busy, setBusy] = useState<number | null>(null);
  const change = async (r: AccountMappingRow, number: string) => {
    setBusy(r.id);
    try {
      await saveMapping(r.id, {
        standard_account_number: number || null,
        intercompany_role: r.intercompany_role,
        counterparty_company_id: r.counterparty_company_id,
      });
      await refresh();
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : 'The mapping could not be saved. Try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Account mappings">
          <TableHead>
            <TableRow>
              <TableCell>Account</TableCell>
              <TableCell>Standard account</TableCell>
              <TableCell>Intercompany</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  {r.account_number} {r.account_name}
                </TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={`Standard account of ${r.account_number}`}
                    value={r.standard_account_number ?? ''}
                    disabled={busy === r.id}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                    onChange={(e) => change(r, e.target.value)}
                  >
                    <MenuItem value="">
                      <em>Unmapped</em>
                    </MenuItem>
                    {standard.map((s) => (
                      <MenuItem key={s.id} value={s.account_number}>
                        {s.account_number} {s.account_name}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  <Typography variant="body2" color={r.intercompany_role ? 'text.primary' : 'text.secondary'}>
                    {r.intercompany_role ? `${ROLE_LABELS[r.intercompany_role]} ${r.counterparty_company_name ?? ''}` : '—'}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
