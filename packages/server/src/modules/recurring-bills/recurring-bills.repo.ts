import { fromCents, RECURRING_STATUS_NAMES, type RecurringBillRow, type RecurringLineInput, type RecurringStatus, renderReference } from '@app/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bills, companies, type RecurringLine, recurringBillRuns, recurringBills, vendors } from '../../db/schema/index.js';
import { type CompanyScope, inScope } from '../../plugins/company-scope.js';
import { periodOf } from './schedule.js';

const columns = {
  t: recurringBills,
  companyName: companies.legalName,
  vendorName: vendors.name,
  billsMade: sql<number>`(select count(*)::int from ${recurringBillRuns} r where r.template_id = ${recurringBills.id})`,
};

type Joined = { t: typeof recurringBills.$inferSelect; companyName: string; vendorName: string; billsMade: number };

/** A template line as stored: exactly the domain keys of the input's line (migration 0042 moved the old rows to them). */
export const storedLine = (l: RecurringLineInput): RecurringLine => ({
  accountId: l.accountId,
  fundProgramId: l.fundProgramId,
  functionalExpenseId: l.functionalExpenseId,
  memo: l.memo,
  amountCents: l.amountCents,
});

export function toRow(r: Joined): RecurringBillRow {
  const t = r.t;
  return {
    id: t.id,
    company_id: t.companyId,
    companyName: r.companyName,
    vendor_id: t.vendorId,
    vendor_name: r.vendorName,
    account_payable_id: t.accountPayableId,
    reference_pattern: t.referencePattern,
    next_reference: t.nextRunOn ? renderReference(t.referencePattern, periodOf(t.nextRunOn)) : null,
    memo: t.memo,
    day_of_month: t.dayOfMonth,
    due_days: t.dueDays,
    first_date: t.firstDate,
    last_date: t.lastDate,
    next_run_on: t.status === 'active' ? t.nextRunOn : null,
    status: t.status as RecurringStatus,
    status_name: RECURRING_STATUS_NAMES[t.status as RecurringStatus],
    amount: fromCents(t.amountCents),
    lines: t.lines.map((l) => ({
      account_id: l.accountId,
      fund_program_id: l.fundProgramId,
      funtional_expenses_id: l.functionalExpenseId,
      memo: l.memo,
      amount: fromCents(l.amountCents),
    })),
    bills_made: Number(r.billsMade),
    last_error: t.lastError,
  };
}

const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(recurringBills)
    .innerJoin(companies, eq(companies.id, recurringBills.companyId))
    .innerJoin(vendors, eq(vendors.id, recurringBills.vendorId));

export async function pageTemplates(db: DbOrTx, scope: CompanyScope, status: RecurringStatus | 'all', limit: number, offset: number) {
  const where = and(inScope(scope, recurringBills.companyId), status === 'all' ? undefined : eq(recurringBills.status, status));
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(recurringBills.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(recurringBills).where(where),
  ]);
  return { rows: rows.map(toRow), total: Number(total?.n ?? 0) };
}

export async function findTemplate(db: DbOrTx, scope: CompanyScope, id: number) {
  const [r] = await joined(db).where(and(eq(recurringBills.id, id), inScope(scope, recurringBills.companyId)));
  return r;
}

/** The bills a template made, newest period first. */
export async function runsOf(db: DbOrTx, scope: CompanyScope, id: number) {
  const rows = await db
    .select({ period: recurringBillRuns.period, billId: recurringBillRuns.billId, billNumber: bills.billNumber, madeAt: recurringBillRuns.madeAt })
    .from(recurringBillRuns)
    .innerJoin(bills, eq(bills.id, recurringBillRuns.billId))
    .where(and(eq(recurringBillRuns.templateId, id), inScope(scope, bills.companyId)))
    .orderBy(desc(recurringBillRuns.period));
  return rows.map((r) => ({ period: r.period, bill_id: r.billId, bill_number: r.billNumber, made_at: new Date(r.madeAt).toISOString() }));
}
