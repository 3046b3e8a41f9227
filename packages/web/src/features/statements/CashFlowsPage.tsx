import { useAuth } from '../../app/auth-store';
import { useStatement } from './api';
import { matchRows } from './compare';
import { ledgerLink, STATEMENT_PATHS, statementLink } from './links';
import { type StatementParams, useStatementParams } from './params';
import { dayBefore, yearEarlier } from './periods';
import { StatementLayout } from './StatementLayout';
import { type StatementColumn, type StatementLine, StatementTable } from './StatementTable';
import type { CashFlowLine, CashFlows, CashFlowSection } from './wire';

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
  const { current, prior } = useStatement<CashFlows>('/reports/cash-flows', p, p.valid && (!auth.isSuperAdmin || p.companyId > 0));
  return (
    <StatementLayout
      title={TITLE}
      route="/reports/cash-flows"
      params={p}
      current={current}
      prior={prior}
      companyName={current.data?.company_name}
      isEmpty={(d) => SECTIONS.every((s) => d[s.key].lines.length === 0) && d.cash_end === '0.00'}
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

function linesOf(d: CashFlows, b: CashFlows | undefined, p: StatementParams): StatementLine[] {
  const priorP: StatementParams = { ...p, from: yearEarlier(p.from), to: yearEarlier(p.to) };
  const two = (now: string | undefined, before: string | undefined) => (b ? [now ?? '0.00', before ?? '0.00'] : [now ?? '0.00']);
  const lines: StatementLine[] = [];
  for (const s of SECTIONS) {
    lines.push({ key: s.key, label: s.label, kind: 'heading' });
    const now: CashFlowSection = d[s.key];
    for (const r of matchRows(now.lines, b?.[s.key].lines, (x: CashFlowLine) => `${x.account_id ?? ''}:${x.label}`)) {
      const line = (r.now ?? r.before)!;
      const link = line.account_id
        ? [ledgerLink(line.account_id, p), ledgerLink(line.account_id, priorP)]
        : [statementLink(STATEMENT_PATHS.activities, p), statementLink(STATEMENT_PATHS.activities, priorP)];
      lines.push({ key: `${s.key}-${r.key}`, label: line.label, kind: 'row', depth: 1, amounts: two(r.now?.amount, r.before?.amount), links: link });
    }
    lines.push({ key: `${s.key}-total`, label: s.total, kind: 'subtotal', amounts: two(now.total, b?.[s.key].total) });
  }
  const position = (day: string) => statementLink(STATEMENT_PATHS.position, { ...p, mode: 'as_of', asOf: day });
  lines.push({ key: 'net', label: 'Net change in cash', kind: 'subtotal', amounts: two(d.net_change, b?.net_change) });
  lines.push({
    key: 'begin',
    label: 'Cash, beginning of period',
    kind: 'row',
    amounts: two(d.cash_beginning, b?.cash_beginning),
    links: [position(dayBefore(p.from)), position(dayBefore(priorP.from))],
  });
  lines.push({ key: 'end', label: 'Cash, end of period', kind: 'total', amounts: two(d.cash_end, b?.cash_end), links: [position(p.to), position(priorP.to)] });
  return lines;
}
