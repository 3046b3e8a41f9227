import { formatDate } from '@app/contract';
import { yearEarlier } from './periods';
import { useAuth } from '../../app/auth-store';
import { sumWire } from './amounts';
import { useStatement } from './api';
import { matchRows } from './compare';
import { ledgerLink, STATEMENT_PATHS, statementLink } from './links';
import { type StatementParams, useStatementParams } from './params';
import { StatementLayout } from './StatementLayout';
import { type StatementColumn, type StatementLine, StatementTable } from './StatementTable';
import type { AccountAmount, FinancialPosition } from './wire';

const TITLE = 'Statement of Financial Position';
const SECTIONS = [
  { key: 'current', label: 'Current' },
  { key: 'non_current', label: 'Non-current' },
] as const;

/** /app/statement-of-financial-position: assets, liabilities and the two classes of net assets on a date. */
export default function FinancialPositionPage() {
  const auth = useAuth();
  const p = useStatementParams('as_of');
  const { current, prior } = useStatement<FinancialPosition>('/reports/financial-position', p, p.valid && (!auth.isSuperAdmin || p.companyId > 0));
  return (
    <StatementLayout
      title={TITLE}
      route="/reports/financial-position"
      params={p}
      current={current}
      prior={prior}
      companyName={current.data?.company_name}
      isEmpty={(d) => d.assets.length === 0 && d.liabilities.length === 0 && d.net_assets.total === '0.00'}
    >
      {(d, before) => <StatementTable label={TITLE} columns={columnsOf(p, !!before)} lines={linesOf(d, before, p)} />}
    </StatementLayout>
  );
}

function columnsOf(p: StatementParams, compared: boolean): StatementColumn[] {
  const cols: StatementColumn[] = [{ key: 'now', label: formatDate(p.asOf) }];
  if (compared) cols.push({ key: 'before', label: formatDate(yearEarlier(p.asOf)), prior: true });
  return cols;
}

function linesOf(d: FinancialPosition, b: FinancialPosition | undefined, p: StatementParams): StatementLine[] {
  const two = (now: string | undefined, before: string | undefined) => (b ? [now ?? '0.00', before ?? '0.00'] : [now ?? '0.00']);
  const funds = statementLink(STATEMENT_PATHS.funds, { ...p, mode: 'period', from: `${p.asOf.slice(0, 4)}-01-01`, to: p.asOf });
  const lines: StatementLine[] = [];
  const side = (name: 'assets' | 'liabilities', label: string, total: 'total_assets' | 'total_liabilities') => {
    lines.push({ key: name, label, kind: 'heading' });
    for (const s of SECTIONS) {
      const rows = matchRows(
        d[name].filter((r) => r.section === s.key),
        b?.[name].filter((r) => r.section === s.key),
        (r: AccountAmount) => String(r.account_id),
      );
      if (!rows.length) continue;
      lines.push({ key: `${name}-${s.key}`, label: `${s.label} ${name}`, kind: 'heading', depth: 1 });
      for (const r of rows) {
        const acc = (r.now ?? r.before)!;
        lines.push({
          key: `${name}-${r.key}`,
          label: `${acc.account_number} ${acc.account_name}`,
          kind: 'row',
          depth: 2,
          amounts: two(r.now?.amount, r.before?.amount),
          links: [ledgerLink(acc.account_id, p), ledgerLink(acc.account_id, { ...p, asOf: yearEarlier(p.asOf) })],
        });
      }
      const sum = (list: AccountAmount[] | undefined) => sumWire((list ?? []).filter((r) => r.section === s.key).map((r) => r.amount));
      lines.push({
        key: `${name}-${s.key}-total`,
        label: `Total ${s.label.toLowerCase()} ${name}`,
        kind: 'subtotal',
        depth: 1,
        amounts: two(sum(d[name]), b && sum(b[name])),
      });
    }
    lines.push({ key: total, label: `Total ${name}`, kind: 'total', amounts: two(d[total], b?.[total]) });
  };
  side('assets', 'Assets', 'total_assets');
  side('liabilities', 'Liabilities', 'total_liabilities');
  lines.push({ key: 'net', label: 'Net assets', kind: 'heading' });
  lines.push({
    key: 'net-without',
    label: 'Without donor restrictions',
    kind: 'row',
    depth: 1,
    amounts: two(d.net_assets.without, b?.net_assets.without),
    links: [funds],
  });
  lines.push({ key: 'net-with', label: 'With donor restrictions', kind: 'row', depth: 1, amounts: two(d.net_assets.with, b?.net_assets.with), links: [funds] });
  lines.push({
    key: 'net-total',
    label: 'Total net assets',
    kind: 'subtotal',
    depth: 1,
    amounts: two(d.net_assets.total, b?.net_assets.total),
    links: [funds],
  });
  lines.push({
    key: 'grand',
    label: 'Total liabilities and net assets',
    kind: 'total',
    amounts: two(d.total_liabilities_and_net_assets, b?.total_liabilities_and_net_assets),
  });
  return lines;
}
