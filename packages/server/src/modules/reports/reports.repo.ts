import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, accountTypes } from '../../db/schema/index.js';
import { inScope, type OneCompanyScope } from '../../plugins/company-scope.js';

/** The company's whole chart, in number order, with each account's type name. */
export function chartOf(db: DbOrTx, scope: OneCompanyScope) {
  return db
    .select({ id: accounts.id, number: accounts.accountNumber, name: accounts.accountName, type: accountTypes.name })
    .from(accounts)
    .innerJoin(accountTypes, eq(accountTypes.id, accounts.accountTypeId))
    .where(inScope(scope, accounts.companyId))
    .orderBy(asc(accounts.accountNumber), asc(accounts.id));
}
