import { formatUsd, fromCents, type ReconciliationDetail, toCents } from '@app/contract';
import { pdfDate } from '../../pdf/document.js';
import type { Printable, PrintRow } from '../statements/printable.js';

const when = (name: string | null, at: string | null) => (name ? `${name} on ${pdfDate(at)}` : 'not yet');

/**
 * The reconciliation report (issue 26 point 4) as the statements' Printable: the bank's balance, less the
 * outstanding checks, plus the deposits in transit, gives the adjusted balance, shown beside the books'
 * balance (equal once reconciled); then the cleared totals, and the preparer and approver with dates.
 */
export function reconciliationReport(d: ReconciliationDetail, companyName: string): Printable {
  const line = (label: string, value: string | null, bold = false, indent = 1): PrintRow => ({ label, values: [value], bold, indent });
  const items = (list: ReconciliationDetail['outstanding_checks']) =>
    list.map((b) => line(`${pdfDate(b.date)}  ${b.description}${b.memo ? ` - ${b.memo}` : ''}${b.stale ? ' (stale: over 180 days)' : ''}`, b.amount, false, 2));
  const total = (list: ReconciliationDetail['outstanding_checks']) => list.reduce((s, b) => s + (toCents(b.amount) ?? 0), 0);
  const checks = total(d.outstanding_checks);
  const deposits = total(d.deposits_in_transit);
  return {
    name: `bank-reconciliation-${d.id}`,
    title: `Bank Reconciliation #${d.id}: ${d.bank_account_name}`,
    company: companyName,
    dates: `Statement of ${pdfDate(d.statement_date)} (${d.status_name})`,
    columns: ['Amount'],
    rows: [
      line('Balance per bank statement', d.statement_ending_balance, true, 0),
      { label: `Less outstanding checks and payments (${d.outstanding_checks.length})`, values: [], heading: true },
      ...items(d.outstanding_checks),
      line('Total outstanding checks and payments', fromCents(checks), true),
      { label: `Add deposits in transit (${d.deposits_in_transit.length})`, values: [], heading: true },
      ...items(d.deposits_in_transit),
      line('Total deposits in transit', fromCents(deposits), true),
      line('Adjusted bank balance', d.adjusted_balance, true, 0),
      line('Balance per books', d.book_balance, true, 0),
      { label: 'Cleared this statement', values: [], heading: true },
      line('Beginning balance (last reconciliation)', d.beginning_balance),
      line('Deposits and credits cleared', d.cleared_deposits),
      line('Checks and payments cleared', d.cleared_payments),
      line('Cleared balance', d.cleared_balance, true),
      line('Difference', d.difference, true, 0),
    ],
    notes: [
      `Adjusted bank balance ${formatUsd(toCents(d.adjusted_balance) ?? 0)} ${d.adjusted_balance === d.book_balance ? 'equals' : 'DOES NOT EQUAL'} the balance per books ${formatUsd(toCents(d.book_balance) ?? 0)}.`,
      `Prepared by ${when(d.prepared_by, d.prepared_at)}.`,
      `Approved by ${when(d.approved_by, d.approved_at)}.`,
      ...d.events.filter((e) => e.action === 'reopened').map((e) => `Reopened by ${e.user} on ${pdfDate(e.at)}: ${e.reason ?? ''}`),
    ],
  };
}
