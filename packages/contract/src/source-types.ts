/**
 * The closed list of what may cause a journal entry (journal_entries.source_type). A new money document adds
 * its source type here FIRST: every map keyed by `SourceType` (labels here, the server's document registry)
 * then fails to compile until the new type is registered there too.
 */
export const SOURCE_TYPES = ['manual', 'opening_balance', 'bill', 'bill_payment', 'check', 'deposit', 'transfer', 'remittance'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const isSourceType = (text: string): text is SourceType => (SOURCE_TYPES as readonly string[]).includes(text);

/**
 * How the screens (journal list and view, account ledger) name a source. The opening entry has shown its raw
 * type since issue 20; it keeps that text here (a change of shape changes no screen text).
 */
export const SOURCE_LABELS: Record<SourceType, string> = {
  manual: 'Journal entry',
  opening_balance: 'opening_balance',
  bill: 'Bill',
  bill_payment: 'Bill payment',
  check: 'Check',
  deposit: 'Deposit',
  transfer: 'Transfer',
  remittance: 'Remittance',
};

/** A stored source type's label; a type this build does not know shows as stored. */
export const sourceLabel = (source: string) => (isSourceType(source) ? SOURCE_LABELS[source] : source);

/** A status change the document's transition table does not allow (a guard: the services check first, under locks). */
export const transitionRefused = (document: string, status: string, action: string) => `The ${document} is ${status}: it cannot be ${action}.`;
