import type { BillEntry } from '@app/contract';
import { LedgerEntries } from '../../components/LedgerEntries';

/** The journal entries a bill posted (create, edits, void), each linking to its journal view. */
export function BillEntries({ entries }: { entries: BillEntry[] }) {
  return (
    <LedgerEntries
      entries={entries}
      note="Each bill posts Dr its COA account / Cr Accounts Payable. An edit reverses the old entry and posts a new one; a void posts the reversal."
      postedKind={(reversed) => (reversed ? 'Posted (reversed)' : 'Posted')}
    />
  );
}
