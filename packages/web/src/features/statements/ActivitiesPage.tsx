import { useAuth } from '../../app/auth-store';
import { useStatement } from './api';
import { matchRows } from './compare';
import { drillLink, STATEMENT_PATHS, statementLink } from './links';
import { type StatementParams, useStatementParams } from './params';
import { dayBefore } from './periods';
import { StatementLayout } from './StatementLayout';
import { type StatementColumn, type StatementLine, StatementTable } from './StatementTable';
import type { ActivityRow, ClassAmounts, StatementOfActivities } from '@app/contract';

const TITLE = 'Statement of Activities';
const ZERO: ClassAmounts = { without: '0.00', with: '0.00', total: '0.00' };

/** /app/statement-of-activities: revenue, releases, expenses by function and the change in net assets, by class. */
export default function ActivitiesPage() {
  const auth = useAuth();
  const p = useStatementParams('period');
  const query = useStatement('/reports/statement-of-activities', p, p.valid && (!auth.isSuperAdmin || p.hasCompany));
  return (
    <StatementLayout
      rollup
      title={TITLE}
      route="/reports/statement-of-activities"
      params={p}
      query={query}
      isEmpty={(d) => d.revenue.length === 0 && d.expenses.length === 0 && d.other_changes.length === 0 && d.net_assets_end.total === '0.00'}
    >
      {(d, before) => <StatementTable label={TITLE} columns={columnsOf(!!before)} lines={linesOf(d, before, p)} />}
    </StatementLayout>
  );
}

function columnsOf(compared: boolean): StatementColumn[] {
  const cols: StatementColumn[] = [
    { key: 'without', label: 'Without donor restrictions' },
    { key: 'with', label: 'With donor restrictions' },
    { key: 'total', label: 'Total' },
  ];
  if (compared) cols.push({ key: 'prior', label: 'Total, prior year', prior: true });
  return cols;
}

function linesOf(d: StatementOfActivities, b: StatementOfActivities | null, p: StatementParams): StatementLine[] {
  const at = (x: StatementOfActivities): StatementParams => ({ ...p, mode: 'period', from: x.from, to: x.to });
  const amounts = (now: ClassAmounts | undefined, before: ClassAmounts | undefined) => {
    const n = now ?? ZERO;
    return b ? [n.without, n.with, n.total, (before ?? ZERO).total] : [n.without, n.with, n.total];
  };
  const each = (link: (x: StatementOfActivities) => string) => [link(d), link(d), link(d), b ? link(b) : undefined];
  const functional = each((x) => statementLink(STATEMENT_PATHS.functional, at(x)));
  const funds = each((x) => statementLink(STATEMENT_PATHS.funds, at(x)));
  const position = (day: string) => statementLink(STATEMENT_PATHS.position, { ...p, mode: 'as_of', asOf: day });

  const lines: StatementLine[] = [{ key: 'rev', label: 'Revenue and other support', kind: 'heading' }];
  const accountRows = (key: string, now: ActivityRow[], before: ActivityRow[] | undefined) => {
    for (const r of matchRows(now, before, (x) => String(x.account_id ?? x.name))) {
      const row = (r.now ?? r.before)!;
      const link = drillLink(r.now?.drill);
      lines.push({
        key: `${key}-${r.key}`,
        label: row.account_number ? `${row.account_number} ${row.name}` : row.name,
        kind: 'row',
        depth: 1,
        amounts: amounts(r.now, r.before),
        links: [link, link, link, drillLink(r.before?.drill)],
      });
    }
  };

  accountRows('rev', d.revenue, b?.revenue);
  lines.push({
    key: 'released',
    label: 'Net assets released from restrictions',
    kind: 'row',
    depth: 1,
    amounts: amounts(d.released, b?.released),
    links: funds,
  });
  lines.push({ key: 'rev-total', label: 'Total revenue and other support', kind: 'subtotal', amounts: amounts(d.total_revenue, b?.total_revenue) });
  lines.push({ key: 'exp', label: 'Expenses', kind: 'heading' });
  for (const r of matchRows(d.expenses, b?.expenses, (x) => String(x.functional_expense_id))) {
    const fe = (r.now ?? r.before)!;
    lines.push({
      key: `exp-${r.key}`,
      label: fe.functional_expense_id === null ? 'Unassigned (no functional expense)' : fe.name,
      kind: 'row',
      depth: 1,
      amounts: amounts(r.now, r.before),
      links: functional,
      // Expenses without a function keep the statement from the auditors: red, as on the grid.
      alarm: fe.functional_expense_id === null,
    });
  }
  lines.push({ key: 'exp-total', label: 'Total expenses', kind: 'subtotal', amounts: amounts(d.total_expenses, b?.total_expenses), links: functional });
  if (d.other_changes.length || b?.other_changes.length) {
    lines.push({ key: 'other', label: 'Other changes in net assets', kind: 'heading' });
    accountRows('other', d.other_changes, b?.other_changes);
    lines.push({
      key: 'other-total',
      label: 'Total other changes',
      kind: 'subtotal',
      amounts: amounts(d.total_other_changes, b?.total_other_changes),
      links: funds,
    });
  }
  lines.push({
    key: 'change',
    label: 'Change in net assets',
    kind: 'subtotal',
    amounts: amounts(d.change_in_net_assets, b?.change_in_net_assets),
    links: funds,
  });
  lines.push({
    key: 'begin',
    label: 'Net assets, beginning of period',
    kind: 'row',
    amounts: amounts(d.net_assets_beginning, b?.net_assets_beginning),
    links: each((x) => position(dayBefore(x.from))),
  });
  lines.push({
    key: 'end',
    label: 'Net assets, end of period',
    kind: 'total',
    amounts: amounts(d.net_assets_end, b?.net_assets_end),
    links: each((x) => position(x.to)),
  });
  return lines;
}
