import type { MoneyDocument } from '../../documents/money-document.js';

/**
 * A remittance (issue 27 point 3): two single-company entries, one in the child's books and one in the
 * parent's, both with source id = the remittance row that links them. They are posted together by the run
 * (remittances.service.ts), never one at a time, so the document has no posting of its own and no status.
 */
export const remittanceDocument: MoneyDocument = {
  sourceType: 'remittance',
  name: 'remittance',
  posting: null,
  voidsFirst: [],
  voidsWith: [],
};
