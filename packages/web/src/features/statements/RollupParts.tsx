import type { UnmatchedIntercompany } from '@app/contract';
import { Alert, Autocomplete, Box, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useAuth } from '../../app/auth-store';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type CompanyOption, CompanySelect, companyOptionQuery, useCompanySearch, usePausedSearch } from '../../components/CompanySelect';
import { statementAmount as formatMoney } from './amounts';
import type { StatementParams, StatementScope } from './params';

const SCOPE_LABELS: Record<StatementScope, string> = {
  company: 'This company',
  subtree: 'With its subtree',
  chosen: 'Chosen companies',
};

/**
 * Whose statement (issue 27): one company, the company with every company below it, or chosen companies.
 * A roll-up is read by the standard chart, with the intercompany amounts between them eliminated.
 */
export function ScopeFields({ params: p }: { params: StatementParams }) {
  const auth = useAuth();
  const choosing = p.scope === 'chosen';
  // Searched as one types, as CompanySelect (a denomination's thousands are never all loaded); the chosen
  // companies read by id.
  const [typed, setTyped] = useState('');
  const found = useCompanySearch(usePausedSearch(typed), choosing);
  const picked = useQueries({
    queries: (choosing ? p.companyIds : []).map(companyOptionQuery),
    combine: (results) => results.map((r) => r.data).filter((c): c is CompanyOption => !!c),
  });
  // One array per chosen set: the Autocomplete clears what is being typed when its value changes identity.
  const key = picked.map((c) => c.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are the identity of the chosen set
  const chosen = useMemo(() => picked, [key]);
  return (
    <>
      <TextField
        select
        id="statement-scope"
        label="Scope"
        value={p.scope}
        onChange={(e) => p.set({ scope: e.target.value === 'company' ? null : e.target.value })}
        sx={{ width: 190 }}
      >
        {(Object.keys(SCOPE_LABELS) as StatementScope[]).map((s) => (
          <MenuItem key={s} value={s}>
            {SCOPE_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      {p.scope === 'chosen' ? (
        <Autocomplete
          multiple
          id="statement-companies"
          options={found.data ?? []}
          value={chosen}
          loading={found.isFetching}
          filterOptions={(x) => x}
          onInputChange={(_, text, reason) => {
            if (reason === 'input') setTyped(text);
          }}
          onClose={() => setTyped('')}
          getOptionLabel={(c) => c.legal_name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, v) => p.set({ company_ids: v.length ? v.map((c) => c.id).join(',') : null })}
          renderInput={(params) => <TextField {...params} label="Companies" />}
          sx={{ minWidth: 260, maxWidth: 520, flex: 1 }}
        />
      ) : (
        auth.isSuperAdmin && <CompanySelect label="Company" value={p.companyId} onChange={(id) => p.set({ company_id: id ? String(id) : null })} />
      )}
    </>
  );
}

const KIND_LABELS = { balance: 'Due to / due from', remittance: 'Remittance' } as const;

/** Under a roll-up: the pairs of companies whose two sides disagree (the mismatch report), never eliminated silently. */
export function MismatchReport({ rows }: { rows: UnmatchedIntercompany[] }) {
  return (
    <Box component="section" aria-label="Intercompany mismatches" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Intercompany mismatches
      </Typography>
      {rows.length === 0 ? (
        <Alert severity="success">Every intercompany pair agrees: all of it is eliminated.</Alert>
      ) : (
        <>
          <Alert severity="warning" sx={{ mb: 1 }}>
            The two books of these pairs disagree. The difference stays on the statement as an unmatched intercompany difference until one side is corrected.
          </Alert>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Unmatched intercompany differences">
              <TableHead>
                <TableRow>
                  <TableCell>Company</TableCell>
                  <TableCell>Counterparty</TableCell>
                  <TableCell>Kind</TableCell>
                  <TableCell align="right">Company books</TableCell>
                  <TableCell align="right">Counterparty books</TableCell>
                  <TableCell align="right">Difference</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={`${r.kind}-${r.company_id}-${r.counterparty_company_id}`}>
                    <TableCell>{r.company_name}</TableCell>
                    <TableCell>{r.counterparty_company_name}</TableCell>
                    <TableCell>{KIND_LABELS[r.kind]}</TableCell>
                    <TableCell align="right">{formatMoney(r.company_amount)}</TableCell>
                    <TableCell align="right">{formatMoney(r.counterparty_amount)}</TableCell>
                    <TableCell align="right">{formatMoney(r.difference)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
