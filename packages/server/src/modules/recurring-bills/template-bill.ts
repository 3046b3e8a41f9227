import { type BillInput, billBody, fromCents, renderReference } from '@app/contract';
import type { RecurringLine } from '../../db/schema/index.js';

/** What a template needs to become a bill. */
export interface TemplateForBill {
  companyId: number;
  vendorId: number;
  accountPayableId: number;
  referencePattern: string;
  memo: string;
  lines: RecurringLine[];
}

/**
 * THE place a template becomes a bill request (issue 28 point 4). The template keeps its lines as a bill's
 * lines in domain keys (accountId, fundProgramId, functionalExpenseId, memo, amountCents): a template of several
 * lines makes a split bill (point 1), one of one line a bill of the single set of fields as the specification's
 * form makes it. Parsed by the bill's own schema (billBody: its checks, then its wire names turned into a
 * BillInput), so the bill gets exactly the checks a treasurer's bill gets.
 */
export function billRequestOf(t: TemplateForBill, period: string, billDate: string, dueDate: string): BillInput {
  const first = t.lines[0];
  const total = t.lines.reduce((sum, l) => sum + l.amountCents, 0);
  return billBody.parse({
    company_id: t.companyId,
    refrence: renderReference(t.referencePattern, period),
    bill_due: dueDate,
    vendor_id: t.vendorId,
    amount_due: fromCents(total),
    account_payable_id: t.accountPayableId,
    account_id: first.accountId,
    fund_program_id: first.fundProgramId,
    funtional_expenses_id: first.functionalExpenseId,
    memo: t.memo,
    description: first.memo,
    date: billDate,
    ...(t.lines.length > 1
      ? {
          lines: t.lines.map((l) => ({
            account_id: l.accountId,
            fund_program_id: l.fundProgramId,
            funtional_expenses_id: l.functionalExpenseId,
            memo: l.memo,
            amount: fromCents(l.amountCents),
          })),
        }
      : {}),
  });
}
