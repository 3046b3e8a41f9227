import { paymentCommands } from './documents/bill-payments.js';
import { billCommands } from './documents/bills.js';
import { checkCommands } from './documents/checks.js';
import type { DocumentCommands } from './documents/document.js';
import { journalCommands } from './documents/journals.js';
import { openingCommands } from './documents/opening-balances.js';

/**
 * Every money document the workflow test drives, one command module per document type, keyed by its type.
 * A new document type joins the test with one module in documents/ and one line here; once the documents'
 * declarations exist (src/documents), key this by their declared source types so a missing one fails to compile.
 */
export const WORKFLOW_DOCUMENTS = {
  bill: billCommands,
  bill_payment: paymentCommands,
  check: checkCommands,
  manual: journalCommands,
  opening_balance: openingCommands,
} as const satisfies Record<string, DocumentCommands>;
