import { z } from 'zod';
import { ISO_DATE_RE, isValidIsoDate } from '../dates.js';
import { pageQuery, zeroOrIdSchema } from './common.js';

/** The bill list's due filter (the dashboard's links): open (Created) bills past due, or due today .. today + 14. */
export const BILL_DUE_FILTERS = ['overdue', 'next14'] as const;
export type BillDueFilter = (typeof BILL_DUE_FILTERS)[number];
export const billDueFilter = z.enum(BILL_DUE_FILTERS, { error: "due must be 'overdue' or 'next14'" });
/** Days ahead counted as "due soon" (today included). */
export const DUE_SOON_DAYS = 14;

/**
 * The caller's calendar day ('YYYY-MM-DD'), so "overdue" follows the treasurer's clock, not the server's
 * UTC day. The server accepts only a day in force somewhere on earth now (UTC-12 .. UTC+14).
 */
export const clientToday = z
  .string({ error: 'today must be a date (YYYY-MM-DD)' })
  .regex(ISO_DATE_RE, { error: 'today must be a date (YYYY-MM-DD)' })
  .refine(isValidIsoDate, { error: 'today must be a date (YYYY-MM-DD)' });

export const dashboardQuery = z.object({
  /** Super-Admin: 0 = every company (with a per-company breakdown), else one company. Company users: own only. */
  company_id: zeroOrIdSchema().default(0),
  today: clientToday.optional(),
  /** every company (Super-Admin): the page of the per-company breakdown, by company name (issue 23 point 4) */
  ...pageQuery.shape,
});

const countTotal = z.object({ count: z.number(), total: z.string() });

export const dashboardBankAccount = z.object({
  id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  /** normal-side balance, the chart of accounts' Balance */
  balance: z.string(),
  /** the statement date of its last completed or approved bank reconciliation (issue 26), null: never reconciled */
  last_reconciled: z.string().nullable(),
});

export const dashboardCheck = z.object({
  id: z.number(),
  company_name: z.string(),
  check_number: z.number(),
  check_date: z.string(),
  vendor_name: z.string(),
  amount: z.string(),
});

export const dashboardSpending = z.object({ id: z.number(), name: z.string(), amount: z.string() });

export const dashboardCompanyRow = z.object({
  company_id: z.number(),
  company_name: z.string(),
  bank_balance: z.string().nullable(),
  overdue: countTotal.nullable(),
  due_soon: countTotal.nullable(),
  unchecked_payments: countTotal.nullable(),
});

/**
 * GET /dashboard/summary. Each part is null when the caller may not open the list behind it
 * (bank accounts: ChartofAccounts_View; bills: Bills_View; payments: BillPayment_View; checks: Check_View;
 * spending: Reports_View).
 */
export const dashboardSummary = z.object({
  company_id: z.number().nullable(),
  today: z.string(),
  /** the current fiscal year so far: January 1 .. today (the company's fiscal year is a calendar year) */
  fiscal_year: z.object({ from: z.string(), to: z.string() }),
  bank_accounts: z.array(dashboardBankAccount).nullable(),
  bills: z.object({ overdue: countTotal, due_soon: countTotal }).nullable(),
  unchecked_payments: countTotal.nullable(),
  recent_checks: z.array(dashboardCheck).nullable(),
  spending: z
    .object({
      total: z.string(),
      by_functional_expense: z.array(dashboardSpending),
      by_fund_program: z.array(dashboardSpending),
    })
    .nullable(),
  /**
   * Super-Admin over every company: one row per live company of the breakdown's page (?page=, ?per_page=, by
   * company name; bank_accounts then lists that page's companies' accounts); null otherwise
   */
  companies: z.array(dashboardCompanyRow).nullable(),
  /** Super-Admin over every company: how many live companies the breakdown pages through; null otherwise */
  companies_total: z.number().nullable(),
  /** the sum of every bank and cash account's balance of the scope (every live company's for Super-Admin over all) */
  bank_total: z.string().nullable(),
});

export type DashboardSummary = z.infer<typeof dashboardSummary>;
export type DashboardBankAccount = z.infer<typeof dashboardBankAccount>;
export type DashboardCheck = z.infer<typeof dashboardCheck>;
export type DashboardSpending = z.infer<typeof dashboardSpending>;
export type DashboardCompanyRow = z.infer<typeof dashboardCompanyRow>;
