import { useAuth } from '../../app/auth-store';
import { useStatement } from './api';
import { matchRows } from './compare';
import { drillLink, STATEMENT_PATHS, statementLink } from './links';
import { type StatementParams, useStatementParams } from './params';
import { dayBefore } from './periods';
import { StatementLayout } from './StatementLayout';
import { type StatementColumn, type StatementLine, StatementTable } from './StatementTable';
import type { CashFlowRow, CashFlows, CashFlowSection } from '@app/contract';

const TITLE = 'Statement of Cash Flows';
const SECTIONS = [
  { key: 'operating', label: 'Cash flows from operating activities', total: 'Net cash from operating activities' },
  { key: 'investing', label: 'Cash flows from investing activities', total: 'Net cash from investing activities' },
  { key: 'financing', label: 'Cash flows from financing activities', total: 'Net cash from financing activities' },
] as const;

/** /app/statement-of-cash-flows (indirect method): the change in net assets adjusted to the change in cash. */
export default function CashFlowsPage() {
  const auth = useAuth();
  const p = useStatementParams('period');
  const query = useStatement('/reports/cash-flows', p, p.valid && (!auth.isSuperAdmin || p.hasCompany));
  return (
    <StatementLayout
      rollup
      title={TITLE}
      route="/reports/cash-flows"
      params={p}
      query={query}
      isEmpty={(d) => SECTIONS.every((s) => d[s.key].rows.length === 0) && d.cash_end === '0.00'}
    >
      {(d, before) => <StatementTable label={TITLE} columns={columnsOf(!!before)} lines={linesOf(d, before, p)} />}
    </StatementLayout>
  );
}

function columnsOf(compared: boolean): StatementColumn[] {
  const cols: StatementColumn[] = [{ key: 'now', label: 'This period' }];
  if (compared) cols.push({ key: 'before', label: 'Prior year', prior: true });
  return cols;
}

function linesOf(d: CashFlows, b: CashFlows | null, p: StatementParams): StatementLine[] {
  const two = (now: string | undefined, before: string | undefined) => (b ? [now ?? '0.00', before ?? '0.00'] : [now ?? '0.00']);
  const activities = (x: CashFlows) => statementLink(STATEMENT_PATHS.activities, { ...p, from: x.from, to: x.to });
  const position = (day: string) => statementLink(STATEMENT_PATHS.position, { ...p, mode: 'as_of', asOf: day });
  const each = (link: (x: CashFlows) => string) => [link(d), b ? link(b) : undefined];
  const lines: StatementLine[] = [];
  for (const s of SECTIONS) {
    lines.push({ key: s.key, label: s.label, kind: 'heading' });
    const now: CashFlowSection = d[s.key];
    for (const r of matchRows(now.rows, b?.[s.key].rows, (x: CashFlowRow) => `${x.account_id ?? ''}:${x.label}`)) {
      const row = (r.now ?? r.before)!;
      // An account's movement opens its ledger; a computed line (the change in net assets) its statement.
      const links = row.drill || r.before?.drill ? [drillLink(r.now?.drill), drillLink(r.before?.drill)] : each(activities);
      lines.push({ key: `${s.key}-${r.key}`, label: row.label, kind: 'row', depth: 1, amounts: two(r.now?.amount, r.before?.amount), links });
    }
    lines.push({ key: `${s.key}-total`, label: s.total, kind: 'subtotal', amounts: two(now.total, b?.[s.key].total) });
  }
  lines.push({ key: 'net', label: 'Net change in cash', kind: 'subtotal', amounts: two(d.net_change, b?.net_change) });
  lines.push({
    key: 'begin',
    label: 'Cash, beginning of period',
    kind: 'row',
    amounts: two(d.cash_beginning, b?.cash_beginning),
    links: each((x) => position(dayBefore(x.from))),
  });
  lines.push({ key: 'end', label: 'Cash, end of period', kind: 'total', amounts: two(d.cash_end, b?.cash_end), links: each((x) => position(x.to)) });
  return lines;
}
