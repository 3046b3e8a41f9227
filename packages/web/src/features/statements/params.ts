import { isValidIsoDate, localToday } from '@app/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { presets } from './periods';

export type StatementScope = 'company' | 'subtree' | 'chosen';
const SCOPES: readonly StatementScope[] = ['company', 'subtree', 'chosen'];

/** What a statement is asked for: a period (from/to) or a date (as_of). */
export type StatementMode = 'period' | 'as_of';

export interface StatementParams {
  mode: StatementMode;
  /** the Super-Admin's chosen company; 0: none chosen (a company user: their own) */
  companyId: number;
  from: string;
  to: string;
  asOf: string;
  /** also show the same period (or date) a year earlier */
  compare: boolean;
  /** every date is a real day and from <= to */
  valid: boolean;
  /** issue 27: this company, the company with its subtree, or chosen companies (a roll-up) */
  scope: StatementScope;
  /** the chosen companies when scope is 'chosen' */
  companyIds: number[];
  /** a company (or a chosen set) to read: the Super-Admin must choose one */
  hasCompany: boolean;
  set(values: Partial<Record<'company_id' | 'from' | 'to' | 'as_of' | 'compare' | 'vendor_id' | 'scope' | 'company_ids', string | null>>): void;
}

/**
 * A statement's company, dates and comparison kept in the URL, so that Back from a drill-down, a reload or a
 * shared link shows the same statement. Defaults: year to date; the balance sheet as of today.
 */
export function useStatementParams(mode: StatementMode): StatementParams {
  const [params, setParams] = useSearchParams();
  const ytd = presets().find((p) => p.key === 'ytd')!.period;
  const from = params.get('from') ?? ytd.from;
  const to = params.get('to') ?? ytd.to;
  const asOf = params.get('as_of') ?? localToday();
  const valid = mode === 'as_of' ? isValidIsoDate(asOf) : isValidIsoDate(from) && isValidIsoDate(to) && from <= to;
  const set = useCallback<StatementParams['set']>(
    (values) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(values)) v ? next.set(k, v) : next.delete(k);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const scope = SCOPES.find((x) => x === params.get('scope')) ?? 'company';
  const companyIds = (params.get('company_ids') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const companyId = Number(params.get('company_id')) || 0;
  const hasCompany = scope === 'chosen' ? companyIds.length > 0 : companyId > 0;
  return { mode, companyId, from, to, asOf, compare: params.get('compare') === '1', valid, scope, companyIds, hasCompany, set };
}

/** The statement call's query: the company (Super-Admin), the dates and the prior-year comparison. */
export function statementQuery(p: StatementParams): URLSearchParams {
  const q = new URLSearchParams(p.mode === 'as_of' ? { as_of: p.asOf } : { from: p.from, to: p.to });
  if (p.scope === 'chosen' && p.companyIds.length) q.set('company_ids', p.companyIds.join(','));
  else if (p.companyId) q.set('company_id', String(p.companyId));
  if (p.scope === 'subtree') q.set('scope', 'subtree');
  if (p.compare) q.set('compare', 'prior_year');
  return q;
}
