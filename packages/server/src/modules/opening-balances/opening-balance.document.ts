import { formatDate, OPENING_SOURCE, type OpeningInput } from '@app/contract';
import type { MoneyDocument } from '../../documents/money-document.js';
import { openingLines } from './opening-lines.js';

/** What the opening entry is made of (the form's banks and funds in cents, the net assets account). */
export interface OpeningSource {
  companyId: number;
  banks: OpeningInput['banks'];
  funds: OpeningInput['funds'];
  netAssets: number;
}

/**
 * The opening balances: one entry per company (source id = the company's id), Dr each bank / Cr net assets,
 * balanced within each fund. No status of its own: it is live until reversed like a manual entry (journals),
 * and its unpaid bills are ordinary bills.
 */
export const openingBalanceDocument: MoneyDocument<OpeningSource> = {
  sourceType: OPENING_SOURCE,
  name: 'opening balance',
  posting: (o, date, createdBy) => {
    const memo = `Opening balances as of ${formatDate(date)}`;
    return {
      companyId: o.companyId,
      date,
      sourceType: OPENING_SOURCE,
      sourceId: o.companyId,
      memo,
      createdBy,
      lines: openingLines(o.banks, o.funds, o.netAssets, memo),
    };
  },
  voidsFirst: [],
  voidsWith: [],
};
