import { MenuItem, Stack, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { useBankAccounts } from './api';

/** Company (Super-Admin) and bank account choosers shared by the import and the check register. */
export function BankAccountPicker(props: { companyId: number; onCompany(id: number): void; bankAccountId: number; onBank(id: number): void }) {
  const auth = useAuth();
  const live = !auth.isSuperAdmin || props.companyId > 0;
  const banks = useBankAccounts(auth.isSuperAdmin ? props.companyId : 0, live);
  const only = banks.data?.length === 1 ? banks.data[0].id : 0;
  const { bankAccountId, onBank } = props;
  // A company with one bank account: it is the one (nothing to choose).
  useEffect(() => {
    if (only && !bankAccountId) onBank(only);
  }, [only, bankAccountId, onBank]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      {auth.isSuperAdmin && (
        <CompanySelect
          value={props.companyId}
          onChange={(id) => {
            props.onCompany(id);
            props.onBank(0);
          }}
        />
      )}
      <TextField
        select
        name="bank_account_id"
        label="Bank Account"
        value={props.bankAccountId || ''}
        onChange={(e) => props.onBank(Number(e.target.value))}
        disabled={!live}
        sx={{ minWidth: { xs: '100%', sm: 320 } }}
      >
        {(banks.data ?? []).map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {`${b.account_number} · ${b.account_name}`}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
