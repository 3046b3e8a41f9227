import { Divider, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { statementAmount } from '../statements/amounts';
import { useNetAssets } from '../statements/api';
import { STATEMENT_PATHS } from '../statements/links';
import { Amount, SummaryCard } from './SummaryCard';

/**
 * Net assets by class (today's statement of financial position) and each fund's balance (the year's fund
 * balances), each linking to its statement. One company: the user's own, or the Super-Admin's chosen one.
 */
export function NetAssetsCard({ companyId }: { companyId: number }) {
  const { position, funds } = useNetAssets(companyId);
  const company = companyId ? `company_id=${companyId}&` : '';
  const positionLink = `/app/${STATEMENT_PATHS.position}?${company}`.replace(/[?&]$/, '');
  const fundsLink = `/app/${STATEMENT_PATHS.funds}?${company}`.replace(/[?&]$/, '');
  const n = position.data?.net_assets;
  const error = position.error ?? funds.error;
  const row = (label: string, amount: string, strong = false) => (
    <Stack component="li" direction="row" key={label} sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
      <Typography component="span" sx={{ fontWeight: strong ? 600 : undefined }}>
        {label}
      </Typography>
      <Amount strong={strong}>
        <Link component={RouterLink} to={positionLink}>
          {statementAmount(amount)}
        </Link>
      </Amount>
    </Stack>
  );
  return (
    <SummaryCard id="net-assets" title="Net Assets" loading={position.isLoading || funds.isLoading} empty={error ? error.message : false}>
      {n && (
        <Stack component="ul" spacing={1} aria-label="Net assets by class" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {row('Without donor restrictions', n.without)}
          {row('With donor restrictions', n.with)}
          {row('Total net assets', n.total, true)}
        </Stack>
      )}
      {!!funds.data?.length && (
        <>
          <Divider />
          <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            Fund balances
          </Typography>
          <Stack component="ul" spacing={1} aria-label="Fund balances" sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 240, overflowY: 'auto' }}>
            {funds.data.map((f) => (
              <Stack component="li" direction="row" key={f.fund_program_id ?? 'none'} sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
                <Typography component="span" noWrap sx={{ minWidth: 0 }} title={f.name}>
                  {f.name}
                </Typography>
                <Amount>
                  <Link component={RouterLink} to={fundsLink}>
                    {statementAmount(f.ending)}
                  </Link>
                </Amount>
              </Stack>
            ))}
          </Stack>
        </>
      )}
    </SummaryCard>
  );
}
