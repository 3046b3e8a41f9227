import type { CashFlows, ClassAmounts, FinancialPosition, FunctionalExpensesStatement, FundBalances, StatementOfActivities } from '@app/contract';
import { formatUsd } from '@app/contract';
import { pdfDate } from '../../pdf/document.js';
import type { StatementContext } from './period.js';
import type { Printable, PrintRow } from './printable.js';

const span = (from: string, to: string) => `${pdfDate(from)} to ${pdfDate(to)}`;
const priorHeader = (ctx: StatementContext, asOf = false) => (ctx.prior ? (asOf ? pdfDate(ctx.prior.to) : span(ctx.prior.from, ctx.prior.to)) : '');
const head = (label: string): PrintRow => ({ label, values: [], heading: true });

/** Rows of one amount, with the prior year's beside it when compared (matched by label). */
function withPrior(rows: PrintRow[], prior: PrintRow[] | null): PrintRow[] {
  if (!prior) return rows;
  const byLabel = new Map(prior.map((r) => [r.label, r.values[0] ?? null]));
  return rows.map((r) => (r.heading || !r.values.length ? r : { ...r, values: [...r.values, byLabel.get(r.label) ?? '0.00'] }));
}

/**
 * The rows of this year followed by the prior year's rows it lacks, with zero amounts: a compared statement
 * shows every line either year has.
 */
function union<T>(now: T[], prior: T[] | undefined, key: (r: T) => unknown, zero: (r: T) => T): T[] {
  if (!prior) return now;
  const seen = new Set(now.map(key));
  return [...now, ...prior.filter((r) => !seen.has(key(r))).map(zero)];
}
const Z = '0.00';
const zeroClasses = <T extends { without: string; with: string; total: string }>(r: T): T => ({ ...r, without: Z, with: Z, total: Z });

function positionRows(d: FinancialPosition, other?: FinancialPosition | null): PrintRow[] {
  const key = (r: FinancialPosition['assets'][number]) => `${r.account_id}:${r.account_name}`;
  const zero = (r: FinancialPosition['assets'][number]) => ({ ...r, amount: Z });
  d = { ...d, assets: union(d.assets, other?.assets, key, zero), liabilities: union(d.liabilities, other?.liabilities, key, zero) };
  const line = (label: string, v: string, bold = false, indent = 1): PrintRow => ({ label, values: [v], bold, indent });
  const group = (rows: FinancialPosition['assets'], g: 'current' | 'non_current') =>
    rows.filter((r) => r.group === g).map((r) => line(r.account_number ? `${r.account_number} ${r.account_name}` : r.account_name, r.amount, false, 2));
  // A group with no account is left out (its total is then 0.00).
  const section = (title: string, rows: FinancialPosition['assets'], g: 'current' | 'non_current', total: string) => {
    const lines = group(rows, g);
    return lines.length ? [line(title, '', true), ...lines, line(`Total ${title.toLowerCase()}`, total, true)] : [];
  };
  return [
    head('Assets'),
    ...section('Current assets', d.assets, 'current', d.total_current_assets),
    ...section('Non-current assets', d.assets, 'non_current', d.total_non_current_assets),
    line('Total assets', d.total_assets, true, 0),
    head('Liabilities'),
    ...section('Current liabilities', d.liabilities, 'current', d.total_current_liabilities),
    ...section('Non-current liabilities', d.liabilities, 'non_current', d.total_non_current_liabilities),
    line('Total liabilities', d.total_liabilities, true, 0),
    head('Net assets'),
    line('Without donor restrictions', d.net_assets.without),
    line('With donor restrictions', d.net_assets.with),
    line('Total net assets', d.net_assets.total, true, 0),
    line('Total liabilities and net assets', d.total_liabilities_and_net_assets, true, 0),
  ].map((r) => (r.values[0] === '' ? { ...r, values: [] } : r));
}

export function financialPosition(d: FinancialPosition, ctx: StatementContext, prior: FinancialPosition | null): Printable {
  return {
    name: 'financial-position',
    title: 'Statement of Financial Position',
    company: ctx.companyName,
    dates: `As of ${pdfDate(d.as_of)}`,
    columns: prior ? [pdfDate(d.as_of), priorHeader(ctx, true)] : ['Amount'],
    rows: withPrior(positionRows(d, prior), prior ? positionRows(prior) : null),
  };
}

