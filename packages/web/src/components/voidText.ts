import { M, type VoidPreview } from '@app/contract';
import { usd } from './money';

/** 'Check #1234 · $60.00 · Payee' */
export const checkLabel = (c: VoidPreview['voided']['checks'][number]) => `Check #${c.check_number} · ${usd(c.amount)} · ${c.vendor_name}`;
const billLabel = (b: VoidPreview['back_to_paid'][number]) => `Bill #${b.bill_number} · ${b.vendor_name} · ${usd(b.amount)}`;

/**
 * The confirmation text of a void (issue 20): what the user voids, then everything the void takes with it,
 * named: each check voided ('Check #1234', amount, payee), the other bills whose payments go back to Paid, the
 * bills that go back to Created, and that a printed check must be destroyed or stopped. `own` leaves out the
 * record being voided itself (already named by `text`).
 */
export function voidText(text: string, p: VoidPreview, own: { checkId?: number; billId?: number; paymentId?: number }): string {
  const lines = [text];
  const section = (heading: string, items: string[]) => {
    if (items.length) lines.push('', heading, ...items.map((i) => `• ${i}`));
  };
  section(M.voidChecksToo, p.voided.checks.filter((c) => c.id !== own.checkId).map(checkLabel));
  section(M.voidAlsoVoided, [
    ...p.voided.bills.filter((b) => b.id !== own.billId).map(billLabel),
    ...p.voided.payments.filter((x) => x.id !== own.paymentId).map((x) => `The payment of Bill #${x.bill_number} · ${usd(x.amount)}`),
  ]);
  section(M.voidBackToPaid, p.back_to_paid.map(billLabel));
  section(M.voidBackToCreated, p.back_to_created.map(billLabel));
  if (p.voided.checks.length) lines.push('', M.voidDestroyPrinted);
  return lines.join('\n');
}
