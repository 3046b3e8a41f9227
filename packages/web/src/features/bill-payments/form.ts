import { BILL_PAYMENT_TEXT, billPaymentRequest, M, toCents } from '@app/contract';

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
  /** a split bill's funds, in line order (else its one fund_program_name) */
  fund_program_names?: string[];
}

/** The funds a bill is paid from, as the payment screen shows them. */
export const fundsOf = (r: Pick<PayRow, 'fund_program_name' | 'fund_program_names'>) =>
  (r.fund_program_names?.length ? r.fund_program_names : [r.fund_program_name]).join(', ');

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

/**
 * The payment's first problem, in the server's order: a Super-Admin's company (checked before the body), the
 * contract's request schema (payable account, bank account, a bill chosen, each discount as typed), a discount
 * above its bill's amount due, then the bank balance. Null when the server would be asked.
 */
export function paymentProblem(
  v: { company_id: number | ''; account_payable_id: number | ''; account_id: number | '' },
  rows: PayRow[],
  selected: Record<number, string>,
  o: { needsCompany: boolean; balanceCents: number | null },
): string | null {
  if (o.needsCompany && !v.company_id) return M.billSelectCompany;
  const chosen = rows.filter((r) => r.id in selected);
  const bills = chosen.map((r) => ({ bill_id: r.id, amount_due: r.amount_due, discount: selected[r.id] || '0' }));
  const parsed = billPaymentRequest.safeParse({ ...v, company_id: v.company_id || null, bill_amount_info: bills });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? M.billPaymentFailure;
  const discount = chosen.map((r) => discountProblem(selected[r.id], r.amount_due)).find(Boolean);
  if (discount) return discount;
  if (o.balanceCents !== null && totalCents(rows, selected) > o.balanceCents) return M.insufficientFunds;
  return null;
}

/**
 * "Select due by" (issue 28.5): every bill due on or before `day` joins the selection (a discount already
 * typed is kept); the bills already chosen stay chosen.
 */
export function selectDueBy(rows: PayRow[], selected: Record<number, string>, day: string): Record<number, string> {
  const next = { ...selected };
  for (const r of rows) if (r.bill_due <= day && !(r.id in next)) next[r.id] = '0.00';
  return next;
}