export function activities(d: StatementOfActivities, ctx: StatementContext, prior: StatementOfActivities | null): Printable {
  d = {
    ...d,
    revenue: union(d.revenue, prior?.revenue, (r) => r.account_id, zeroClasses),
    expenses: union(d.expenses, prior?.expenses, (r) => r.functional_expense_id, zeroClasses),
    other_changes: union(d.other_changes, prior?.other_changes, (r) => r.name, zeroClasses),
  };
  const three = (label: string, a: ClassAmounts, bold = false, indent = 1): PrintRow => ({ label, values: [a.without, a.with, a.total], bold, indent });
  const priorTotal = (get: (s: StatementOfActivities) => ClassAmounts | undefined) => (prior ? [get(prior)?.total ?? '0.00'] : []);
  const rows: PrintRow[] = [
    head('Revenue and other support'),
    ...d.revenue.map((r) => ({
      ...three(r.account_number ? `${r.account_number} ${r.name}` : r.name, r),
      values: [r.without, r.with, r.total, ...priorTotal((s) => s.revenue.find((x) => x.account_id === r.account_id))],
    })),
    {
      ...three('Net assets released from restrictions', d.released),
      values: [d.released.without, d.released.with, d.released.total, ...priorTotal((s) => s.released)],
    },
    {
      ...three('Total revenue and other support', d.total_revenue, true, 0),
      values: [...three('', d.total_revenue).values, ...priorTotal((s) => s.total_revenue)],
    },
    head('Expenses'),
    ...d.expenses.map((e) => ({
      label: e.name,
      values: [e.without, e.with, e.total, ...priorTotal((s) => s.expenses.find((x) => x.functional_expense_id === e.functional_expense_id))],
      indent: 1,
      alert: e.functional_expense_id === null,
    })),
    { ...three('Total expenses', d.total_expenses, true, 0), values: [...three('', d.total_expenses).values, ...priorTotal((s) => s.total_expenses)] },
  ];
  if (d.other_changes.length) {
    rows.push(head('Other changes in net assets'));
    for (const r of d.other_changes)
      rows.push({ ...three(r.name, r), values: [r.without, r.with, r.total, ...priorTotal((s) => s.other_changes.find((x) => x.name === r.name))] });
    rows.push({
      ...three('Total other changes', d.total_other_changes, true, 0),
      values: [...three('', d.total_other_changes).values, ...priorTotal((s) => s.total_other_changes)],
    });
  }
  for (const [label, get] of [
    ['Change in net assets', (s: StatementOfActivities) => s.change_in_net_assets],
    ['Net assets, beginning of period', (s: StatementOfActivities) => s.net_assets_beginning],
    ['Net assets, end of period', (s: StatementOfActivities) => s.net_assets_end],
  ] as const)
    rows.push({ label, values: [get(d).without, get(d).with, get(d).total, ...priorTotal(get)], bold: true });
  return {
    name: 'statement-of-activities',
    title: 'Statement of Activities',
    company: ctx.companyName,
    dates: span(d.from, d.to),
    columns: ['Without donor restrictions', 'With donor restrictions', 'Total', ...(prior ? [`Total ${priorHeader(ctx)}`] : [])],
    rows,
  };
}

export function functionalExpenses(d: FunctionalExpensesStatement, ctx: StatementContext, _prior: FunctionalExpensesStatement | null): Printable {
  const ids = d.columns.map((c) => String(c.functional_expense_id));
  const showUnassigned = d.unassigned !== '0.00';
  return {
    name: 'functional-expenses',
    title: 'Statement of Functional Expenses',
    company: ctx.companyName,
    dates: span(d.from, d.to),
    columns: [...d.columns.map((c) => c.name), ...(showUnassigned ? ['Unassigned'] : []), 'Total'],
    rows: [
      ...d.rows.map((r) => ({
        label: `${r.account_number} ${r.account_name}`,
        values: [...ids.map((id) => r.amounts[id] ?? '0.00'), ...(showUnassigned ? [r.unassigned] : []), r.total],
        alert: showUnassigned && r.unassigned !== '0.00',
      })),
      {
        label: 'Total expenses',
        values: [...ids.map((id) => d.totals[id] ?? '0.00'), ...(showUnassigned ? [d.unassigned] : []), d.total],
        bold: true,
        alert: showUnassigned,
      },
    ],
    notes: showUnassigned
      ? ['Expense lines without a functional expense are in the Unassigned column: assign them before handing this statement to the auditors.']
      : undefined,
  };
}

