import { BANK_ACCOUNT_TYPES, OPENING_SOURCE } from '@app/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, journalEntries } from '../../db/schema/index.js';
import { inScope, type OneCompanyScope } from '../../plugins/company-scope.js';

export const NET_ASSETS_TYPE = 9;
export const PAYABLE_TYPE = 6;
const BANK_TYPES = [...BANK_ACCOUNT_TYPES];

/** The company's Active accounts the screen offers: banks and cash, net assets, Accounts Payable. */
export function offeredAccounts(db: DbOrTx, scope: OneCompanyScope) {
  return db
    .select({ id: accounts.id, account_number: accounts.accountNumber, account_name: accounts.accountName, typeId: accounts.accountTypeId })
    .from(accounts)
    .where(
      and(inScope(scope, accounts.companyId), eq(accounts.status, 'Active'), inArray(accounts.accountTypeId, [...BANK_TYPES, NET_ASSETS_TYPE, PAYABLE_TYPE])),
    )
    .orderBy(asc(accounts.accountNumber), asc(accounts.id));
}

export const isBank = (typeId: number) => BANK_ACCOUNT_TYPES.has(typeId);

/**
 * The company's opening-balance entry that is not reversed (source opening_balance, source id = company id,
 * on journal_entries_source_idx), with its debit total; undefined when none is live.
 */
export async function liveOpening(db: DbOrTx, scope: OneCompanyScope) {
  const [row] = await db
    .select({
      entryId: journalEntries.id,
      asOf: journalEntries.entryDate,
      // Raw names: inside a subquery drizzle would write the outer column unqualified.
      amountCents: sql<string>`(select coalesce(sum(l.debit_cents), 0) from journal_lines l where l.entry_id = journal_entries.id)`,
    })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.sourceType, OPENING_SOURCE),
        eq(journalEntries.sourceId, scope.companyId),
        inScope(scope, journalEntries.companyId),
        sql`${journalEntries.reversesEntryId} is null`,
        sql`not exists (select 1 from journal_entries r where r.reverses_entry_id = journal_entries.id)`,
      ),
    )
    .orderBy(asc(journalEntries.id))
    .limit(1);
  return row;
}
