import type { BillPaymentDetail } from '@app/contract';
import { LedgerEntries } from '../../components/LedgerEntries';

/** The journal entries a payment posted (the payment, its void), each linking to its journal view. */
export function PaymentEntries({ entries }: { entries: BillPaymentDetail['journalEntries'] }) {
  return (
    <LedgerEntries
      entries={entries}
      note="A payment posts Dr Accounts Payable (amount due) / Cr the bank (payment) / Cr the bill's expense account (discount). A void posts the reversal."
      postedKind={() => 'Payment'}
    />
  );
}
