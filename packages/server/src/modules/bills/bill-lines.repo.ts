import { type BillInput, type BillLine, fromCents } from '@app/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, billLines, functionalExpenses, fundPrograms } from '../../db/schema/index.js';
import { type CompanyScope, inScope, type OneCompanyScope } from '../../plugins/company-scope.js';
import type { PostedBillLine } from './bills.postings.js';

/** A bill line as the services use it (issue 28.1). */
export type BillLineValues = PostedBillLine & { form1099Box: 'nec' | 'misc_rent' | 'none' | null };

/**
 * The lines a request makes: its `lines`, or the one line of the bill's single fields (the specification's
 * form, every call made before issue 28).
 */
export function linesOfRequest(input: BillInput): BillLineValues[] {
  if (input.lines?.length) return input.lines.map((l) => ({ ...l }));
  return [
    {
      accountId: input.accountId,
      fundProgramId: input.fundProgramId,
      functionalExpenseId: input.functionalExpenseId,
      memo: input.description,
      amountCents: input.amountDueCents,
      form1099Box: null,
    },
  ];
}

/** The bill's own columns a request makes; a split bill's single fields are its first line's. */
export const columnsOf = (input: BillInput) => ({
  reference: input.reference,
  billDue: input.billDue,
  memo: input.memo,
  description: input.description,
  vendorId: input.vendorId,
  amountDueCents: input.amountDueCents,
  accountId: input.lines?.[0]?.accountId ?? input.accountId,
  accountPayableId: input.accountPayableId,
  fundProgramId: input.lines?.[0]?.fundProgramId ?? input.fundProgramId,
  functionalExpenseId: input.lines?.[0]?.functionalExpenseId ?? input.functionalExpenseId,
  invoiceDate: input.invoiceDate,
});

/** Writes a bill's lines (numbered from 1), replacing any it had: call with the bill row locked. */
export async function writeLines(tx: DbOrTx, scope: OneCompanyScope, billId: number, lines: readonly BillLineValues[]): Promise<void> {
  await tx.delete(billLines).where(and(eq(billLines.billId, billId), inScope(scope, billLines.companyId)));
  await tx.insert(billLines).values(lines.map((l, i) => ({ ...l, companyId: scope.companyId, billId, lineNo: i + 1 })));
}

/** The lines of some bills, in order, by bill id. */
export async function linesOfBills(db: DbOrTx, scope: CompanyScope, billIds: readonly number[]): Promise<Map<number, BillLineValues[]>> {
  const out = new Map<number, BillLineValues[]>();
  if (!billIds.length) return out;
  const rows = await db
    .select()
    .from(billLines)
    .where(and(inArray(billLines.billId, [...billIds]), inScope(scope, billLines.companyId)))
    .orderBy(asc(billLines.billId), asc(billLines.lineNo));
  for (const r of rows) {
    const list = out.get(r.billId) ?? [];
    list.push({
      accountId: r.accountId,
      fundProgramId: r.fundProgramId,
      functionalExpenseId: r.functionalExpenseId,
      memo: r.memo,
      amountCents: r.amountCents,
      form1099Box: r.form1099Box as BillLineValues['form1099Box'],
    });
    out.set(r.billId, list);
  }
  return out;
}

/** A bill's lines with their names, for its view. */
export async function linesOnWire(db: DbOrTx, scope: CompanyScope, billId: number): Promise<BillLine[]> {
  const rows = await db
    .select({
      line: billLines,
      accountName: accounts.accountName,
      accountNumber: accounts.accountNumber,
      fund: fundPrograms.name,
      expense: functionalExpenses.name,
    })
    .from(billLines)
    .innerJoin(accounts, eq(accounts.id, billLines.accountId))
    .leftJoin(fundPrograms, eq(fundPrograms.id, billLines.fundProgramId))
    .leftJoin(functionalExpenses, eq(functionalExpenses.id, billLines.functionalExpenseId))
    .where(and(eq(billLines.billId, billId), inScope(scope, billLines.companyId)))
    .orderBy(asc(billLines.lineNo));
  return rows.map(({ line: l, accountName, accountNumber, fund, expense }) => ({
    line_no: l.lineNo,
    account_id: l.accountId,
    account_name: accountNumber ? `${accountNumber} ${accountName}` : accountName,
    fund_program_id: l.fundProgramId,
    fund_program_name: fund ?? '',
    funtional_expenses_id: l.functionalExpenseId,
    functional_expense_name: expense ?? '',
    memo: l.memo,
    amount: fromCents(l.amountCents),
    form_1099_box: l.form1099Box as BillLine['form_1099_box'],
  }));
}

/**
 * The funds of some bills' lines, each fund once in line order, by bill id: the payment screen shows every
 * fund a split bill is paid from (its single fund_program_name is line 1's).
 */
export async function fundNamesOfBills(db: DbOrTx, scope: CompanyScope, billIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!billIds.length) return out;
  const rows = await db
    .select({ billId: billLines.billId, fund: fundPrograms.name })
    .from(billLines)
    .leftJoin(fundPrograms, eq(fundPrograms.id, billLines.fundProgramId))
    .where(and(inArray(billLines.billId, [...billIds]), inScope(scope, billLines.companyId)))
    .orderBy(asc(billLines.billId), asc(billLines.lineNo));
  for (const r of rows) {
    const list = out.get(r.billId) ?? [];
    if (r.fund && !list.includes(r.fund)) list.push(r.fund);
    out.set(r.billId, list);
  }
  return out;
}
