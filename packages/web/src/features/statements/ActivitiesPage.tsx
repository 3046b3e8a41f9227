import { useAuth } from '../../app/auth-store';
import { useStatement } from './api';
import { matchRows } from './compare';
import { ledgerLink, STATEMENT_PATHS, statementLink } from './links';
import { type StatementParams, useStatementParams } from './params';
import { dayBefore, yearEarlier } from './periods';
import { StatementLayout } from './StatementLayout';
import { type StatementColumn, type StatementLine, StatementTable } from './StatementTable';
import type { Activities, ClassAmounts } from './wire';

const TITLE = 'Statement of Activities';
const ZERO: ClassAmounts = { without: '0.00', with: '0.00', total: '0.00' };

/** /app/statement-of-activities: revenue, releases, expenses by function and the change in net assets, by class. */
export default function ActivitiesPage() {
  const auth = useAuth();
  const p = useStatementParams('period');
  const { current, prior } = useStatement<Activities>('/reports/statement-of-activities', p, p.valid && (!auth.isSuperAdmin || p.companyId > 0));
  return (
    <StatementLayout
      title={TITLE}
      route="/reports/statement-of-activities"
      params={p}
      current={current}
      prior={prior}
      companyName={current.data?.company_name}
      isEmpty={(d) => d.revenue.length === 0 && d.expenses.length === 0 && d.net_assets_end.total === '0.00' && d.released.total === '0.00'}
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

function linesOf(d: Activities, b: Activities | undefined, p: StatementParams): StatementLine[] {
  const priorP: StatementParams = { ...p, from: yearEarlier(p.from), to: yearEarlier(p.to) };
  const amounts = (now: ClassAmounts | undefined, before: ClassAmounts | undefined) => {
    const n = now ?? ZERO;
    return b ? [n.without, n.with, n.total, (before ?? ZERO).total] : [n.without, n.with, n.total];
  };
  const same = (link: string, priorLink: string) => [link, link, link, priorLink];
  const functional = same(statementLink(STATEMENT_PATHS.functional, p), statementLink(STATEMENT_PATHS.functional, priorP));
  const funds = same(statementLink(STATEMENT_PATHS.funds, p), statementLink(STATEMENT_PATHS.funds, priorP));
  const startP: StatementParams = { ...p, mode: 'as_of', asOf: dayBefore(p.from) };
  const position = (at: StatementParams) => statementLink(STATEMENT_PATHS.position, at);

  const lines: StatementLine[] = [{ key: 'rev', label: 'Revenue and other support', kind: 'heading' }];
  for (const r of matchRows(d.revenue, b?.revenue, (x) => String(x.account_id))) {
    const acc = (r.now ?? r.before)!;
    lines.push({
      key: `rev-${r.key}`,
      label: `${acc.account_number} ${acc.account_name}`,
      kind: 'row',
      depth: 1,
      amounts: amounts(r.now, r.before),
      links: same(ledgerLink(acc.account_id, p), ledgerLink(acc.account_id, priorP)),
    });
  }
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
    lines.push({ key: `exp-${r.key}`, label: fe.name, kind: 'row', depth: 1, amounts: amounts(r.now, r.before), links: functional });
  }
  lines.push({ key: 'exp-total', label: 'Total expenses', kind: 'subtotal', amounts: amounts(d.total_expenses, b?.total_expenses), links: functional });
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
    links: same(position(startP), position({ ...startP, asOf: yearEarlier(startP.asOf) })),
  });
  const endP: StatementParams = { ...p, mode: 'as_of', asOf: p.to };
  lines.push({
    key: 'end',
    label: 'Net assets, end of period',
    kind: 'total',
    amounts: amounts(d.net_assets_end, b?.net_assets_end),
    links: same(position(endP), position({ ...endP, asOf: yearEarlier(p.to) })),
  });
  return lines;
}
