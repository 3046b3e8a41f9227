import { BUDGET_TEXT, formatUsd, toCents } from '@app/contract';
import { Alert, Grid } from '@mui/material';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { useAuth } from '../../app/auth-store';
import { typedCents } from '../../components/money';
import { localToday } from '../../components/today';
import { useBudgetLeft } from './api';

/** Any form with company_id, account_id, fund_program_id, amount_due (the bill form, the standard check). */
interface Props<T extends FieldValues> {
  control: Control<T>;
  /** the form's date field (the year's budget is read); none: today (a standard check is dated today) */
  dateField?: string;
  /** one line of a split bill ('lines.2.'): its account_id and fund_program_id; default the form's own fields */
  prefix?: string;
  /** the amount compared, in cents (a split bill: its lines of the same account and fund); default amount_due */
  amountCents?: number;
  /** drawn inside a Grid container (the form's single fields) or as a plain block (a split bill's line) */
  inGrid?: boolean;
}

/**
 * Funds availability (issue 29 point 3): the budget left for the chosen account (and fund) this year, and a
 * warning, never a refusal, when the amount is more than that. Placed with one line in the bill form (once per
 * line of a split bill) and the standard check; shows nothing without a budget for the account or without
 * permission to read it.
 */
export function BudgetLeftHint<T extends FieldValues>({ control, dateField, prefix = '', amountCents, inGrid = true }: Props<T>) {
  const auth = useAuth();
  // The form's company (Super-Admin chooses one; a company user's is '' or 0: the server takes their own).
  const [companyValue, account, fund, amount, dateValue] = useWatch({
    control: control as unknown as Control<FieldValues>,
    name: ['company_id', `${prefix}account_id`, `${prefix}fund_program_id`, 'amount_due', dateField ?? 'company_id'],
  });
  const companyId = Number(companyValue) || 0;
  const date = dateField ? dateValue : localToday();
  const allowed = auth.isSuperAdmin || auth.can('Bills_Create') || auth.can('Check_Create') || auth.can('Budgets_View');
  const left = useBudgetLeft(allowed ? companyId : 0, allowed ? Number(account) || 0 : 0, Number(fund) || 0, String(date ?? ''));
  const d = left.data;
  if (!d || d.left === null || d.annual_budget === null) return null;
  const leftCents = toCents(d.left) ?? 0;
  const compared = amountCents ?? typedCents(String(amount ?? '').replace(/[$,\s]/g, ''));
  const over = compared > 0 && compared > leftCents;
  const basis = d.basis === 'fund' ? 'this account and fund' : 'this account';
  const hint = (
    <Alert severity={over ? 'warning' : 'info'} role={over ? 'alert' : 'status'} aria-label="Budget left" sx={inGrid ? undefined : { mb: 1.5 }}>
      Budget left for {basis} in {d.year}: {formatUsd(leftCents)} of {formatUsd(toCents(d.annual_budget) ?? 0)}
      {d.status === 'draft' ? ' (draft budget)' : ''}.
      {over ? ` ${prefix ? BUDGET_TEXT.overBudgetLines(formatUsd(compared), formatUsd(leftCents)) : BUDGET_TEXT.overBudget(formatUsd(leftCents))}` : ''}
    </Alert>
  );
  return inGrid ? <Grid size={12}>{hint}</Grid> : hint;
}
