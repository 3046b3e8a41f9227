import { formatDate } from '@app/contract';
import { useAuth } from '../../app/auth-store';
import { useStatement } from './api';
import { matchRows } from './compare';
import { drillLink, STATEMENT_PATHS, statementLink } from './links';
import { type StatementParams, useStatementParams } from './params';
import { StatementLayout } from './StatementLayout';
import { type StatementColumn, type StatementLine, StatementTable } from './StatementTable';
import type { FinancialPosition, FinancialPositionRow, StatementMeta } from '@app/contract';

const TITLE = 'Statement of Financial Position';
const rowKey = (r: FinancialPositionRow) => String(r.account_id ?? `net:${r.account_name}`);

/** /app/statement-of-financial-position: assets, liabilities and the two classes of net assets on a date. */
export default function FinancialPositionPage() {
  const auth = useAuth();
  const p = useStatementParams('as_of');
  const query = useStatement('/reports/financial-position', p, p.valid && (!auth.isSuperAdmin || p.hasCompany));
  return (
    <StatementLayout
      rollup
      title={TITLE}
      route="/reports/financial-position"
      params={p}
      query={query}
      isEmpty={(d) => d.assets.length === 0 && d.liabilities.length === 0 && d.net_assets.total === '0.00'}
    >
      {(d, before, meta) => <StatementTable label={TITLE} columns={columnsOf(meta)} lines={linesOf(d, before, p)} />}
    </StatementLayout>
  );
}

function columnsOf(meta: StatementMeta): StatementColumn[] {
  const cols: StatementColumn[] = [{ key: 'now', label: formatDate(meta.to) }];
  if (meta.compare_to) cols.push({ key: 'before', label: formatDate(meta.compare_to), prior: true });
  return cols;
}

type Side = 'assets' | 'liabilities';
const GROUPS = [
  { key: 'current', label: 'Current' },
  { key: 'non_current', label: 'Non-current' },
] as const;
const totalOf = (side: Side, group: (typeof GROUPS)[number]['key']) => `total_${group}_${side}` as const;

function linesOf(d: FinancialPosition, b: FinancialPosition | null, p: StatementParams): StatementLine[] {
  const two = (now: string | undefined, before: string | undefined) => (b ? [now ?? '0.00', before ?? '0.00'] : [now ?? '0.00']);
  // Net assets by class break down by fund: the fund balances of the year up to the date.
  const fundsAt = (day: string) => statementLink(STATEMENT_PATHS.funds, { ...p, mode: 'period', from: `${day.slice(0, 4)}-01-01`, to: day });
  const funds = b ? [fundsAt(d.as_of), fundsAt(b.as_of)] : [fundsAt(d.as_of)];
  const lines: StatementLine[] = [];
  const side = (name: Side, label: string) => {
    lines.push({ key: name, label, kind: 'heading' });
    for (const g of GROUPS) {
      const rows = matchRows(
        d[name].filter((r) => r.group === g.key),
        b?.[name].filter((r) => r.group === g.key),
        rowKey,
      );
      if (!rows.length) continue;
      lines.push({ key: `${name}-${g.key}`, label: `${g.label} ${name}`, kind: 'heading', depth: 1 });
      for (const r of rows) {
        const acc = (r.now ?? r.before)!;
        lines.push({
          key: `${name}-${r.key}`,
          label: acc.account_id === null ? acc.account_name : `${acc.account_number} ${acc.account_name}`,
          kind: 'row',
          depth: 2,
          amounts: two(r.now?.amount, r.before?.amount),
          links: [drillLink(r.now?.drill), drillLink(r.before?.drill)],
        });
      }
      const total = totalOf(name, g.key);
      lines.push({ key: total, label: `Total ${g.label.toLowerCase()} ${name}`, kind: 'subtotal', depth: 1, amounts: two(d[total], b?.[total]) });
    }
    const total = name === 'assets' ? 'total_assets' : 'total_liabilities';
    lines.push({ key: total, label: `Total ${name}`, kind: 'total', amounts: two(d[total], b?.[total]) });
  };
  side('assets', 'Assets');
  side('liabilities', 'Liabilities');
  lines.push({ key: 'net', label: 'Net assets', kind: 'heading' });
  lines.push({
    key: 'net-without',
    label: 'Without donor restrictions',
    kind: 'row',
    depth: 1,
    amounts: two(d.net_assets.without, b?.net_assets.without),
    links: funds,
  });
  lines.push({ key: 'net-with', label: 'With donor restrictions', kind: 'row', depth: 1, amounts: two(d.net_assets.with, b?.net_assets.with), links: funds });
  lines.push({ key: 'net-total', label: 'Total net assets', kind: 'subtotal', depth: 1, amounts: two(d.net_assets.total, b?.net_assets.total), links: funds });
  lines.push({
    key: 'grand',
    label: 'Total liabilities and net assets',
    kind: 'total',
    amounts: two(d.total_liabilities_and_net_assets, b?.total_liabilities_and_net_assets),
  });
  return lines;
}
