import type { BudgetVsActual, BudgetVsActualTotal } from '@app/contract';
import { pdfDate } from '../../pdf/document.js';
import type { Printable, PrintRow } from '../statements/printable.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const monthName = (m: number) => MONTHS[m - 1];

const values = (f: BudgetVsActualTotal) => [
  f.month_actual,
  f.month_budget,
  f.month_variance,
  f.ytd_actual,
  f.ytd_budget,
  f.ytd_variance,
  f.annual_budget,
  f.percent_used === null ? null : `${f.percent_used.toFixed(1)}%`,
];

/** Budget against actual as the statements' Printable (PDF and Excel are drawn from it). */
export function budgetVsActualPrintable(d: BudgetVsActual): Printable {
  const head = (label: string): PrintRow => ({ label, values: [], heading: true });
  const rowsOf = (kind: 'income' | 'expense') =>
    d.rows.filter((r) => r.kind === kind).map((r): PrintRow => ({ label: `${r.account_number} ${r.account_name}`, values: values(r), indent: 1 }));
  const monthEnd = new Date(Date.UTC(d.year, d.month, 0)).toISOString().slice(0, 10);
  const status =
    d.budget_status === 'approved' ? 'Approved budget' : d.budget_status === 'draft' ? 'Draft budget (not yet approved)' : 'No budget for this year';
  return {
    name: 'budget-vs-actual',
    title: 'Budget against Actual',
    company: d.company_name,
    dates: `${monthName(d.month)} ${d.year} and year to date (Jan 1 to ${pdfDate(monthEnd)})${d.fund_program_name ? ` - ${d.fund_program_name}` : ''}`,
    columns: ['Month actual', 'Month budget', 'Month variance', 'YTD actual', 'YTD budget', 'YTD variance', 'Annual budget', '% used'],
    rows: [
      head('Income'),
      ...rowsOf('income'),
      { label: 'Total income', values: values(d.income), bold: true },
      head('Expenses'),
      ...rowsOf('expense'),
      { label: 'Total expenses', values: values(d.expenses), bold: true },
      { label: 'Net (income less expenses)', values: values(d.net), bold: true },
    ],
    notes: [
      `${status}.`,
      'Variance: a positive amount is favourable (income above budget, spending below budget); a negative amount is unfavourable.',
      '% used: year-to-date actual as a share of the annual budget.',
    ],
  };
}
