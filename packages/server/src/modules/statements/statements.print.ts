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

export function functionalExpenses(d: FunctionalExpensesStatement, ctx: StatementContext, prior: FunctionalExpensesStatement | null): Printable {
  const ids = d.columns.map((c) => String(c.functional_expense_id));
  const showUnassigned = d.unassigned !== '0.00';
  // Compared: an account with expenses only in the prior year still gets its line (zero this year).
  const rows = union(
    d.rows,
    prior?.rows,
    (r) => r.account_id,
    (r) => ({ ...r, amounts: {}, unassigned: Z, total: Z }),
  );
  const priorTotal = (accountId: number) => (prior ? [prior.rows.find((x) => x.account_id === accountId)?.total ?? Z] : []);
  return {
    name: 'functional-expenses',
    title: 'Statement of Functional Expenses',
    company: ctx.companyName,
    dates: span(d.from, d.to),
    columns: [...d.columns.map((c) => c.name), ...(showUnassigned ? ['Unassigned'] : []), 'Total', ...(prior ? [`Total ${priorHeader(ctx)}`] : [])],
    rows: [
      ...rows.map((r) => ({
        label: `${r.account_number} ${r.account_name}`,
        values: [...ids.map((id) => r.amounts[id] ?? Z), ...(showUnassigned ? [r.unassigned] : []), r.total, ...priorTotal(r.account_id)],
        alert: showUnassigned && r.unassigned !== Z,
      })),
      {
        label: 'Total expenses',
        values: [...ids.map((id) => d.totals[id] ?? Z), ...(showUnassigned ? [d.unassigned] : []), d.total, ...(prior ? [prior.total] : [])],
        bold: true,
        alert: showUnassigned,
      },
    ],
    notes: [
      ...(showUnassigned
        ? ['Expense lines without a functional expense are in the Unassigned column: assign them before handing this statement to the auditors.']
        : []),
      ...(prior ? [`The last column is the total of the same dates a year earlier (${priorHeader(ctx)}).`] : []),
    ],
  };
}

const RESTRICTION_LABEL = { without: 'Without donor restrictions', purpose: 'Purpose restricted', time: 'Time restricted', perpetual: 'Perpetual' } as const;
/** The screen's order: Released sits before Transfers and the Ending balance closes the row. */
const FUND_FIGURES = ['beginning', 'revenue', 'expenses', 'released', 'transfers', 'ending'] as const;
const sumMoney = (list: string[]) => {
  const n = list.reduce((s, v) => s + BigInt(v.replace('.', '')), 0n);
  const abs = n < 0n ? -n : n;
  return `${n < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

export function fundBalances(d: FundBalances, ctx: StatementContext, prior: FundBalances | null): Printable {
  // Compared: a fund that held money only a year earlier still gets its line (zero this year).
  const funds = union(
    d,
    prior ?? undefined,
    (r) => r.fund_program_id,
    (r) => ({ ...r, beginning: Z, revenue: Z, expenses: Z, released: Z, transfers: Z, ending: Z, bank_shares: [] }),
  );
  const priorEnding = (rows: FundBalances) =>
    prior ? [sumMoney(rows.map((r) => prior.find((x) => x.fund_program_id === r.fund_program_id)?.ending ?? Z))] : [];
  const out: PrintRow[] = [];
  // Grouped by class as on screen, each class with its subtotal.
  for (const [title, rows] of [
    ['Without donor restrictions', funds.filter((r) => r.restriction === 'without')],
    ['With donor restrictions', funds.filter((r) => r.restriction !== 'without')],
  ] as const) {
    if (!rows.length) continue;
    out.push(head(title));
    for (const r of rows)
      out.push({
        label:
          r.fund_program_id === null || r.restriction === 'without'
            ? r.name
            : `${r.name} (${RESTRICTION_LABEL[r.restriction]}${r.release_on ? `, until ${pdfDate(r.release_on)}` : ''})`,
        values: [...FUND_FIGURES.map((k) => r[k]), ...priorEnding([r])],
        indent: 1,
      });
    out.push({
      label: `Total ${title.toLowerCase()}`,
      values: [...FUND_FIGURES.map((k) => sumMoney(rows.map((r) => r[k]))), ...priorEnding(rows)],
      bold: true,
    });
  }
  out.push({ label: 'Total net assets', values: [...FUND_FIGURES.map((k) => sumMoney(funds.map((r) => r[k]))), ...priorEnding(funds)], bold: true });
  return {
    name: 'fund-balances',
    title: 'Fund Balances',
    company: ctx.companyName,
    dates: span(ctx.period.from, ctx.period.to),
    columns: ['Beginning', 'Revenue', 'Expenses', 'Released', 'Transfers', 'Ending', ...(prior ? [`Ending ${pdfDate(ctx.prior!.to)}`] : [])],
    rows: out,
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
