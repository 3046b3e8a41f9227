import type { DashboardSummary } from '@app/contract';
import EventBusy from '@mui/icons-material/EventBusy';
import Schedule from '@mui/icons-material/Schedule';
import { Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usd } from '../../components/money';
import { dueBillsPath } from './api';
import { Amount, SummaryCard } from './SummaryCard';

function DueLine({ icon, label, count, total, to, empty }: { icon: ReactNode; label: string; count: number; total: string; to: string; empty: string }) {
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
      {icon}
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        {count === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
            <Link
              component={RouterLink}
              to={to}
              // The name starts with what the link shows ('1 overdue'), as speech input users say it.
              aria-label={`${count} ${label.toLowerCase()} (${count} ${count === 1 ? 'bill' : 'bills'}, ${usd(total)})`}
            >
              {count} {label.toLowerCase()}
            </Link>
            <Amount strong>{usd(total)}</Amount>
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** Open bills overdue and due in the next 14 days, each linking to the bill list filtered the same way. */
export function BillsDueCard({ bills, loading, companyId }: { bills: DashboardSummary['bills'] | undefined; loading: boolean; companyId: number }) {
  return (
    <SummaryCard id="bills-due" title="Bills to Pay" loading={loading}>
      {bills && (
        <Stack spacing={2}>
          <DueLine
            icon={<EventBusy color={bills.overdue.count ? 'error' : 'disabled'} aria-hidden />}
            label="Overdue"
            count={bills.overdue.count}
            total={bills.overdue.total}
            to={dueBillsPath('overdue', companyId)}
            empty="No overdue bills"
          />
          <DueLine
            icon={<Schedule color={bills.due_soon.count ? 'warning' : 'disabled'} aria-hidden />}
            label="Due in the next 14 days"
            count={bills.due_soon.count}
            total={bills.due_soon.total}
            to={dueBillsPath('next14', companyId)}
            empty="No bills due in the next 14 days"
          />
        </Stack>
      )}
    </SummaryCard>
  );
}
