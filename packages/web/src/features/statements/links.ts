import type { StatementParams } from './params';
import type { StatementDrill } from '@app/contract';

/** The statements' screens (relative to /app in the routes). */
export const STATEMENT_PATHS = {
  position: 'statement-of-financial-position',
  activities: 'statement-of-activities',
  functional: 'statement-of-functional-expenses',
  funds: 'fund-balances',
  cashFlows: 'statement-of-cash-flows',
} as const;

/**
 * The ledger lines behind a figure, as the server names them: the account's ledger screen for the figure's
 * period, narrowed to its fund and functional expense when the figure is one fund's or one function's.
 */
export function drillLink(d: StatementDrill | null | undefined, over: Partial<StatementDrill> = {}): string | undefined {
  if (!d) return undefined;
  const x = { ...d, ...over };
  const q = new URLSearchParams();
  if (x.from) q.set('from', x.from);
  q.set('to', x.to);
  if (x.fund_program_id !== null) q.set('fund_program_id', String(x.fund_program_id));
  if (x.functional_expense_id !== null) q.set('functional_expense_id', String(x.functional_expense_id));
  return `/app/account-ledger/${x.account_id}?${q}`;
}

/** Another statement for the same company and period: a figure that sums many accounts opens its breakdown. */
export function statementLink(path: (typeof STATEMENT_PATHS)[keyof typeof STATEMENT_PATHS], p: StatementParams): string {
  const q = new URLSearchParams();
  if (p.companyId) q.set('company_id', String(p.companyId));
  if (path === STATEMENT_PATHS.position) q.set('as_of', p.mode === 'as_of' ? p.asOf : p.to);
  else if (p.mode === 'as_of') q.set('to', p.asOf);
  else {
    q.set('from', p.from);
    q.set('to', p.to);
  }
  return `/app/${path}?${q}`;
}