const RESTRICTION_LABEL = { without: 'Without donor restrictions', purpose: 'Purpose restricted', time: 'Time restricted', perpetual: 'Perpetual' } as const;

export function fundBalances(d: FundBalances, ctx: StatementContext, _prior: FundBalances | null): Printable {
  const sum = (k: 'beginning' | 'revenue' | 'expenses' | 'released' | 'transfers' | 'ending') =>
    (d.reduce((s, r) => s + BigInt(r[k].replace('.', '')), 0n) as bigint).toString();
  const asMoney = (c: string) => {
    const n = BigInt(c);
    const abs = n < 0n ? -n : n;
    return `${n < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  };
  return {
    name: 'fund-balances',
    title: 'Fund Balances',
    company: ctx.companyName,
    dates: span(ctx.period.from, ctx.period.to),
    columns: ['Beginning', 'Revenue', 'Expenses', 'Transfers', 'Ending', 'Released'],
    rows: [
      ...d.map((r) => ({
        label: `${r.name} (${RESTRICTION_LABEL[r.restriction]}${r.release_on ? `, until ${pdfDate(r.release_on)}` : ''})`,
        values: [r.beginning, r.revenue, r.expenses, r.transfers, r.ending, r.released],
      })),
      {
        label: 'Total net assets',
        values: (['beginning', 'revenue', 'expenses', 'transfers', 'ending', 'released'] as const).map((k) => asMoney(sum(k))),
        bold: true,
      },
    ],
    notes: [
      'Released: the part released from donor restrictions in the period (a reclassification; the fund total is unchanged).',
      ...d.flatMap((r) =>
        r.bank_shares.map((s) => `${r.name}: share of ${s.account_name} as of ${pdfDate(ctx.period.to)}: ${formatUsd(BigInt(s.amount.replace('.', '')))}`),
      ),
    ],
  };
}

export function cashFlows(d: CashFlows, ctx: StatementContext, prior: CashFlows | null): Printable {
  const line = (label: string, v: string, bold = false, indent = 1): PrintRow => ({ label, values: [v], bold, indent });
  const rowsOf = (c: CashFlows, other?: CashFlows | null): PrintRow[] => {
    const sec = (k: 'operating' | 'investing' | 'financing') =>
      union(
        c[k].rows,
        other?.[k].rows,
        (r) => r.label,
        (r) => ({ ...r, amount: Z }),
      );
    c = {
      ...c,
      operating: { ...c.operating, rows: sec('operating') },
      investing: { ...c.investing, rows: sec('investing') },
      financing: { ...c.financing, rows: sec('financing') },
    };
    return [
      head('Cash flows from operating activities'),
      ...c.operating.rows.map((r) => line(r.label, r.amount)),
      line('Net cash from operating activities', c.operating.total, true, 0),
      head('Cash flows from investing activities'),
      ...c.investing.rows.map((r) => line(r.label, r.amount)),
      line('Net cash from investing activities', c.investing.total, true, 0),
      head('Cash flows from financing activities'),
      ...c.financing.rows.map((r) => line(r.label, r.amount)),
      line('Net cash from financing activities', c.financing.total, true, 0),
      line('Net change in cash', c.net_change, true, 0),
      line('Cash, beginning of period', c.cash_beginning, false, 0),
      line('Cash, end of period', c.cash_end, true, 0),
    ];
  };
  return {
    name: 'cash-flows',
    title: 'Statement of Cash Flows',
    company: ctx.companyName,
    dates: span(d.from, d.to),
    columns: prior ? [span(d.from, d.to), priorHeader(ctx)] : ['Amount'],
    rows: withPrior(rowsOf(d, prior), prior ? rowsOf(prior) : null),
  };
}
