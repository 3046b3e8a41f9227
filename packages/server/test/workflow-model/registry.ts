import type { SourceType } from '@app/contract';
import { paymentCommands } from './documents/bill-payments.js';
import { billCommands } from './documents/bills.js';
import { checkCommands } from './documents/checks.js';
import { depositCommands } from './documents/deposits.js';
import type { DocumentCommands } from './documents/document.js';
import { journalCommands } from './documents/journals.js';
import { openingCommands } from './documents/opening-balances.js';
import { remittanceCommands } from './documents/remittances.js';
import { transferCommands } from './documents/transfers.js';

/**
 * Every money document the workflow test drives, one command module per document type, keyed by its type.
 * Keyed by the contract's closed SOURCE_TYPES (the documents' declarations, src/documents/registry.ts): a new
 * document type does not compile until it has its command module in documents/ and its line here.
 */
export const WORKFLOW_DOCUMENTS = {
  bill: billCommands,
  bill_payment: paymentCommands,
  check: checkCommands,
  deposit: depositCommands,
  manual: journalCommands,
  opening_balance: openingCommands,
  transfer: transferCommands,
  remittance: remittanceCommands,
} as const satisfies Record<SourceType, DocumentCommands>;
