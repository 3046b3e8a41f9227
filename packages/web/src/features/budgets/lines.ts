import { type BudgetSpread, fromCents, toCents } from '@app/contract';
import { groupedAmount } from '../../components/money';
import type { LineBody } from './api';

/** A budget line as typed: selects hold an id or '' (none chosen); amounts as typed. */
export interface LineValues {
  account_id: number | '';
  fund_program_id: number | '';
  spread: BudgetSpread;
  annual: string;
  months: string[];
}
export interface BudgetFormValues {
  company_id: number | '';
  year: string;
  reason: string;
  lines: LineValues[];
}

export const SPREAD_LABELS: Record<BudgetSpread, string> = { even: 'Even', last_year: 'Like last year', manual: 'Month by month' };
export const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const emptyBudgetLine = (): LineValues => ({ account_id: '', fund_program_id: '', spread: 'even', annual: '', months: Array(12).fill('') });

/** Cents of a typed amount ('1,234.50', '$12'); blank or not an amount: null. */
export const typed = (text: string | undefined) => {
  const clean = String(text ?? '').replace(/[$,\s]/g, '');
  return clean === '' ? null : toCents(clean);
};

/** What the twelve months come to (a month not yet an amount counts 0). */
export const monthsTotalCents = (months: ReadonlyArray<string> | undefined) => (months ?? []).reduce((sum, m) => sum + (typed(m) ?? 0), 0);

/** The annual amount in twelve, by largest remainder with ties to the earlier month (as the server spreads 'even'). */
export function spreadEvenly(cents: number): string[] {
  const base = Math.floor(cents / 12);
  const extra = cents - base * 12;
  return Array.from({ length: 12 }, (_, i) => groupedAmount(fromCents(base + (i < extra ? 1 : 0))));
}

/** A stored line (GET /budgets/{id}) back into the form, for editing a draft or revising. */
export const lineFromDetail = (l: {
  account_id: number;
  fund_program_id: number | null;
  spread: BudgetSpread;
  annual: string;
  months: string[];
}): LineValues => ({
  account_id: l.account_id,
  fund_program_id: l.fund_program_id ?? '',
  spread: l.spread,
  annual: groupedAmount(l.annual),
  months: l.months.map(groupedAmount),
});

/** The wire's amount: '1,234.5' -> '1234.50'; text that is not an amount goes as typed (the contract says why). */
const wire = (text: string) => {
  const cents = typed(text);
  return cents === null ? text.trim() : fromCents(cents);
};

/** The request's lines: annual for even / last_year (left out while blank), twelve months for manual (blank = 0). */
export const linesBody = (lines: LineValues[]): LineBody[] =>
  lines.map((l) => ({
    account_id: Number(l.account_id) || 0,
    fund_program_id: Number(l.fund_program_id) || null,
    spread: l.spread,
    ...(l.spread === 'manual'
      ? { months: l.months.map((m) => (m.trim() === '' ? '0.00' : wire(m))) }
      : l.annual.trim() === ''
        ? {}
        : { annual: wire(l.annual) }),
  }));
