import { BILL_PAYMENT_TEXT, toCents } from '@app/contract';

/** A row of the bills-to-pay table (an unpaid bill, or the paid bill of a payment in view mode). */
export interface PayRow {
  id: number;
  bill_number: number;
  bill_due: string;
  refrence: string;
  vendor_name: string;
  amount_due: string;
  fund_program_name: string;
  functional_expense_name: string;
}

/** The discount's problem as typed (0 to the amount due, dollars and cents), or null. */
export function discountProblem(text: string, amountDue: string): string | null {
  if (text.trim() === '') return null;
  const c = toCents(text);
  if (c === null) return BILL_PAYMENT_TEXT.discountInvalid;
  if (c < 0) return BILL_PAYMENT_TEXT.discountNegative;
  if (c > (toCents(amountDue) ?? 0)) return BILL_PAYMENT_TEXT.discountTooLarge;
  return null;
}

/** Total payment of the selection in cents: the sum of amount due - discount. */
export function totalCents(rows: PayRow[], selected: Record<number, string>): number {
  return rows.filter((r) => r.id in selected).reduce((sum, r) => sum + (toCents(r.amount_due) ?? 0) - (toCents(selected[r.id] || '0') ?? 0), 0);
}
