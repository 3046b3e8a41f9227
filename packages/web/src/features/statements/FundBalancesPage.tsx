import { formatDate } from '@app/contract';
import { Typography } from '@mui/material';
import { useAuth } from '../../app/auth-store';
import { sumWire } from './amounts';
import { useStatement } from './api';
import { drillLink, STATEMENT_PATHS, statementLink } from './links';
import { type StatementParams, useStatementParams } from './params';
import { StatementLayout } from './StatementLayout';
import { type StatementColumn, type StatementLine, StatementTable } from './StatementTable';
import type { FundBalanceRow, FundBalances } from '@app/contract';

const TITLE = 'Fund Balances';
const FIGURES = ['beginning', 'revenue', 'expenses', 'released', 'transfers', 'ending'] as const;
const COLUMNS: StatementColumn[] = [
  { key: 'beginning', label: 'Beginning' },
  { key: 'revenue', label: 'Revenue' },
  { key: 'expenses', label: 'Expenses' },
  { key: 'released', label: 'Released' },
  { key: 'transfers', label: 'Transfers' },
  { key: 'ending', label: 'Ending' },
];
const RESTRICTION: Record<FundBalanceRow['restriction'], string> = {
  without: 'without donor restrictions',
  purpose: 'purpose restricted',
  time: 'time restricted',
  perpetual: 'perpetual',
};
const fundName = (r: FundBalanceRow) => r.name;
/** 'Building Fund (purpose restricted)', 'Youth Trip (time restricted, until Jun 30, 2027)'. */
function fundLabel(r: FundBalanceRow): string {
  if (r.fund_program_id === null || r.restriction === 'without') return r.name;
  return `${r.name} (${RESTRICTION[r.restriction]}${r.release_on ? `, until ${formatDate(r.release_on)}` : ''})`;
}

/** /app/fund-balances: each fund's beginning, movements and ending balance, by class, and its share of each bank account. */
export default function FundBalancesPage() {
  const auth = useAuth();
  const p = useStatementParams('period');
  const query = useStatement('/reports/fund-balances', p, p.valid && (!auth.isSuperAdmin || p.hasCompany));
  return (
    <StatementLayout rollup title={TITLE} route="/reports/fund-balances" params={p} query={query} isEmpty={(d) => d.length === 0}>
      {(d, before) => (
        <>
          <StatementTable
            label={TITLE}
            columns={before ? [...COLUMNS, { key: 'prior', label: 'Ending, prior year', prior: true }] : COLUMNS}
            lines={fundLines(d, before, p)}
          />
          <BankShares rows={d} />
        </>
      )}
    </StatementLayout>
  );
}

function fundLines(d: FundBalances, b: FundBalances | null, p: StatementParams): StatementLine[] {
  const priorEnding = new Map<number | null, string>((b ?? []).map((r) => [r.fund_program_id, r.ending]));
  const withPrior = (list: string[], prior: string | null | undefined) => (b ? [...list, prior ?? '0.00'] : list);
  const position = statementLink(STATEMENT_PATHS.position, p);
  const activities = statementLink(STATEMENT_PATHS.activities, p);
  const links = [position, activities, activities, activities, activities, position];
  const lines: StatementLine[] = [];
  const klass = (label: string, key: string, rows: FundBalanceRow[]) => {
    if (!rows.length) return;
    lines.push({ key, label, kind: 'heading' });
    for (const r of rows) {
      lines.push({
        key: `fund-${r.fund_program_id ?? 'none'}`,
        label: fundLabel(r),
        kind: 'row',
        depth: 1,
        amounts: withPrior(
          FIGURES.map((f) => r[f]),
          priorEnding.get(r.fund_program_id),
        ),
        links,
      });
    }
    const sums = FIGURES.map((f) => sumWire(rows.map((r) => r[f])));
    lines.push({
      key: `${key}-total`,
      label: `Total ${label.toLowerCase()}`,
      kind: 'subtotal',
      amounts: withPrior(sums, b && sumWire(rows.map((r) => priorEnding.get(r.fund_program_id) ?? '0.00'))),
    });
  };
  klass(
    'Without donor restrictions',
    'without',
    d.filter((r) => r.restriction === 'without'),
  );
  klass(
    'With donor restrictions',
    'with',
    d.filter((r) => r.restriction !== 'without'),
  );
  lines.push({
    key: 'total',
    label: 'Total net assets',
    kind: 'total',
    amounts: withPrior(
      FIGURES.map((f) => sumWire(d.map((r) => r[f]))),
      b && sumWire(b.map((r) => r.ending)),
    ),
  });
  return lines;
}

/** Each fund's share of each bank account (the net of the account's lines tagged with the fund). */
function BankShares({ rows }: { rows: FundBalances }) {
  const banks = new Map<number, string>();
  for (const r of rows) for (const s of r.bank_shares) banks.set(s.account_id, s.account_name);
  if (!banks.size) return null;
  const ids = [...banks.keys()];
  const columns: StatementColumn[] = ids.map((id) => ({ key: String(id), label: banks.get(id)! }));
  const lines: StatementLine[] = rows.map((r) => {
    const share = new Map(r.bank_shares.map((s) => [s.account_id, s]));
    return {
      key: `share-${r.fund_program_id ?? 'none'}`,
      label: fundName(r),
      kind: 'row',
      amounts: ids.map((id) => share.get(id)?.amount ?? '0.00'),
      links: ids.map((id) => drillLink(share.get(id)?.drill)),
    };
  });
  lines.push({
    key: 'share-total',
    label: 'Bank balance',
    kind: 'total',
    amounts: ids.map((id) => sumWire(rows.map((r) => r.bank_shares.find((s) => s.account_id === id)?.amount ?? '0.00'))),
  });
  return (
    <>
      <Typography component="h3" sx={{ fontWeight: 600, px: 2, pt: 3 }}>
        Each fund's share of the bank accounts
      </Typography>
      <StatementTable label="Each fund's share of the bank accounts" columns={columns} lines={lines} />
    </>
  );
}
