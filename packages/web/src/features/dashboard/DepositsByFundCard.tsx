import { Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { api } from '../../api/typed';
import { usd } from '../../components/money';
import { localToday } from '../../components/today';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';
import { Amount, SummaryCard } from './SummaryCard';

/** This month's deposits by fund (issue 25), from GET /deposits/by-fund, linking to the deposit list. */
export function DepositsByFundCard({ companyId }: { companyId: number }) {
  const today = localToday();
  const { data, isLoading } = useQuery({
    queryKey: [...QUERY_ROOTS.dashboard, 'deposits-by-fund', companyId, today],
    queryFn: () => api.get('/deposits/by-fund', { query: new URLSearchParams({ company_id: String(companyId), today }) }).then((r) => r.data),
  });
  return (
    <SummaryCard id="deposits-by-fund" title="Deposits This Month" loading={isLoading} empty={data?.funds.length === 0 && 'No deposits this month'}>
      {data && (
        <Stack spacing={1}>
          {data.funds.map((f) => (
            <Stack key={f.fund_program_id} direction="row" sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
              <Typography noWrap title={f.fund_program_name}>
                {f.fund_program_name}
              </Typography>
              <Amount>{usd(f.amount)}</Amount>
            </Stack>
          ))}
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 700 }}>Total</Typography>
            <Amount strong>{usd(data.total)}</Amount>
          </Stack>
          <Button variant="outlined" size="small" component={RouterLink} to="/app/deposit-list" sx={{ alignSelf: 'flex-start' }}>
            Open deposits
          </Button>
        </Stack>
      )}
    </SummaryCard>
  );
}
