import type { StatementParams } from './params';

/** The statements' screens (relative to /app in the routes). */
export const STATEMENT_PATHS = {
  position: 'statement-of-financial-position',
  activities: 'statement-of-activities',
  functional: 'statement-of-functional-expenses',
  funds: 'fund-balances',
  cashFlows: 'statement-of-cash-flows',
} as const;

/**
 * The ledger lines behind a figure: the account's ledger screen for the statement's period (a balance: every
 * line up to the date) and, when the figure is one fund's, that fund only.
 */
export function ledgerLink(accountId: number, p: StatementParams, fundProgramId?: number | null): string {
  const q = new URLSearchParams(p.mode === 'as_of' ? { to: p.asOf } : { from: p.from, to: p.to });
  if (fundProgramId !== undefined) q.set('fund_program_id', fundProgramId === null ? 'none' : String(fundProgramId));
  return `/app/account-ledger/${accountId}?${q}`;
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
