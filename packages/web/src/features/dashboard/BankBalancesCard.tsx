import { type DashboardBankAccount, formatDate } from '@app/contract';
import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usd } from '../../components/money';
import { Amount, SummaryCard } from './SummaryCard';

interface Props {
  accounts: DashboardBankAccount[] | undefined;
  loading: boolean;
  showCompany: boolean;
  /** every company (Super-Admin): the denomination's bank money; the accounts listed are the breakdown page's */
  total?: string | null;
}

/** Each bank and cash account's balance (the chart of accounts' Balance), linking to its ledger, and its last reconciled date. */
export function BankBalancesCard({ accounts, loading, showCompany, total }: Props) {
  return (
    <SummaryCard id="bank-balances" title="Bank Balances" loading={loading} empty={!total && accounts?.length === 0 && 'No bank accounts yet'}>
      {total != null && (
        <Stack spacing={0.25}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
            <Typography component="span">Every company</Typography>
            <Amount strong>{usd(total)}</Amount>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            Accounts below: the companies on this page of By Company
          </Typography>
        </Stack>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 360, overflowY: 'auto' }}>
        {accounts?.map((a, i) => (
          <Stack component="li" key={a.id} spacing={0.5}>
            {/* Every company's accounts (Super-Admin): each company's name heads its own. */}
            {showCompany && a.company_id !== accounts[i - 1]?.company_id && (
              <Typography variant="overline" color="text.secondary" noWrap title={a.company_name} sx={{ lineHeight: 1.6, pt: i ? 1 : 0 }}>
                {a.company_name}
              </Typography>
            )}
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
              <Typography component="span" noWrap sx={{ minWidth: 0 }} title={`${a.account_number} ${a.account_name}`}>
                <Link component={RouterLink} to={`/app/account-ledger/${a.id}`}>
                  {a.account_number} {a.account_name}
                </Link>
              </Typography>
              <Amount>{usd(a.balance)}</Amount>
            </Stack>
            <Typography variant="caption" color="text.secondary" data-testid="last-reconciled">
              {a.last_reconciled ? `Reconciled through ${formatDate(a.last_reconciled)}` : 'Never reconciled'}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </SummaryCard>
  );
}
